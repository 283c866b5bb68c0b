/**
 * The hashes of a page's inline scripts, for its content policy. A page is rendered once and then
 * served to every visitor from the page cache, so its policy admits its inline scripts by hash
 * (which holds for every copy of the same bytes) rather than by a nonce (which must be new for
 * every response, and so would mean rewriting and compressing the cached page each time).
 */
import { createHash } from 'node:crypto';
import { DEFERRED_MODULE_TYPE } from '../../shared/deferredModule.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** The types a browser runs; any other type (JSON-LD, for one) is a data block it never runs. */
const SCRIPT_TYPES = /^(|module|(text|application)\/(java|ecma)script)$/i;

/** Whether a `<script>` element with these attributes is inline code a browser would run. */
function isInlineCode(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const match = TYPE.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  // The page's start-up module waits under a type of its own, then runs as a module.
  return SCRIPT_TYPES.test(type) || type === DEFERRED_MODULE_TYPE;
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
