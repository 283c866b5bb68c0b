import { AFTER_FIRST_PAINT } from '../lib/afterFirstPaint.ts';
import { useScriptNonce } from '../lib/scriptNonce.ts';
import webFontsUrl from '../styles/webFonts.css?url';

/** Set once this browser has been sent the web fonts, which then sit in its cache. */
const CACHED_KEY = 'web-fonts:cached';

/**
 * Switches the fonts' stylesheet on after the first paint, or sooner for a browser that already
 * holds the fonts: one that has been sent them before, and whose copy of their stylesheet has
 * just come from its own cache (nothing crossed the network). A browser whose cache was emptied
 * since waits like a first visit. Until then the text is set in the measured fallback faces,
 * which take the same room, so the swap moves nothing.
 */
const SWITCH_ON =
  '(function(l){' +
  `var key=${JSON.stringify(CACHED_KEY)};` +
  'function on(){l.media="all";try{localStorage.setItem(key,"true")}catch(e){}}' +
  // A copy from the memory cache may have no timing entry at all; one from the network always has.
  'function fromCache(){var t=window.performance&&performance.getEntriesByName?performance.getEntriesByName(l.href)[0]:null;' +
  'return !t||(t.transferSize===0&&t.decodedBodySize>0)}' +
  'var known=false;try{known=localStorage.getItem(key)==="true"}catch(e){}' +
  'if(known){if(l.sheet){if(fromCache())on()}else l.addEventListener("load",function(){if(fromCache())on()},{once:true})}' +
  `window.${AFTER_FIRST_PAINT}(on)})(document.currentScript.previousElementSibling)`;

/**
 * The site's two web fonts, kept out of the way of the first paint. On a phone's connection the
 * two font files (about 85 KB) took the bandwidth the page's text, stylesheet and hero picture
 * needed; a stylesheet for print media is fetched without holding up rendering, and names fonts
 * the browser does not fetch until the page's own script switches it to every medium. Needs the
 * head's `__afterFirstPaint` before it (root.tsx).
 */
export function WebFonts() {
  const nonce = useScriptNonce();
  return (
    <>
      <link rel="stylesheet" href={webFontsUrl} media="print" />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SWITCH_ON }} />
    </>
  );
}
