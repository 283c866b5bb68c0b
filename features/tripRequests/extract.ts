/**
 * The trip-request extractor: a visitor's own words read into the fields routing needs, each
 * with the words it came from and how sure it is (decision 070). Deterministic and local: the
 * same text always gives the same reading, and nothing leaves the machine.
 */
import { readBudget } from './budget.ts';
import { readHolidayTypes } from './holidayType.ts';
import { readNights } from './nights.ts';
import { readParty } from './party.ts';
import { type PlaceMention, readPlaces } from './places.ts';
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
  if (where) trip.places = where.field;
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
  const types = readHolidayTypes(plain, {
    children: (party?.value.children ?? 0) > 0,
    places: combinedDestinations(plain, where?.mentions ?? []),
  });
  if (types) trip.holidayType = types;
  const budget = readBudget(plain);
  if (budget) trip.budget = budget;
  return trip;
}

/**
 * Whether two places are named as parts of one trip ("Sri Lanka and the Maldives", "a safari in
 * Tanzania and then a few days in the Seychelles"), not as alternatives ("Mauritius or the
 * Seychelles"). A place inside another (Thailand in Asia) is the same trip, not a second stop.
 */
function combinedDestinations(text: string, mentions: readonly PlaceMention[]): Combination {
  let separate = false;
  for (const [index, current] of mentions.entries()) {
    const previous = mentions[index - 1];
    if (!previous || !apart(previous.place, current.place)) continue;
    separate = true;
    // The words just before the second place say whether it is a choice ("… or the Seychelles").
    const between = text.slice(previous.end, current.start).slice(-25);
    if (!/\b(?:or|otherwise|instead)\b|\/|\?/i.test(between)) return 'combined';
  }
  return separate ? 'alternatives' : 'one';
}

type Combination = 'one' | 'combined' | 'alternatives';

/** Two places neither of which holds the other, and which are not the same page's. */
function apart(a: GazetteerPlace, b: GazetteerPlace): boolean {
  if (a.id === b.id || a.kind === 'journey' || b.kind === 'journey') return false;
  if (a.kind === 'region' && b.regionIds.includes(a.id)) return false;
  if (b.kind === 'region' && a.regionIds.includes(b.id)) return false;
  return true;
}
