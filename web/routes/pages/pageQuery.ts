import { defineQuery } from 'groq';

export const pageQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  "slug": slug.current,
  kind,
  title,
  lastUpdated,
  lastUpdatedLabel,
  intro,
  body,
  heroImage,
  seo{title, description, image, noIndex}
}`);
