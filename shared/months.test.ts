import { describe, expect, it } from 'vitest';
import { describeMonths, isMonthNumber } from './months.ts';

describe('describeMonths', () => {
  it.each([
    [[], ''],
    [[3], 'March'],
    [[3, 4], 'March and April'],
    [[11, 12, 1, 2], 'November to February'],
    [[1, 2, 11, 12], 'November to February'],
    [[12, 1, 2, 3, 4], 'December to April'],
    [[4, 5, 10, 11], 'April to May and October to November'],
    [[4, 5, 6, 9, 10, 11, 12], 'April to June and September to December'],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'All year'],
    [[6, 6, 13, 0, 2.5], 'June'],
  ])('%j reads %j', (months, expected) => {
    expect(describeMonths(months)).toBe(expected);
  });
});

describe('isMonthNumber', () => {
  it.each([
    [1, true],
    [12, true],
    [0, false],
    [13, false],
    [2.5, false],
    ['3', false],
  ])('%j is a month: %j', (value, expected) => {
    expect(isMonthNumber(value)).toBe(expected);
  });
});
