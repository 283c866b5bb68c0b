import type { Page } from '@playwright/test';

/**
 * The phone loses its signal for the first download of a built module (named as it is before
 * its hash, e.g. 'swiperEngine'); later downloads go through. Answers how many were refused.
 */
export async function refuseFirstDownload(page: Page, module: string): Promise<() => number> {
  let refused = 0;
  await page.route(new RegExp(`/assets/${module}-[^/]+\\.js$`), (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  return () => refused;
}
