/**
 * The extractor's reading as the trip request document keeps it: flat fields an editor can
 * correct in the Studio, each with its confidence, and the regions as references, since the
 * regions decide who receives the request.
 */
import type { ExtractedTrip, HolidayTypeSlug } from './types.ts';

export interface StoredReading {
  places?: string[];
  regions?: { _key: string; _type: 'reference'; _ref: string }[];
  placesConfidence?: number;
  when?: string;
  whenFrom?: string;
  whenTo?: string;
  whenConfidence?: number;
  nights?: number;
  nightsConfidence?: number;
  adults?: number;
  children?: number;
  childAges?: number[];
  partyConfidence?: number;
  holidayTypes?: HolidayTypeSlug[];
  holidayTypeConfidence?: number;
  budgetGbp?: number;
  budgetPer?: 'person' | 'total';
  budgetConfidence?: number;
}

/** Drops absent values, so the document holds only what was read. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

export function storedReading(trip: ExtractedTrip): StoredReading {
  const regionIds = [...new Set(trip.places?.value.flatMap((place) => place.regionIds) ?? [])];
  const party = trip.party?.value;
  return defined({
    places: trip.places?.value.map((place) => place.name),
    regions: trip.places
      ? regionIds.map((id) => ({
          _key: id.replace(/[^A-Za-z0-9_-]/g, '-'),
          _type: 'reference' as const,
          _ref: id,
        }))
      : undefined,
    placesConfidence: trip.places?.confidence,
    when: trip.when?.evidence,
    whenFrom: trip.when?.value.from,
    whenTo: trip.when?.value.to,
    whenConfidence: trip.when?.confidence,
    nights: trip.nights?.value,
    nightsConfidence: trip.nights?.confidence,
    adults: party?.adults,
    children: party?.children,
    childAges: party?.childAges,
    partyConfidence: trip.party?.confidence,
    holidayTypes: trip.holidayType?.value,
    holidayTypeConfidence: trip.holidayType?.confidence,
    budgetGbp: trip.budget?.value.amountGbp,
    budgetPer: trip.budget?.value.per,
    budgetConfidence: trip.budget?.confidence,
  });
}

/** One field of the reading as a person reads it, with how sure the reading was. */
export interface ReadingField {
  label: string;
  value: string;
  confidence?: number;
}

/** The fields read, in the order a person thinks of a trip, each written out in words. */
export function readingFields(reading: StoredReading): ReadingField[] {
  const fields: ReadingField[] = [];
  const add = (label: string, value: string, confidence: number | undefined) =>
    fields.push(confidence === undefined ? { label, value } : { label, value, confidence });
  if (reading.places?.length) {
    add('Places', reading.places.join(', '), reading.placesConfidence);
  }
  if (reading.when || reading.whenFrom) {
    const window = [reading.whenFrom, reading.whenTo].filter(Boolean).join(' to ');
    const value = [reading.when, window && `(${window})`].filter(Boolean).join(' ');
    add('When', value, reading.whenConfidence);
  }
  if (reading.nights !== undefined) {
    add('Length', `${reading.nights} nights`, reading.nightsConfidence);
  }
  if (reading.adults !== undefined || reading.children !== undefined) {
    const people = [
      reading.adults !== undefined && `${reading.adults} adult${reading.adults === 1 ? '' : 's'}`,
      reading.children !== undefined &&
        `${reading.children} child${reading.children === 1 ? '' : 'ren'}` +
          (reading.childAges?.length ? ` aged ${reading.childAges.join(', ')}` : ''),
    ].filter(Boolean);
    add('Who', people.join(' and '), reading.partyConfidence);
  }
  if (reading.holidayTypes?.length) {
    add('Holiday type', reading.holidayTypes.join(', '), reading.holidayTypeConfidence);
  }
  if (reading.budgetGbp !== undefined) {
    const amount = `£${reading.budgetGbp.toLocaleString('en-GB')}`;
    const per = reading.budgetPer === 'person' ? ' per person' : ' in total';
    add('Budget', amount + per, reading.budgetConfidence);
  }
  return fields;
}

/** The reading's fields as lines for a person (e-mails, the answer page), confidences shown. */
export function readingLines(reading: StoredReading): { label: string; value: string }[] {
  return readingFields(reading).map(({ label, value, confidence }) => ({
    label,
    value: confidence === undefined ? value : `${value} (${Math.round(confidence * 100)}% sure)`,
  }));
}
