/**
 * The Presentation tool: the site beside the document form, on the Studio's own origin. The
 * preview iframe enters draft mode through the preview-secret flow (the Studio writes a
 * short-lived secret, the site checks it with its server-side token), follows the draft as the
 * editor types, and sends a click on a labelled text or picture back to its field.
 */
import { defineLocations, presentationTool, type DocumentLocation } from 'sanity/presentation';

/** The site route that checks the Studio's secret and starts draft mode. */
export const PREVIEW_MODE_ENABLE = '/api/preview-mode/enable';

const HOME: DocumentLocation = { title: 'Home page', href: '/' };
const JOURNEYS: DocumentLocation = { title: 'Signature itineraries', href: '/journeys' };
const PICKS: DocumentLocation = { title: 'Our picks', href: '/picks' };

const located = (
  title: string | undefined,
  href: string | undefined,
  ...more: DocumentLocation[]
) => ({
  locations: [...(href ? [{ title: title || 'Untitled', href }] : []), ...more],
});

/** Where each kind of document appears on the site. */
export const locations = {
  journey: defineLocations({
    select: { title: 'heroTitle', slug: 'slug.current' },
    resolve: (doc) =>
      located(doc?.title, doc?.slug ? `/journeys/${doc.slug}` : undefined, JOURNEYS),
  }),
  destination: defineLocations({
    select: { title: 'heroTitle', slug: 'slug.current' },
    resolve: (doc) => located(doc?.title, doc?.slug ? `/picks/${doc.slug}` : undefined, PICKS),
  }),
  holidayType: defineLocations({
    select: { title: 'heroTitle', slug: 'slug.current', url: 'url' },
    resolve: (doc) =>
      located(doc?.title, doc?.url ?? (doc?.slug ? `/holiday-types/${doc.slug}` : undefined), HOME),
  }),
  page: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => located(doc?.title, doc?.slug ? `/${doc.slug}` : undefined),
  }),
  homePage: defineLocations({ locations: [HOME] }),
  journeysPage: defineLocations({ locations: [JOURNEYS] }),
  picksPage: defineLocations({ locations: [PICKS] }),
  // Contact details, the footer and price notes appear on every page; a few stand for all. The
  // preview keeps the launch notice closed except at its own address (web/lib/previewedPopup.ts),
  // where an editor sees it as drafted, switched on or not.
  siteSettings: defineLocations({
    message: 'Used on every page of the site',
    tone: 'positive',
    locations: [
      HOME,
      JOURNEYS,
      PICKS,
      { title: 'About us', href: '/about-us' },
      { title: 'Launch notice', href: '/?popup=launch-notice' },
    ],
  }),
};

/** The document a preview address shows, so navigating the preview opens its form. */
const mainDocuments = [
  { route: '/', filter: `_id == "homePage"` },
  { route: '/journeys', filter: `_id == "journeysPage"` },
  { route: '/picks', filter: `_id == "picksPage"` },
  { route: '/journeys/:slug', filter: `_type == "journey" && slug.current == $slug` },
  { route: '/picks/:slug', filter: `_type == "destination" && slug.current == $slug` },
  {
    route: '/holiday-types/:slug',
    filter: `_type == "holidayType" && (slug.current == $slug || url == "/holiday-types/" + $slug)`,
  },
];

export function presentation() {
  return presentationTool({
    title: 'Preview',
    previewUrl: {
      // The site and the Studio share one origin, so the draft-mode cookie is first-party.
      previewMode: { enable: PREVIEW_MODE_ENABLE, shareAccess: false },
    },
    resolve: { locations, mainDocuments },
  });
}
