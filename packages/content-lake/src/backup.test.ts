import { describe, expect, it } from 'vitest';
import { backupName, expiredBackups } from './backup.ts';

const now = new Date('2026-11-26T03:00:00Z');

describe('backupName', () => {
  it.each([
    ['2026-11-26T00:00:00Z', 'lake-2026-11-26.sqlite'],
    ['2026-11-26T23:59:59Z', 'lake-2026-11-26.sqlite'],
    ['2027-01-01T00:00:00Z', 'lake-2027-01-01.sqlite'],
  ])('%s → %s', (at, name) => {
    expect(backupName(new Date(at))).toBe(name);
  });
});

describe('expiredBackups', () => {
  it.each([
    [['lake-2026-11-26.sqlite'], 14, []],
    [['lake-2026-11-13.sqlite'], 14, []],
    [['lake-2026-11-12.sqlite'], 14, ['lake-2026-11-12.sqlite']],
    [['lake-2026-10-01.sqlite', 'lake-2026-11-25.sqlite'], 14, ['lake-2026-10-01.sqlite']],
    [['lake-2026-11-25.sqlite'], 1, ['lake-2026-11-25.sqlite']],
    [['notes.txt', 'lake-2026-01-01.sqlite.partial', 'lake.sqlite'], 1, []],
  ])('%j kept %i days → %j', (names, days, expired) => {
    expect(expiredBackups(names, now, days)).toEqual(expired);
  });
});
