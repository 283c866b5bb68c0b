/**
 * Journey tags: tags are compared after trimming,
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

/**
 * The regional page a tag belongs under: the tag itself when it is a region, else the first region
 * that a journey carrying the tag is also tagged with ('thailand' → 'asia'); null when none.
 */
export function regionForTag(
  journeys: readonly { tags?: readonly (string | null | undefined)[] | null }[],
  id: string,
  regionIds: readonly string[],
): string | null {
  const wanted = normaliseTag(id);
  if (regionIds.includes(wanted)) return wanted;
  for (const journey of journeys) {
    if (!hasTag(journey.tags, wanted)) continue;
    const region = regionIds.find((regionId) => hasTag(journey.tags, regionId));
    if (region) return region;
  }
  return null;
}
