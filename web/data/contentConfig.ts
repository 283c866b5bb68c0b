/**
 * The browser-safe half of the Sanity connection: enough to query published content and build
 * image URLs, never a token. The root loader sends it to the browser.
 */
export interface PublicContentConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Query endpoint origin; '' means this site's own origin (the embedded local lake). */
  apiOrigin: string;
  /** Origin of the listener (event streams are not served by the content CDN); '' is this site. */
  listenOrigin: string;
  /** Image CDN origin; '/' means this site's own origin. */
  imageBaseUrl: string;
}

/** The URL of a published-content GROQ query, as Sanity's HTTP API takes it. */
export function queryUrl(
  config: PublicContentConfig,
  query: string,
  params: Record<string, unknown> = {},
): string {
  const search = new URLSearchParams({ query, perspective: 'published' });
  for (const [name, value] of Object.entries(params)) {
    search.set(`$${name}`, JSON.stringify(value));
  }
  return `${config.apiOrigin}/v${config.apiVersion}/data/query/${config.dataset}?${search.toString()}`;
}
