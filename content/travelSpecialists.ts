/**
 * The team who answer trip requests: fictional people at a reserved domain (example.co.uk never
 * delivers), so a seeded site that sends mail reaches nobody real. Between them they cover every
 * region; two share the Indian Ocean, so requests there are shared in turn, and one takes Dubai,
 * which is in no region.
 */
import type { HolidayTypeSlug } from '../features/tripRequests/browser.ts';

interface SpecialistInput {
  slug: string;
  name: string;
  regions: string[];
  /** Destinations in no region, covered by name. */
  destinations?: string[];
  holidayTypes: HolidayTypeSlug[];
  active: boolean;
}

const specialists: SpecialistInput[] = [
  {
    slug: 'eleanor-whitcombe',
    name: 'Eleanor Whitcombe',
    regions: ['asia'],
    holidayTypes: ['honeymoons', 'multi-destinations-holidays', 'luxury-beach-holidays'],
    active: true,
  },
  {
    slug: 'rupert-ashdown',
    name: 'Rupert Ashdown',
    regions: ['africa'],
    holidayTypes: ['safaris', 'family-holidays', 'honeymoons'],
    active: true,
  },
  {
    slug: 'priya-hartley',
    name: 'Priya Hartley',
    regions: ['indian-ocean'],
    holidayTypes: ['honeymoons', 'luxury-beach-holidays', 'all-inclusive'],
    active: true,
  },
  {
    slug: 'thomas-fairbairn',
    name: 'Thomas Fairbairn',
    regions: ['indian-ocean', 'asia'],
    destinations: ['dubai'],
    holidayTypes: ['family-holidays', 'multi-destinations-holidays', 'all-inclusive'],
    active: true,
  },
];

export const travelSpecialists = specialists.map((specialist) => ({
  _id: `travelSpecialist-${specialist.slug}`,
  _type: 'travelSpecialist' as const,
  name: specialist.name,
  // The public face visitors meet (specialistProfiles.ts); this record stays private.
  profile: { _type: 'reference' as const, _ref: `specialistProfile-${specialist.slug}` },
  email: `${specialist.slug.split('-')[0]}@example.co.uk`,
  regions: specialist.regions.map((region) => ({
    _type: 'reference' as const,
    _ref: `journeyRegion-${region}`,
  })),
  destinations: (specialist.destinations ?? []).map((slug) => ({
    _type: 'reference' as const,
    _ref: `destination-${slug}`,
  })),
  holidayTypes: specialist.holidayTypes,
  active: specialist.active,
}));
