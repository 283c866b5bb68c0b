/**
 * The hashes of the inline scripts of the Studio's index page, for the Studio's content policy.
 * That page is built once, from the Studio's own code, before the host serves anything, so what
 * it carries is known at build time. The site's pages are rendered with content in them and are
 * never hashed this way: their own scripts carry their render's nonce instead (`cachedPages.ts`),
 * so markup injected into a page can never admit itself.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** The types a browser runs; any other type (JSON-LD, for one) is a data block it never runs. */
const SCRIPT_TYPES = /^(|module|(text|application)\/(java|ecma)script)$/i;

/** Whether a `<script>` element with these attributes is inline code a browser would run. */
function isInlineCode(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const match = TYPE.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return SCRIPT_TYPES.test(type);
}

/** The `'sha256-…'` sources of every inline script in an HTML page, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (body === '' || !isInlineCode(attributes)) continue;
    // The browser's parser reads every line break as a line feed before it hashes the text.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
