import { isPageSlug } from '../../shared/pageSlugs.ts';

/** A page an editor listed in the footer, as the site settings query reads it. */
export interface FooterPageLink {
  _id: string;
  title: string | null;
  slug: string | null;
}

export interface FooterLink {
  id: string;
  to: string;
  label: string;
}

/**
 * The footer's links, in the editors' order. A reference to a page deleted since reads as null,
 * and a page without a title or at an address the site uses for something else (which could
 * never be reached) is left out rather than shown broken.
 */
export function footerLinks(pages: readonly (FooterPageLink | null)[]): FooterLink[] {
  return pages.flatMap((page) =>
    page?.slug && page.title?.trim() && isPageSlug(page.slug)
      ? [{ id: page._id, to: `/${page.slug}`, label: page.title.trim() }]
      : [],
  );
}
