/**
 * What a served page shows a reader, for telling whether an editor's draft-mode page differs
 * from the page visitors are served: the header, main content and footer as marked up, without
 * what differs between the two whatever the content: the scripts, the preview bar, the
 * click-to-edit labels, the nonces, and the ids React generates (draft mode's tools wrap the
 * page, so its elements are numbered differently). In draft mode the page also arrives in a hidden
 * chunk React moves into place, so the parts are found wherever they lie.
 */

/**
 * Attributes that differ whatever the content: draft mode's labels, the render's nonce, and the
 * ids React generates (and every attribute that points at one), which carry no content.
 */
const CONTENT_FREE_ATTRIBUTE =
  /^(data-sanity.*|nonce|id|for|form|list|headers|popovertarget|aria-(controls|labelledby|describedby|owns|activedescendant))$/;

export function pageContent(html: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  for (const element of page.querySelectorAll('script, noscript, style, template, .preview-bar')) {
    element.remove();
  }
  for (const element of page.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      if (CONTENT_FREE_ATTRIBUTE.test(name)) element.removeAttribute(name);
    }
  }
  // The page's own header and footer, and its main content (with any header or footer inside).
  return [...page.querySelectorAll('header, main, footer')]
    .filter((part) => !part.parentElement?.closest('header, main, footer'))
    .map((part) => part.outerHTML)
    .join('\n');
}
