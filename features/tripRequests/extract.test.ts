import { describe, expect, it } from 'vitest';
import { FIELDS, fieldRight } from '../../tests/tripRequests/judgeReading.ts';
import { seedGazetteer } from '../../tests/tripRequests/seedGazetteer.ts';
import { laterTripCases, type TripCase, tripCases } from './extract.cases.ts';
import { extractTrip } from './extract.ts';
import { CONFIDENT, type ExtractedTrip } from './types.ts';

const today = new Date('2026-11-26T00:00:00Z');

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
