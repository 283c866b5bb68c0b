import type { Page } from '@playwright/test';

/**
 * Whether the web fonts' stylesheet has declared its faces. It comes at a low priority: until it
 * has, no face is declared, and `document.fonts.check` finds nothing to wait for (true).
 */
export const webFontsDeclared = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    [...document.fonts].some((face) => face.family.includes('Cormorant Garamond')),
  );

/** Whether both web fonts are declared and loaded, so the page is set in them. */
export const webFontsIn = (page: Page): Promise<boolean> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return (
      [...document.fonts].some((face) => face.family.includes('Cormorant Garamond')) &&
      document.fonts.check('1em "Cormorant Garamond Variable"') &&
      document.fonts.check('1em "Inter Variable"')
    );
  });
