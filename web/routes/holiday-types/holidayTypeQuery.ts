import { defineQuery } from 'groq';

// Matched on the slug or on the last segment of the page's own url.
export const holidayTypeQuery =
  defineQuery(`*[_type == "holidayType" && (slug.current == $id || url == "/holiday-types/" + $id)][0]{
  _id,
  "id": slug.current,
  heroImage,
  heroTitle,
  heroSubtitle,
  heroSuptitle,
  shortLabel,
  overview{title, text},
  body,
  seo{title, description, image, noIndex}
}`);
