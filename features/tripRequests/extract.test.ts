import { describe, expect, it } from 'vitest';
import { seedGazetteer } from '../../tests/tripRequests/seedGazetteer.ts';
import { type ExpectedTrip, laterTripCases, type TripCase, tripCases } from './extract.cases.ts';
import { extractTrip } from './extract.ts';
import { CONFIDENT, type ExtractedTrip, type TravelParty, type TravelWhen } from './types.ts';

const today = new Date('2026-11-26T00:00:00Z');
const FIELDS = ['places', 'when', 'nights', 'party', 'holidayType', 'budget'] as const;
type Field = (typeof FIELDS)[number];

const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length &&
  a.every((item) => b.includes(item)) &&
  b.every((item) => a.includes(item));

function sameWhen(expected: TravelWhen, found: TravelWhen): boolean {
  if (expected.months && !sameSet(expected.months, found.months ?? [])) return false;
  if (expected.from && expected.from !== found.from) return false;
  if (expected.to && expected.to !== found.to) return false;
  return true;
}

function sameParty(expected: TravelParty, found: TravelParty): boolean {
  return (
    expected.adults === found.adults &&
    (expected.children ?? 0) === (found.children ?? 0) &&
    JSON.stringify(expected.childAges ?? []) === JSON.stringify(found.childAges ?? [])
  );
}

/** Whether one field of a reading agrees with the expectation (absent when none is expected). */
function fieldRight(field: Field, expected: ExpectedTrip, found: ExtractedTrip): boolean {
  const want = expected[field];
  const got = found[field];
  if (want === undefined || got === undefined) return want === undefined && got === undefined;
  switch (field) {
    case 'places':
      return sameSet(expected.places ?? [], found.places?.value.map((place) => place.id) ?? []);
    case 'when':
      return sameWhen(expected.when ?? {}, found.when?.value ?? {});
    case 'nights':
      return expected.nights === found.nights?.value;
    case 'party':
      return sameParty(expected.party ?? {}, found.party?.value ?? {});
    case 'holidayType':
      return sameSet(expected.holidayType ?? [], found.holidayType?.value ?? []);
    case 'budget':
      return JSON.stringify(expected.budget) === JSON.stringify(found.budget?.value);
  }
}

interface Reading {
  tripCase: TripCase;
  found: ExtractedTrip;
}

/** Fields right over fields judged (six per request), with a line for each miss. */
function accuracy(readings: readonly Reading[]) {
  let right = 0;
  const misses: string[] = [];
  for (const { tripCase, found } of readings) {
    for (const field of FIELDS) {
      if (fieldRight(field, tripCase.expect, found)) {
        right += 1;
        continue;
      }
      const got = found[field];
      const value = field === 'places' ? found.places?.value.map((place) => place.id) : got?.value;
      misses.push(
        `  ${field} in "${tripCase.text.slice(0, 60)}…": expected ${JSON.stringify(tripCase.expect[field])}, read ${JSON.stringify(value)} (${got?.confidence ?? '-'})`,
      );
    }
  }
  const total = readings.length * FIELDS.length;
  return { right, total, percent: `${((right / total) * 100).toFixed(1)}%`, misses };
}

describe('extractTrip on requests as people write them', () => {
  const read = (cases: readonly TripCase[]) =>
    cases.map((tripCase) => ({
      tripCase,
      found: extractTrip(tripCase.text, seedGazetteer, today),
    }));
  const results = read([...tripCases, ...laterTripCases]);

  it('holds at least 60 requests', () => {
    expect(results.length).toBeGreaterThanOrEqual(60);
  });

  it('reads at least 90% of the fields right, absent ones included', () => {
    const first = accuracy(read(tripCases));
    const later = accuracy(read(laterTripCases));
    const all = accuracy(results);
    console.log(
      [
        `Trip extractor accuracy: ${all.right}/${all.total} fields right (${all.percent})`,
        `  first table ${first.right}/${first.total} (${first.percent}), later table ${later.right}/${later.total} (${later.percent})`,
        ...all.misses,
      ].join('\n'),
    );
    expect(all.right / all.total).toBeGreaterThanOrEqual(0.9);
  });

  it('is never confidently wrong', () => {
    const confidentlyWrong = results.flatMap(({ tripCase, found }) =>
      FIELDS.filter((field) => {
        const got = found[field];
        return (
          got !== undefined &&
          got.confidence >= CONFIDENT &&
          !fieldRight(field, tripCase.expect, found)
        );
      }).map((field) => `${field} in "${tripCase.text}": ${JSON.stringify(found[field])}`),
    );
    expect(confidentlyWrong).toEqual([]);
  });

  it('gives every field words from the text and a confidence in (0, 1]', () => {
    for (const { tripCase, found } of results) {
      for (const field of FIELDS) {
        const got = found[field];
        if (!got) continue;
        expect(got.confidence).toBeGreaterThan(0);
        expect(got.confidence).toBeLessThanOrEqual(1);
        expect(got.evidence.length, `${field} in "${tripCase.text}"`).toBeGreaterThan(0);
      }
    }
  });
});
