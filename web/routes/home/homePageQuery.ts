import { defineQuery } from 'groq';

export const homePageQuery = defineQuery(`{
  "page": *[_id == "homePage"][0]{
    "heroSlides": coalesce(heroSlides[]{_key, title, subtitle, brandText, image, mobileImage, priceValue, annotationText}, []),
    collections{sectionId, sectionSubtitle, sectionTitle, sectionAnnotation},
    offers{heading, title, description},
    story{title, body, image},
    seo{title, description, image, noIndex}
  },
  "tiles": *[_type == "holidayType" && defined(slug.current)] | order(order asc){
    "id": slug.current,
    "url": coalesce(url, "/holiday-types/" + slug.current),
    tile{subtitle, title, image, panel}
  }
}`);
