/**
 * What an editor's link in rich text becomes. Only a path on this site, an `http(s)` address,
 * `mailto:` and `tel:` are links; anything else (`javascript:`, `data:`, `vbscript:`, a
 * protocol-relative `//host`, garbage) is shown as plain text, so a pasted or imported link can
 * never run script in a visitor's browser. Web addresses open in a new tab without handing the
 * site's window or address to the other site.
 */
export type RichTextLink =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string; newTab: boolean }
  | { kind: 'text' };

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function richTextLink(raw: unknown): RichTextLink {
  const href = typeof raw === 'string' ? raw.trim() : '';
  // One leading slash is a path here; two would be another host.
  if (/^\/(?![/\\])/.test(href)) return { kind: 'internal', to: href };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { kind: 'text' };
  }
  if (!ALLOWED_SCHEMES.has(url.protocol)) return { kind: 'text' };
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  return { kind: 'external', href: url.href, newTab: web };
}
