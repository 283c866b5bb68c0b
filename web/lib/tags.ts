/**
 * Journey tags (spec §2 "Signature Itineraries page"): tags are compared after trimming,
 * lower-casing and turning whitespace runs into single hyphens, so 'Indian Ocean', ' indian  ocean'
 * and 'indian-ocean' are one tag.
 */

/** ' Sri  Lanka ' → 'sri-lanka' */
export function normaliseTag(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Whether any of the tags, normalised, equals the id (itself normalised). */
export function hasTag(
  tags: readonly (string | null | undefined)[] | null | undefined,
  id: string,
): boolean {
  const wanted = normaliseTag(id);
  if (!wanted) return false;
  return (tags ?? []).some((tag) => typeof tag === 'string' && normaliseTag(tag) === wanted);
}
