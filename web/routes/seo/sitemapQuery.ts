import { defineQuery } from 'groq';

/** Every published document that has a page, with its last change and whether it is hidden. */
export const sitemapQuery = defineQuery(`{
  "documents": *[_type in ["homePage", "journeysPage", "picksPage", "journey", "journeyRegion", "destination", "holidayType", "specialistProfile", "page"]]{
    _type, _id, "slug": slug.current, _updatedAt, "hidden": seo.noIndex == true
  },
  "settingsUpdatedAt": *[_id == "siteSettings"][0]._updatedAt
}`);
