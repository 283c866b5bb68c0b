/**
 * Where a document's page lives on the site, read from its type, id and slug. The site's sitemap
 * and the Studio's search preview ask the same question, so both use this one answer.
 */
import { isPageSlug } from '../pageSlugs.ts';

export interface PagedDocument {
  _type: string;
  _id: string;
  slug: string | null;
}

/** Where a document's page lives; null for documents without a page of their own. */
export function documentPath(document: PagedDocument): string | null {
  if (document._id === 'homePage') return '/';
  if (document._id === 'journeysPage') return '/journeys';
  if (document._id === 'picksPage') return '/picks';
  if (!document.slug) return null;
  const slug = encodeURIComponent(document.slug);
  switch (document._type) {
    case 'journey':
    case 'journeyRegion':
      return `/journeys/${slug}`;
    case 'destination':
      return `/picks/${slug}`;
    case 'holidayType':
      return `/holiday-types/${slug}`;
    case 'specialistProfile':
      return `/specialists/${slug}`;
    case 'page':
      // A page lives at /{slug} only where the site does not use the address itself.
      return isPageSlug(document.slug) ? `/${slug}` : null;
    default:
      return null;
  }
}
