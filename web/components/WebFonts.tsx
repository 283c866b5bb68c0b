import { AFTER_FIRST_PAINT } from '../lib/afterFirstPaint.ts';
import webFontsUrl from '../styles/webFonts.css?url';

/** Set once this browser has been sent the web fonts, which then sit in its cache. */
const CACHED_KEY = 'web-fonts:cached';

/**
 * Switches the fonts' stylesheet on: at once for a browser that already holds the fonts, else
 * after the first paint. Until then the text is set in the measured fallback faces, which take
 * the same room, so the swap moves nothing.
 */
const SWITCH_ON = `(function(l){function on(){l.media="all";try{localStorage.setItem(${JSON.stringify(CACHED_KEY)},"true")}catch(e){}}try{if(localStorage.getItem(${JSON.stringify(CACHED_KEY)})==="true"){on();return}}catch(e){}window.${AFTER_FIRST_PAINT}(on)})(document.currentScript.previousElementSibling)`;

/**
 * The site's two web fonts, kept out of the way of the first paint. On a phone's connection the
 * two font files (about 85 KB) took the bandwidth the page's text, stylesheet and hero picture
 * needed; a stylesheet for print media is fetched without holding up rendering, and names fonts
 * the browser does not fetch until the page's own script switches it to every medium. Needs the
 * head's `__afterFirstPaint` before it (root.tsx).
 */
export function WebFonts() {
  return (
    <>
      <link rel="stylesheet" href={webFontsUrl} media="print" />
      <script dangerouslySetInnerHTML={{ __html: SWITCH_ON }} />
    </>
  );
}
