import { expect, type Page } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { visit } from './visit.ts';
import { firstCaseOnBothScreens, ONE_SCREEN } from './screens.ts';
import { axe } from './axe.ts';

/** The results section, by its heading. */
const results = (page: Page) => page.getByRole('region', { name: /trips? found|^All \d+ trips$/ });
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });
const countHeading = (page: Page) => page.locator('#finder-results-heading');
/** The 'Filters' control: a phone's filters wait behind it; a wide screen shows them open. */
const filtersToggle = (page: Page) =>
  page.getByRole('group', { name: /^Filters/ }).locator(':scope > summary');

/** Shows the filters as a visitor does: on a phone by pressing 'Filters'. */
async function showFilters(page: Page): Promise<void> {
  if (await filtersToggle(page).isVisible()) await filtersToggle(page).click();
  await expect(page.getByRole('form', { name: 'Trip finder filters' })).toBeVisible();
}

test('filters applied with the mouse update the address and the results', async ({ page }) => {
  await visit(page, '/find-a-trip');
  await expect(countHeading(page)).toHaveText(/^All \d+ trips$/);
  const all = await resultTitles(page).count();
  await showFilters(page);

  await page.getByRole('checkbox', { name: 'Maldives', exact: true }).click();
  await expect(page).toHaveURL(/\/find-a-trip\?where=maldives$/);
  await expect(countHeading(page)).toHaveText(/^\d+ trips? found$/);
  await expect(resultTitles(page).filter({ hasText: 'Coral Atoll Island Resort' })).toHaveCount(1);
  await expect(resultTitles(page).filter({ hasText: 'Thailand in Style' })).toHaveCount(0);
  expect(await resultTitles(page).count()).toBeLessThan(all);

  await page.getByLabel('When').selectOption({ label: 'July' });
  await expect(page).toHaveURL(/where=maldives&month=7$/);
  // The Maldives is best from November to April: nothing matches, the nearest are offered.
  await expect(page.getByText('No trip matches all of that')).toBeVisible();
});

test('filters applied with the keyboard keep focus and update the address', async ({ page }) => {
  await visit(page, '/find-a-trip');
  await showFilters(page);
  const safaris = page.getByRole('checkbox', { name: 'Safari', exact: true });
  await safaris.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/find-a-trip\?type=safaris$/);
  await expect(countHeading(page)).toHaveText(/^\d+ trips? found$/);
  await expect(safaris).toBeChecked();
  await expect(safaris).toBeFocused();
  await expect(resultTitles(page).first()).toBeVisible();

  // One tap (here one key) removes a filter; focus moves to the results' count.
  const remove = page.getByRole('link', { name: 'Remove Safari' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/find-a-trip$/);
  await expect(countHeading(page)).toBeFocused();
  await expect(safaris).not.toBeChecked();
});

test(`the same address opened fresh shows the same results ${ONE_SCREEN}`, async ({
  page,
  context,
}) => {
  await visit(page, '/find-a-trip');
  await page.getByRole('checkbox', { name: 'Indian Ocean', exact: true }).click();
  await expect(page).toHaveURL(/where=indian-ocean$/);
  await page.getByLabel('Sort by').selectOption('price');
  await expect(page).toHaveURL(/where=indian-ocean&sort=price$/);
  await expect(countHeading(page)).toHaveText(/found$/);
  const shown = await resultTitles(page).allTextContents();
  expect(shown.length).toBeGreaterThan(1);

  // The server's first HTML, before any script: what a shared link shows.
  const fresh = await context.newPage();
  await fresh.goto(page.url());
  expect(await resultTitles(fresh).allTextContents()).toEqual(shown);
});

test('the filters work as a plain form with script off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/find-a-trip');
  await showFilters(page);
  await page.getByRole('checkbox', { name: 'Seychelles', exact: true }).check();
  await page.getByRole('combobox', { name: /^Length/ }).selectOption({ label: '8 to 10 nights' });
  await page.getByRole('button', { name: 'Show trips' }).click();
  await expect(page).toHaveURL(/where=seychelles/);
  await expect(page).toHaveURL(/nights=8-10/);
  await expect(countHeading(page)).toHaveText(/found$/);
  await expect(page.getByRole('link', { name: 'Remove Seychelles' })).toBeVisible();
  await context.close();
});

test.describe('on a phone @mobile', () => {
  const SCREEN = { width: 390, height: 844 };
  test.use({ viewport: SCREEN });

  test('the count and the chosen filters lead, the trips within a screen and a half', async ({
    page,
  }) => {
    await visit(page, '/find-a-trip?where=maldives');
    const chip = page.getByRole('link', { name: 'Remove Maldives' });
    await expect(chip).toBeInViewport();
    await expect(countHeading(page)).toBeInViewport();
    await expect(page.getByRole('form', { name: 'Trip finder filters' })).toBeHidden();
    const firstTrip = results(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    const top = await firstTrip.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );
    expect(top).toBeLessThanOrEqual(1.5 * SCREEN.height);
  });

  test('Filters opens the filters without script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: SCREEN });
    const page = await context.newPage();
    await page.goto('/find-a-trip?where=maldives');
    const filters = page.getByRole('form', { name: 'Trip finder filters' });
    await expect(filters).toBeHidden();
    await filtersToggle(page).click();
    await expect(filters).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: 'Maldives', exact: true })).toBeChecked();
    await context.close();
  });
});

