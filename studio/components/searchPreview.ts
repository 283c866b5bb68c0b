/**
 * What a page looks like as a search result, for the Studio's preview: the title and summary as
 * search engines show them (cut where they cut, at about 60 and 160 characters) and the address
 * written the way result pages do, 'example.com › journeys › thailand-in-style'.
 */
import { SEARCH_TITLE_LIMIT } from '../../shared/seo/pageTitle.ts';
import { documentPath } from '../../shared/seo/documentPath.ts';

export const TITLE_LIMIT = SEARCH_TITLE_LIMIT;
export const SUMMARY_LIMIT = 160;

export interface SearchPreviewInput {
  seoTitle?: string | null;
  /** The page's own title, used when the editor wrote no search title. */
  pageTitle?: string | null;
  summary?: string | null;
  document: { _type: string; _id: string; slug: string | null };
  origin: string;
}

export interface SearchPreview {
  title: string;
  url: string;
  summary: string | null;
  /** The page has no address of its own (a draft without a slug, say). */
  path: string | null;
}

/** Cuts at a word boundary and adds an ellipsis, as result pages do. */
export function shorten(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function searchPreview(input: SearchPreviewInput): SearchPreview {
  const id = input.document._id.replace(/^drafts\./, '');
  const path = documentPath({ ...input.document, _id: id });
  const host = input.origin.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const segments = (path ?? '').split('/').filter(Boolean);
  const title = input.seoTitle?.trim() || input.pageTitle?.trim() || 'Untitled page';
  const summary = input.summary?.trim();
  return {
    title: shorten(title, TITLE_LIMIT),
    url: [host, ...segments.map((segment) => decodeURIComponent(segment))].join(' › '),
    summary: summary ? shorten(summary, SUMMARY_LIMIT) : null,
    path,
  };
}
