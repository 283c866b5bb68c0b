/**
 * The seed content: every document the site needs, in the shapes of docs/content-model.md.
 * Array items get stable `_key`s here, derived from their position, so the seed is repeatable.
 */
import { hashKey } from '../imagery/prng.ts';
import { destinationDocuments } from './destinations.ts';
import { holidayTypes } from './holidayTypes.ts';
import { homePage } from './homePage.ts';
import { journeyRegions } from './journeyRegions.ts';
import { africaJourneys } from './journeys/africa.ts';
import { asiaJourneys } from './journeys/asia.ts';
import { indianOceanJourneys } from './journeys/indianOcean.ts';
import { journeysPage } from './journeysPage.ts';
import { aboutUs } from './pages/aboutUs.ts';
import { accessibilityStatement } from './pages/accessibilityStatement.ts';
import { bookingConditions } from './pages/bookingConditions.ts';
import { financialProtection } from './pages/financialProtection.ts';
import { privacyPolicy } from './pages/privacyPolicy.ts';
import { tourOperatorTerms } from './pages/tourOperatorTerms.ts';
import { travelAgentTerms } from './pages/travelAgentTerms.ts';
import { websiteTerms } from './pages/websiteTerms.ts';
import { picksPage } from './picksPage.ts';
import type {
  Destination,
  HolidayType,
  Journey,
  JourneyRegion,
  Page,
  PicksPage,
  SpecialistProfile,
  TravelSpecialist,
} from '../web/data/sanity.types.ts';
import type { SeedOf } from './seedTypes.ts';
import { siteSettings } from './siteSettings.ts';
import { specialistProfiles } from './specialistProfiles.ts';
import { travelSpecialists } from './travelSpecialists.ts';

export const journeys = [...asiaJourneys, ...indianOceanJourneys, ...africaJourneys];
export const pages = [
  aboutUs,
  financialProtection,
  privacyPolicy,
  bookingConditions,
  tourOperatorTerms,
  travelAgentTerms,
  websiteTerms,
  accessibilityStatement,
];

/** Adds `_key` to every object in an array (Sanity requires it), keeping keys that exist. */
export function withKeys<T>(value: T, path = ''): T {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const keyed = withKeys(item, `${path}/${index}`);
      if (keyed && typeof keyed === 'object' && !Array.isArray(keyed) && !('_key' in keyed)) {
        return { _key: `k${hashKey(`${path}/${index}`).toString(36)}`, ...keyed };
      }
      return keyed;
    }) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([field, child]) => [field, withKeys(child, `${path}/${field}`)]),
    ) as T;
  }
  return value;
}

export function seedDocuments() {
  // Site settings come last: they refer to pages, and a reference must find its document
  // already written.
  // Each group is checked against the Studio schema's generated type where it joins the seed.
  return [
    homePage,
    journeysPage,
    picksPage satisfies SeedOf<PicksPage>,
    ...(journeyRegions satisfies readonly SeedOf<JourneyRegion>[]),
    ...(journeys satisfies readonly SeedOf<Journey>[]),
    ...(destinationDocuments satisfies readonly SeedOf<Destination>[]),
    ...(holidayTypes satisfies readonly SeedOf<HolidayType>[]),
    ...(pages satisfies readonly SeedOf<Page>[]),
    // After the regions they cover, which they refer to; the private records after the public.
    ...(specialistProfiles satisfies readonly SeedOf<SpecialistProfile>[]),
    ...(travelSpecialists satisfies readonly SeedOf<TravelSpecialist>[]),
    siteSettings,
  ].map((document) => withKeys(document));
}

export type SeedDocument = ReturnType<typeof seedDocuments>[number];
