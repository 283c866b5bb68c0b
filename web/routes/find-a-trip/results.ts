/**
 * What the loader sends the page for each trip: the catalogue entry without its matching
 * fields, and the few options the form needs, so the page's data stays small.
 */
import type { CatalogueEntry, PlaceOption } from './catalogue.ts';

export type TripResult = Omit<CatalogueEntry, 'places' | 'kinds' | 'months'>;

export const toResult = ({
  places: _p,
  kinds: _k,
  months: _m,
  ...shown
}: CatalogueEntry): TripResult => shown;

export type PlaceChoice = Omit<PlaceOption, 'names'>;

export const toPlaceChoice = ({ names: _n, ...choice }: PlaceOption): PlaceChoice => choice;
