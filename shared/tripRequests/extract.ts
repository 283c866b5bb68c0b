/**
 * The trip-request extractor: a visitor's own words read into the fields routing needs, each
 * with the words it came from and how sure it is (decision 070). Deterministic and local: the
 * same text always gives the same reading, and nothing leaves the machine.
 */
import { readBudget } from './budget.ts';
import { readHolidayTypes } from './holidayType.ts';
import { readNights } from './nights.ts';
import { readParty } from './party.ts';
import { readPlaces } from './places.ts';
import { plainText } from './text.ts';
import type { ExtractedTrip, GazetteerPlace } from './types.ts';
import { readWhen } from './when.ts';

const DAY = 86_400_000;

export function extractTrip(
  text: string,
  places: readonly GazetteerPlace[],
  today: Date,
): ExtractedTrip {
  const plain = plainText(text);
  const trip: ExtractedTrip = {};
  const where = readPlaces(plain, places);
  if (where) trip.places = where;
  const when = readWhen(plain, today);
  if (when) trip.when = when.field;
  const nights = readNights(plain);
  if (nights) trip.nights = nights;
  else if (when?.datedStay && when.field.value.from && when.field.value.to) {
    // Dates out and back give the length of the stay.
    const { from, to } = when.field.value;
    const count = Math.round((Date.parse(to) - Date.parse(from)) / DAY);
    if (count > 0 && count <= 60) {
      trip.nights = {
        value: count,
        confidence: Math.min(0.85, when.field.confidence),
        evidence: when.field.evidence,
      };
    }
  }
  const party = readParty(plain);
  if (party) trip.party = party;
  const countries = new Set(
    (where?.value ?? []).filter((place) => place.kind === 'destination').map((place) => place.id),
  );
  const types = readHolidayTypes(plain, {
    children: (party?.value.children ?? 0) > 0,
    destinations: countries.size,
  });
  if (types) trip.holidayType = types;
  const budget = readBudget(plain);
  if (budget) trip.budget = budget;
  return trip;
}
