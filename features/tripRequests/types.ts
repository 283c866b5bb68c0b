/**
 * The shape of a trip request once read: what the extractor found in a visitor's own words, each
 * field with how sure it is. Routing to specialists and the moderation queue decide from these
 * confidences, so the extractor, the routing and the Studio all speak this one vocabulary.
 */

/** Something the content knows as a place a visitor might name. */
export interface GazetteerPlace {
  /** The content document's id (destination, journey region or journey). */
  id: string;
  kind: 'destination' | 'region' | 'journey';
  /** The name as the site shows it, e.g. "Sri Lanka". */
  name: string;
  /** Other names editors have added, e.g. "Ceylon". */
  aliases: readonly string[];
  /** The journey region ids this place belongs to (a region lists itself). */
  regionIds: readonly string[];
}

/** The six holiday types, by their page slugs. */
export type HolidayTypeSlug =
  | 'honeymoons'
  | 'safaris'
  | 'family-holidays'
  | 'all-inclusive'
  | 'luxury-beach-holidays'
  | 'multi-destinations-holidays';

/** A value read from the text: 0 < confidence <= 1, and the words it was read from. */
export interface ExtractedField<T> {
  value: T;
  confidence: number;
  /** The words of the request this was read from, as written. */
  evidence: string;
}

export interface TravelWhen {
  /** The first day of travel or of the window, ISO date (yyyy-mm-dd), when a date was given. */
  from?: string;
  /** The last day of the window, ISO date, when one was given or implied (a month, a season). */
  to?: string;
  /** Months of travel, 1–12, when a month or season was named. */
  months?: number[];
}

export interface TravelParty {
  adults?: number;
  children?: number;
  childAges?: number[];
}

export interface TravelBudget {
  amountGbp: number;
  per: 'person' | 'total';
}

export interface ExtractedTrip {
  places?: ExtractedField<GazetteerPlace[]>;
  when?: ExtractedField<TravelWhen>;
  nights?: ExtractedField<number>;
  party?: ExtractedField<TravelParty>;
  holidayType?: ExtractedField<HolidayTypeSlug[]>;
  budget?: ExtractedField<TravelBudget>;
}

/** A confidence at or above this is acted on without a person; below it, the request is moderated. */
export const CONFIDENT = 0.8;
