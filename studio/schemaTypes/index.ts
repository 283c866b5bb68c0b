/** Every content type the Studio edits, as described in docs/content-model.md. */
import { destination } from './documents/destination.ts';
import { enquiry } from './documents/enquiry.ts';
import { holidayType } from './documents/holidayType.ts';
import { journey } from './documents/journey.ts';
import { journeyRegion } from './documents/journeyRegion.ts';
import { leadWebhookEvent } from './documents/leadWebhookEvent.ts';
import { page } from './documents/page.ts';
import { specialistProfile } from './documents/specialistProfile.ts';
import { travelSpecialist } from './documents/travelSpecialist.ts';
import { emailDelivery, tripRequest } from './documents/tripRequest.ts';
import { blockContent } from './objects/blockContent.ts';
import { heroSlide } from './objects/heroSlide.ts';
import { hotelExample } from './objects/hotelExample.ts';
import { itineraryDay } from './objects/itineraryDay.ts';
import { seo } from './objects/seo.ts';
import { homePage } from './singletons/homePage.ts';
import { journeysPage } from './singletons/journeysPage.ts';
import { picksPage } from './singletons/picksPage.ts';
import { siteSettings } from './singletons/siteSettings.ts';

/** Singletons have one document each, whose `_id` is the type name. */
export const singletonTypes = [siteSettings, homePage, journeysPage, picksPage];
export const SINGLETON_TYPE_NAMES: ReadonlySet<string> = new Set(
  singletonTypes.map((type) => type.name),
);

export const schemaTypes = [
  ...singletonTypes,
  journey,
  journeyRegion,
  destination,
  holidayType,
  page,
  enquiry,
  tripRequest,
  travelSpecialist,
  leadWebhookEvent,
  specialistProfile,
  emailDelivery,
  itineraryDay,
  hotelExample,
  heroSlide,
  seo,
  blockContent,
];
