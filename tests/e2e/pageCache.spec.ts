import { expect, type APIRequestContext } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';

/** A page answered from memory is labelled HIT; poll until the cache holds it. */
async function warm(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path, { maxRedirects: 0 })).headers()['x-cache'])
    .toBe('HIT');
}

test.describe('rendered pages are kept until content they read changes @desktop @publishes', () => {
  test('a page says which content it read', async ({ request }) => {
    const answer = await request.get('/terms');
    expect(answer.headers()['cache-tag']?.split(',')).toEqual(
      expect.arrayContaining(['doc:siteSettings', 'slug:page:terms']),
    );
    expect(answer.headers()['cache-control']).toContain('s-maxage=');
  });

  test('a publish shows on the next request; pages that did not read it stay cached', async ({
    request,
  }) => {
    const api = contentApi();
    // A page the footer does not list: a change to a listed one touches every page's footer.
    const id = 'page-booking-conditions-tour-operator';
    const path = '/booking-conditions-tour-operator';
    const terms = await api.getDocument<{ intro: string }>(id);
    if (!terms) throw new Error('the seed has the tour operator terms');
    try {
      // Other tests publish at the same time (a site-settings change touches every page), so
      // the round is tried again when something else emptied the cache in between.
      let unrelatedStayed = false;
      for (let round = 1; round <= 3 && !unrelatedStayed; round++) {
        await warm(request, path);
        await warm(request, '/privacy-policy');
        const intro = `These terms were revised (round ${round}).`;
        await api.patch(id).set({ intro }).commit();

        const fresh = await request.get(path);
        expect(fresh.headers()['x-cache']).toBe('MISS');
        expect(await fresh.text()).toContain(intro);
        unrelatedStayed = (await request.get('/privacy-policy')).headers()['x-cache'] === 'HIT';
      }
      expect(unrelatedStayed).toBe(true);
    } finally {
      await api.patch(id).set({ intro: terms.intro }).commit();
    }
    await expect.poll(async () => (await request.get(path)).text()).toContain(terms.intro);
  });
});
