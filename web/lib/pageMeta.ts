/** Title and description tags of a page, falling back to the site's defaults from settings. */

interface RootData {
  settings?: {
    brandName?: string;
    seo?: { title?: string | null; description?: string | null } | null;
  };
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  page: { title: string | null; description: string | null },
) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const brand = root?.settings?.brandName ?? '';
  const siteTitle = root?.settings?.seo?.title ?? brand;
  const title = page.title ? (brand ? `${page.title} | ${brand}` : page.title) : siteTitle;
  const description = page.description ?? root?.settings?.seo?.description ?? null;
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
  ];
}
