import type { Page } from '@playwright/test';

/**
 * Whether the web fonts' stylesheet has declared its faces. It comes at a low priority: until it
 * has, no face is declared, and `document.fonts.check` finds nothing to wait for (true). The
 * family is matched whole: the site's measured fallback faces, declared from the start, are
 * named after it ('Cormorant Garamond Variable Fallback: Times New Roman').
 */
export const webFontsDeclared = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === 'Cormorant Garamond Variable',
    ),
  );

/** Whether both web fonts are declared and loaded, so the page is set in them. */
export const webFontsIn = (page: Page): Promise<boolean> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return (
      [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === 'Cormorant Garamond Variable',
      ) &&
      document.fonts.check('1em "Cormorant Garamond Variable"') &&
      document.fonts.check('1em "Inter Variable"')
    );
  });
