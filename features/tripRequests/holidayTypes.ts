/** The six holiday types as the Studio lists them, in the vocabulary of the extractor. */
import type { HolidayTypeSlug } from './types.ts';

export const HOLIDAY_TYPE_OPTIONS: readonly { title: string; value: HolidayTypeSlug }[] = [
  { title: 'Honeymoons', value: 'honeymoons' },
  { title: 'Safaris', value: 'safaris' },
  { title: 'Family holidays', value: 'family-holidays' },
  { title: 'All-inclusive', value: 'all-inclusive' },
  { title: 'Beach holidays', value: 'luxury-beach-holidays' },
  { title: 'Multi-destination', value: 'multi-destinations-holidays' },
];

export const HOLIDAY_TYPE_SLUGS: readonly HolidayTypeSlug[] = HOLIDAY_TYPE_OPTIONS.map(
  (option) => option.value,
);

export function isHolidayTypeSlug(value: unknown): value is HolidayTypeSlug {
  return typeof value === 'string' && (HOLIDAY_TYPE_SLUGS as readonly string[]).includes(value);
}
