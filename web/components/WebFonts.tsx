import { StartupScript } from '../startup/startupScripts.tsx';
import webFontsUrl from '../styles/webFonts.css?url';

/**
 * The site's two web fonts, kept out of the way of the first paint. On a phone's connection the
 * two font files (about 85 KB) took the bandwidth the page's text, stylesheet and hero picture
 * needed; a stylesheet for print media is fetched without holding up rendering, and names fonts
 * the browser does not fetch until the page's own script switches it to every medium (`switchOnWebFonts`). Needs the
 * head's `__afterFirstPaint` before it (root.tsx).
 */
export function WebFonts() {
  return (
    <>
      <link rel="stylesheet" href={webFontsUrl} media="print" />
      <StartupScript name="webFonts" />
    </>
  );
}
