import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETENTION_MONTHS,
  expiredEnquiryIds,
  isPastRetention,
  retentionCutoff,
  retentionMonths,
} from './retention.ts';

describe('retentionCutoff', () => {
  it.each([
    ['2026-11-25T22:00:00.000Z', 24, '2024-11-25T22:00:00.000Z'],
    ['2026-01-15T08:30:00.000Z', 1, '2025-12-15T08:30:00.000Z'],
    // A day the earlier month lacks becomes its last day, never the next month's first.
    ['2028-02-29T12:00:00.000Z', 24, '2026-02-28T12:00:00.000Z'],
    ['2026-03-31T00:00:00.000Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2028-03-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', 6, '2026-06-30T23:59:59.999Z'],
    ['2026-07-31T10:00:00.000Z', 18, '2025-01-31T10:00:00.000Z'],
  ])('%s less %i months is %s', (now, months, cutoff) => {
    expect(retentionCutoff(new Date(now), months).toISOString()).toBe(cutoff);
  });
});

describe('isPastRetention', () => {
  const cutoff = new Date('2024-11-25T22:00:00.000Z');
  it.each([
    ['two years and a day', { createdAt: '2024-11-24T22:00:00.000Z' }, true],
    ['a millisecond over', { createdAt: '2024-11-25T21:59:59.999Z' }, true],
    ['exactly the period', { createdAt: '2024-11-25T22:00:00.000Z' }, false],
    ['a day younger', { createdAt: '2024-11-26T22:00:00.000Z' }, false],
    ['no date sent: its creation counts', { _createdAt: '2023-01-01T00:00:00Z' }, true],
    ['the sent date wins', { createdAt: '2026-01-01T00:00:00Z', _createdAt: '2020-01-01' }, false],
    ['an unreadable date is kept', { createdAt: 'soon' }, false],
    ['no date at all is kept', {}, false],
  ])('%s: %s', (_case, dates, expected) => {
    expect(isPastRetention({ _id: 'enquiry.a', ...dates }, cutoff)).toBe(expected);
  });
});

describe('retentionMonths', () => {
  it.each([
    [24, 24],
    [6, 6],
    [undefined, DEFAULT_RETENTION_MONTHS],
    [null, DEFAULT_RETENTION_MONTHS],
    [0, DEFAULT_RETENTION_MONTHS],
    [-3, DEFAULT_RETENTION_MONTHS],
    [2.5, DEFAULT_RETENTION_MONTHS],
    ['24', DEFAULT_RETENTION_MONTHS],
  ])('%s gives %i', (value, months) => {
    expect(retentionMonths(value)).toBe(months);
  });
});

describe('expiredEnquiryIds', () => {
  const cutoff = new Date('2024-11-25T22:00:00.000Z');
  const old = '2024-01-01T00:00:00.000Z';
  const young = '2026-01-01T00:00:00.000Z';
  it.each([
    ['an old new one goes', [{ _id: 'enquiry.a', status: 'new', createdAt: old }], ['enquiry.a']],
    ['a closed one goes', [{ _id: 'enquiry.a', status: 'closed', createdAt: old }], ['enquiry.a']],
    ['a booked one stays', [{ _id: 'enquiry.a', status: 'booked', createdAt: old }], []],
    ['a young one stays', [{ _id: 'enquiry.a', status: 'new', createdAt: young }], []],
    [
      'its draft goes with it',
      [
        { _id: 'enquiry.a', status: 'contacted', createdAt: old },
        { _id: 'drafts.enquiry.a', status: 'closed', createdAt: old },
      ],
      ['drafts.enquiry.a', 'enquiry.a'],
    ],
    [
      'a draft marking it booked keeps both',
      [
        { _id: 'enquiry.a', status: 'contacted', createdAt: old },
        { _id: 'drafts.enquiry.a', status: 'booked', createdAt: old },
      ],
      [],
    ],
  ])('%s', (_case, enquiries, expected) => {
    expect(expiredEnquiryIds(enquiries, cutoff)).toEqual(expected);
  });
});
