/**
 * Editors preview drafts: the Studio's Presentation tool shows the site beside the form, in draft
 * mode entered through the preview-secret flow; a visitor meanwhile sees only published content,
 * and after a publish their open page changes in place. Desktop only: one editor session per run,
 * and both projects would otherwise edit the same document at once.
 */
import { expect } from '@playwright/test';
import { asReturningVisitor, contentApi, hostUnderTest, test } from './fixtures.ts';
import { signInToStudio } from './studioSignIn.ts';
import { visit } from './visit.ts';
import { ONE_SCREEN } from './screens.ts';

// An itinerary no other browser test reads by its title.
const SLUG = 'borneo-wildlife-adventure';
/** React Router's scripts as a visitor's page holds them, inert, until its first paint. */
const SCRIPTS_HELD =
  /<noscript><link rel="modulepreload"[^]*?<script[^>]* type="module"[^]*?<\/noscript>/;
const JOURNEY_PATH = `/journeys/${SLUG}`;
const JOURNEY_ID = `journey-${SLUG}`;

/** Puts the journey back as seeded: the published title, and no draft left behind. */
async function restoreJourney(heroTitle: string): Promise<void> {
  const api = contentApi();
  await api
    .transaction()
    .patch(JOURNEY_ID, { set: { heroTitle } })
    .delete(`drafts.${JOURNEY_ID}`)
    .commit();
}

test.describe('Presentation @desktop @publishes', () => {
  test('an editor previews a new title before publishing; a visitor sees it only after', async ({
    page,
    browser,
  }) => {
    test.setTimeout(420_000);
    const api = contentApi();
    const seeded = await api.getDocument<{ heroTitle: string }>(JOURNEY_ID);
    if (!seeded) throw new Error(`The seed has no journey '${JOURNEY_ID}'`);
    const oldTitle = seeded.heroTitle.toLocaleUpperCase('en-GB');
    const newTitle = 'Borneo, by River and Rainforest';

    // A visitor has the page open in a browser of their own.
    const visitorContext = await browser.newContext();
    await asReturningVisitor(visitorContext);
    const visitor = await visitorContext.newPage();
    const stream = visitor.waitForResponse((response) =>
      response.url().includes('/data/live/events/'),
    );
    await visit(visitor, JOURNEY_PATH);
    await stream;
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldTitle);
    await visitor.evaluate(() => {
      (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
    });

    try {
      await signInToStudio(
        page,
        `/studio/presentation/journey/${JOURNEY_ID}?preview=${encodeURIComponent(JOURNEY_PATH)}`,
        page.locator('iframe'),
      );
      const preview = page.frameLocator('iframe');
      const previewTitle = preview.getByRole('heading', { level: 1 });
      // The Studio loads the tool, writes a preview secret, and only then opens the site in the
      // frame, which checks the secret before it renders: a chain of requests that, while other
      // tests keep a two-core machine busy, can take well over half a minute.
      await expect(previewTitle)
        .toHaveText(oldTitle, { timeout: 90_000 })
        .catch(async (error: unknown) => {
          // Say what the frame showed instead (a refused secret reads differently from a wait).
          const shown = await preview
            .locator('body')
            .innerText({ timeout: 1_000 })
            .catch(() => 'no page in the frame');
          throw new Error(`The preview showed: ${shown.slice(0, 300)}`, { cause: error });
        });
      await expect(preview.getByRole('link', { name: 'Preview mode: exit' })).toBeVisible();

      // Clicking the title in the preview opens its field in the form.
      const titleField = page.getByRole('textbox', { name: 'Title', exact: true });
      await expect(titleField).toHaveValue(seeded.heroTitle, { timeout: 30_000 });
      await expect(titleField).not.toBeFocused();
      // Overlays come with the preview's own code, which a busy machine loads late. The Studio
      // focuses a field only when the field the preview asks for changes, so an attempt that lost
      // the race (a click before the preview connected, or focus taken back by the frame) cannot
      // be repeated on the same title alone: each retry first focuses another field, as an editor
      // who clicked elsewhere would, and then clicks the title's overlay again.
      const otherField = page.getByRole('textbox', { name: 'Subtitle', exact: true });
      const hoveredOverlay = preview.locator('sanity-visual-editing [data-hovered]');
      await expect(async () => {
        await otherField.focus();
        await expect(titleField).not.toBeFocused();
        await previewTitle.hover();
        await expect(hoveredOverlay).toBeVisible({ timeout: 5_000 });
        // The overlay lies over the title and takes the click.
        await previewTitle.click({ force: true });
        await expect(titleField).toBeFocused({ timeout: 10_000 });
      }).toPass({ timeout: 150_000 });

      // The preview follows the draft before anything is published; the visitor does not.
      // The Studio saves the draft on its own schedule, which a busy machine stretches; the
      // preview's part starts once the draft is in the content lake.
      await titleField.fill(newTitle);
      await expect
        .poll(
          async () =>
            (await api.getDocument<{ heroTitle: string }>(`drafts.${JOURNEY_ID}`))?.heroTitle,
          { timeout: 60_000 },
        )
        .toBe(newTitle);
      await expect(previewTitle).toHaveText(newTitle.toLocaleUpperCase('en-GB'), {
        timeout: 30_000,
      });
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldTitle);
      await visit(visitor, JOURNEY_PATH);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldTitle);
      await visitor.evaluate(() => {
        (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
      });

      // After the publish the visitor's open page changes in place, without a navigation. How
      // soon is measured by `npm run bench:live` (20 publishes, median and worst); the suite
      // gates the behaviour, with a bound a busy machine cannot break, and prints the figure.
      const publish = page.getByRole('button', { name: 'Publish', exact: true });
      await expect(publish).toBeEnabled({ timeout: 30_000 });
      await publish.click();
      await expect
        .poll(async () => (await api.getDocument<{ heroTitle: string }>(JOURNEY_ID))?.heroTitle, {
          timeout: 30_000,
        })
        .toBe(newTitle);
      const published = Date.now();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        newTitle.toLocaleUpperCase('en-GB'),
        { timeout: 15_000 },
      );
      test.info().annotations.push({
        type: 'publish to visible',
        description: `${Date.now() - published} ms after the content API answered with it`,
      });
      expect(
        await visitor.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen),
      ).toBe(true);
    } finally {
      await visitorContext.close();
      await restoreJourney(seeded.heroTitle);
    }
  });
});

