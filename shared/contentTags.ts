/**
 * Content dependency tags: the one vocabulary that says which published content a rendered page
 * read, and which pages a change to a document touches. A server render collects the tags of the
 * queries it ran; the host's HTML cache, open browser tabs and CDN purges all compare those with
 * the tags of a changed document, so a publish reaches exactly the pages that read it.
 *
 * - `doc:{id}`          one document, by its published id (`_id == "siteSettings"` lookups)
 * - `type:{type}`       any document of a type (lists: every journey, every destination)
 * - `slug:{type}:{slug}` the document of a type with a slug (page-by-slug lookups)
 * - `feed:travel-cards` the partner-offers feed of the content host (not a Sanity document)
 * - `all`               anything: a query whose dependencies cannot be narrowed down
 *
 * Tags use only characters every CDN accepts in a cache-tag header (no commas or spaces).
 */

export const ALL_CONTENT = 'all';
export const TRAVEL_CARDS_FEED = 'feed:travel-cards';

export const documentTag = (id: string) => `doc:${publishedId(id)}`;
export const typeTag = (type: string) => `type:${type}`;
export const slugTag = (type: string, slug: string) => `slug:${type}:${slug}`;

/** The fields of a document that its tags are made from. */
export interface TaggedDocument {
  _id: string;
  _type?: string;
  slug?: { current?: string | null } | null;
}

/** The published id a draft or release version belongs to (itself for a published id). */
export function publishedId(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length);
  if (id.startsWith('versions.')) return id.split('.').slice(2).join('.');
  return id;
}

/** Whether an id is a draft or a release version, which public pages never show. */
export function isUnpublishedId(id: string): boolean {
  return id.startsWith('drafts.') || id.startsWith('versions.');
}

const SAFE = /^[A-Za-z0-9_.:-]+$/;

/** Every tag a document answers to: its id, its type, its slug, and `all`. */
export function documentTags(doc: TaggedDocument): string[] {
  const tags = [documentTag(doc._id), ALL_CONTENT];
  if (doc._type) tags.push(typeTag(doc._type));
  const slug = doc.slug?.current;
  if (doc._type && slug) tags.push(slugTag(doc._type, slug));
  // A value that could split a header (a comma, a space) is left to the broader tags around it.
  return tags.filter((tag) => SAFE.test(tag));
}

/** The tags a change touches: those of the document before it and after it. */
export function changeTags(
  before: TaggedDocument | null | undefined,
  after: TaggedDocument | null | undefined,
): string[] {
  const tags = new Set<string>();
  for (const doc of [before, after]) if (doc) for (const tag of documentTags(doc)) tags.add(tag);
  return [...tags];
}

/**
 * Whether content with these dependencies is touched by a change with these tags. Every change
 * carries `all`, so content that depends on `all` is touched by any change.
 */
export function isTouchedBy(dependencies: Iterable<string>, changed: Iterable<string>): boolean {
  const touched = new Set(changed);
  for (const tag of dependencies) if (touched.has(tag)) return true;
  return false;
}

/** A GROQ filter and its parameters, as the content API's listener takes them. */
export interface ListenFilter {
  query: string;
  params: Record<string, string | string[]>;
}

/** Tags as one header value (`Cache-Tag`, `Netlify-Cache-Tag`): sorted, comma-separated. */
export function tagHeader(tags: Iterable<string>): string {
  return [...new Set(tags)].sort().join(',');
}

/**
 * The tags one server render collects from the content it reads: content dependency tags (for
 * the page cache and CDN purges) and the content API's sync tags of the same answers (for open
 * pages on the Live Content API; docs/caching-and-live-pages.md says how the two agree).
 */
export class ContentDependencies {
  private readonly tags = new Set<string>();
  private readonly sync = new Set<string>();

  add(tags: Iterable<string>): void {
    for (const tag of tags) this.tags.add(tag);
  }

  list(): string[] {
    return [...this.tags].sort();
  }

  addSyncTags(tags: Iterable<string>): void {
    for (const tag of tags) this.sync.add(tag);
  }

  syncTags(): string[] {
    return [...this.sync].sort();
  }
}
