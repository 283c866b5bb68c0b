/**
 * Whether a reading agrees with what a careful reader took from a request (extract.cases.ts):
 * shared by the extractor's accuracy test and the calibration of its confidences.
 */
import type { ExpectedTrip } from '../../features/tripRequests/extract.cases.ts';
import type { ExtractedTrip, TravelParty, TravelWhen } from '../../features/tripRequests/types.ts';

export const FIELDS = ['places', 'when', 'nights', 'party', 'holidayType', 'budget'] as const;
export type Field = (typeof FIELDS)[number];

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
export function fieldRight(field: Field, expected: ExpectedTrip, found: ExtractedTrip): boolean {
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