test('a wide screen shows the filters open, with no Filters control @desktop', async ({ page }) => {
  await visit(page, '/find-a-trip?where=maldives');
  await expect(page.getByRole('form', { name: 'Trip finder filters' })).toBeVisible();
  await expect(filtersToggle(page)).toBeHidden();
});

test('an empty result offers its nearest matches and the trip request', async ({ page }) => {
  await visit(page, '/find-a-trip?where=thailand&month=7');
  await expect(page.getByText('No trip matches all of that')).toBeVisible();
  const nearest = page.getByRole('list', { name: 'Nearest matches' });
  await expect(nearest.getByRole('link', { name: /^Without in July: \d+ trips?$/ })).toBeVisible();
  await expect(nearest.getByRole('link', { name: /^Without Thailand: \d+ trips?$/ })).toBeVisible();

  const request = page.getByRole('link', { name: 'Request this trip' });
  const href = (await request.getAttribute('href')) ?? '';
  expect(href.startsWith('/plan-my-trip?message=')).toBe(true);
  expect(new URL(href, 'http://x').searchParams.get('message')).toBe(
    'I would like a trip to Thailand in July.',
  );

  await nearest.getByRole('link', { name: /^Without in July/ }).click();
  await expect(page).toHaveURL(/\/find-a-trip\?where=thailand$/);
  await expect(resultTitles(page).first()).toBeVisible();
});

test(`values the finder cannot read are left out with a note ${ONE_SCREEN}`, async ({ page }) => {
  const response = await page.goto('/find-a-trip?budget=abc&month=13&where=atlantis&type=safaris');
  expect(response?.status()).toBe(200);
  const notes = page.getByRole('list', { name: 'Left out of your search' });
  await expect(notes.getByRole('listitem')).toHaveText([
    'We do not know the place “atlantis”, so it is left out.',
    '“13” is not a month from 1 to 12, so it is left out.',
    '“abc” is not a budget in whole pounds, so it is left out.',
  ]);
  await expect(page.getByRole('link', { name: 'Remove Safari' })).toBeVisible();
  await expect(countHeading(page)).toHaveText(/found$/);
});

test.describe('a publish reaches the next search @desktop @publishes', () => {
  test('a journey whose price falls within the budget is found', async ({ page }) => {
    const api = contentApi();
    const journey = await api.fetch<{ _id: string; title: string; price: number }>(
      `*[_type == "journey" && defined(slug.current) && price > 1000 && !(_id in path("drafts.**"))]
        | order(price desc)[0]{ _id, "title": heroTitle, price }`,
    );
    // Just under its price: the journey is left out until it costs less.
    const budget = journey.price - 1;
    const path = `/find-a-trip?budget=${budget}`;
    const found = () => resultTitles(page).filter({ hasText: journey.title });

    await page.goto(path);
    await expect(countHeading(page)).toHaveText(/found$/);
    await expect(found()).toHaveCount(0);
    try {
      await api
        .patch(journey._id)
        .set({ price: budget - 100 })
        .commit();
      await page.goto(path);
      await expect(found()).toHaveCount(1);
    } finally {
      await api.patch(journey._id).set({ price: journey.price }).commit();
    }
    await page.goto(path);
    await expect(found()).toHaveCount(0);
  });

  test("a destination's best months decide what a month finds", async ({ page }) => {
    const api = contentApi();
    const id = 'destination-mauritius';
    const months = await api.fetch<number[]>('*[_id == $id][0].whenToGo.months', { id });
    // July is the Mauritian winter: outside its best months, nothing there is offered for it.
    expect(months).not.toContain(7);
    const path = '/find-a-trip?where=mauritius&month=7';
    const noMatch = () => page.getByText('No trip matches all of that');

    await page.goto(path);
    await expect(noMatch()).toBeVisible();
    try {
      await api
        .patch(id)
        .set({ 'whenToGo.months': [...months, 7] })
        .commit();
      await page.goto(path);
      await expect(countHeading(page)).toHaveText(/^\d+ trips? found$/);
      await expect(resultTitles(page).first()).toBeVisible();
      await expect(noMatch()).toHaveCount(0);
    } finally {
      await api.patch(id).set({ 'whenToGo.months': months }).commit();
    }
    await page.goto(path);
    await expect(noMatch()).toBeVisible();
  });
});

test('a search is kept out of search engines, with the bare finder as canonical @desktop', async ({
  page,
}) => {
  await page.goto('/find-a-trip?where=maldives');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/find-a-trip$/);
  const itemList = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string })
        .find((data) => data['@type'] === 'ItemList'),
    );
  expect(itemList).toMatchObject({ '@type': 'ItemList' });

  await page.goto('/find-a-trip');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the finder is reached from the menu and the home page @desktop', async ({ page }) => {
  await visit(page, '/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a Trip' }),
  ).toHaveAttribute('href', '/find-a-trip');
  await page.getByRole('link', { name: 'Find a trip', exact: true }).click();
  await expect(page).toHaveURL(/\/find-a-trip$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a trip' })).toBeVisible();
});

for (const [index, path] of [
  '/find-a-trip',
  '/find-a-trip?where=maldives&type=honeymoons',
  '/find-a-trip?where=thailand&month=7&budget=abc',
].entries()) {
  test(`${path} has no axe violations${firstCaseOnBothScreens(index)}`, async ({ page }) => {
    // Axe reads every card of the full list: give it time on a busy machine.
    test.setTimeout(180_000);
    await visit(page, path);
    const found = await axe(page).analyze();
    expect(found.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