test.describe('Presentation and the launch notice @desktop', () => {
  // A first visit: this browser has not seen the notice, so only draft mode can keep it closed.
  test.use({ firstVisit: true });

  test('the home page opens with no launch notice over it; the notice shows at its own address', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    // The notice is switched on: a visitor on a first visit (a context of its own starts with
    // empty storage) is greeted by it.
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await visit(visitor, '/');
      await expect(visitor.getByRole('dialog', { name: 'Our story starts soon' })).toBeVisible();
    } finally {
      await visitorContext.close();
    }

    await signInToStudio(
      page,
      `/studio/presentation/homePage/homePage?preview=${encodeURIComponent('/')}`,
      page.locator('iframe'),
    );
    const preview = page.frameLocator('iframe');
    // The preview's code has run once the exit control and the overlays are in: by then the
    // notice would have opened, whether with the page or through the popup queue.
    await expect(preview.getByRole('link', { name: 'Preview mode: exit' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(preview.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
    await expect(preview.getByRole('region', { name: 'Featured journeys' })).toBeVisible();
    await expect(preview.getByRole('dialog')).toHaveCount(0);
    await expect(preview.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();

    // The editor who wants to see the notice opens its own address, listed for site settings.
    const noticeAddress = encodeURIComponent('/?popup=launch-notice');
    await page.goto(`/studio/presentation/siteSettings/siteSettings?preview=${noticeAddress}`);
    await expect(preview.getByRole('dialog', { name: 'Our story starts soon' })).toBeVisible({
      timeout: 90_000,
    });
  });
});

// On one project only: the test writes a draft of its own journey.
test.describe('draft mode endpoints @desktop @publishes', () => {
  // Not the journey the Presentation test edits, so the two never touch one draft.
  const DRAFTED_SLUG = 'malaysian-explorer';
  const DRAFTED_PATH = `/journeys/${DRAFTED_SLUG}`;
  const DRAFTED_ID = `journey-${DRAFTED_SLUG}`;
  const enable = (query: string) =>
    fetch(`${hostUnderTest().origin}/api/preview-mode/enable${query}`, { redirect: 'manual' });

  test('refuse a missing or wrong secret', async () => {
    expect((await enable('')).status).toBe(401);
    const wrong = await enable('?sanity-preview-secret=not-the-secret&sanity-preview-pathname=/');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  test('a valid secret starts draft mode in a first-party cookie; drafts stay private', async () => {
    const api = contentApi();
    const secret = `secret-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const secretId = `drafts.preview-test-${Date.now()}`;
    const subtitle = 'A draft only editors may see';
    await api.createOrReplace({
      _id: secretId,
      _type: 'sanity.previewUrlSecret',
      secret,
      studioUrl: `${hostUnderTest().origin}/studio`,
    });
    const published = await api.getDocument<Record<string, unknown> & { _id: string }>(DRAFTED_ID);
    if (!published) throw new Error(`The seed has no journey '${DRAFTED_ID}'`);
    await api.createOrReplace({
      ...published,
      _id: `drafts.${DRAFTED_ID}`,
      heroSubtitle: subtitle,
    });
    try {
      const started = await enable(
        `?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(DRAFTED_PATH)}`,
      );
      expect(started.status).toBe(307);
      expect(started.headers.get('location')).toBe(DRAFTED_PATH);
      const cookie = started.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//i);
      const session = cookie.split(';')[0] ?? '';

      const draft = await fetch(`${hostUnderTest().origin}${DRAFTED_PATH}`, {
        headers: { cookie: session },
      });
      expect(draft.headers.get('cache-control')).toBe('private, no-store');
      const draftHtml = await draft.text();
      expect(draftHtml).toContain(subtitle);
      expect(draftHtml).toContain('data-sanity=');
      // The Studio waits for the preview's code to connect: an editor's page starts it at once,
      // where a visitor's waits for its first paint.
      expect(draftHtml).toMatch(/<script[^>]* type="module"/);
      expect(draftHtml).not.toMatch(SCRIPTS_HELD);

      // A visitor, and anyone with a forged cookie, gets the published page.
      const visitorHtml = await (await fetch(`${hostUnderTest().origin}${DRAFTED_PATH}`)).text();
      expect(visitorHtml).not.toContain(subtitle);
      expect(visitorHtml).not.toContain('data-sanity');
      expect(visitorHtml).toMatch(SCRIPTS_HELD);
      const forged = await fetch(`${hostUnderTest().origin}${DRAFTED_PATH}`, {
        headers: { cookie: 'preview-mode=eyJ1bnRpbCI6OTk5OTk5OTk5OTk5OX0%3D' },
      });
      expect(await forged.text()).not.toContain(subtitle);

      // Leaving draft mode clears the cookie and goes back to the page.
      const left = await fetch(
        `${hostUnderTest().origin}/api/preview-mode/disable?to=${encodeURIComponent(DRAFTED_PATH)}`,
        { redirect: 'manual', headers: { cookie: session } },
      );
      expect(left.status).toBe(303);
      expect(left.headers.get('location')).toBe(DRAFTED_PATH);
      expect(left.headers.get('set-cookie')).toMatch(/preview-mode=;.*Max-Age=0/i);
    } finally {
      await api.transaction().delete(secretId).delete(`drafts.${DRAFTED_ID}`).commit();
    }
  });
});

test.describe('the public site carries no preview code', () => {
  /** Zero-width characters stega encoding hides in strings. */
  const STEGA = /[\u200B-\u200D\u2060\uFEFF]/;

  test(`the home page loads no visual-editing code and no stega characters ${ONE_SCREEN}`, async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    // The live-content stream opens once the page is idle, after its own lazy code has loaded.
    const stream = page.waitForResponse((response) =>
      response.url().includes('/data/live/events/'),
    );
    await visit(page, '/');
    await stream;
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toContain('visual-editing');
      expect(body).not.toContain('Preview mode: exit');
    }
    await expect(page.locator('[data-sanity]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Preview mode: exit' })).toHaveCount(0);
  });

  test(`public HTML and JSON-LD carry no stega characters ${ONE_SCREEN}`, async () => {
    for (const path of ['/', JOURNEY_PATH, '/picks/maldives', '/privacy-policy']) {
      const html = await (await fetch(`${hostUnderTest().origin}${path}`)).text();
      expect(html, path).not.toMatch(STEGA);
      expect(html, path).not.toContain('data-sanity');
    }
  });
});
