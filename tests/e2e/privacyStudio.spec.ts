/**
 * A person's rights in the Studio: from one of their enquiries, an editor exports every enquiry
 * sent with that address as a JSON file, then erases them, and the history API (read with the
 * token) then serves nothing of their name or address. Desktop only: one editor session is
 * enough, and the two projects would otherwise erase the same person at once.
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { contentApi, hostUnderTest, test } from './fixtures.ts';
import { signInToStudio } from './studioSignIn.ts';

const EMAIL = 'dorothy.hodgkin@example.org';
const IDS = ['enquiry.e2e-privacy-first', 'enquiry.e2e-privacy-second'];
const OTHER = 'enquiry.e2e-privacy-other';

function enquiry(_id: string, fields: Record<string, string>) {
  return {
    _id,
    _type: 'enquiry',
    status: 'new',
    formKind: 'callback',
    firstName: 'Dorothy',
    lastName: 'Hodgkin',
    email: EMAIL,
    phone: '07700 900321',
    consent: true,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

/** Everything the history API serves about the documents, as one text. */
async function history(ids: string[]): Promise<string> {
  const token = (contentApi().config().token ?? '') as string;
  const response = await fetch(
    `${hostUnderTest().origin}/v2025-02-19/data/history/production/transactions/${ids.join(',')}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  return response.text();
}

test.describe('Personal data in the Studio @desktop @publishes', () => {
  test.beforeAll(async () => {
    await contentApi()
      .transaction()
      .createOrReplace(enquiry(IDS[0] ?? '', { notes: 'Crystal-clear lagoons in March' }))
      .createOrReplace(enquiry(IDS[1] ?? '', { email: 'Dorothy.Hodgkin@example.org' }))
      .createOrReplace(
        enquiry(OTHER, { firstName: 'Rosalind', lastName: 'Franklin', email: 'rf@example.org' }),
      )
      .commit();
  });

  test.afterAll(async () => {
    await contentApi().delete(OTHER);
  });

  test('an editor exports then erases everything sent with one address', async ({ page }) => {
    // The Studio's first screens can take minutes on a busy two-core machine (as in studio.spec).
    test.setTimeout(300_000);
    await signInToStudio(page);
    await page.goto(`/studio/intent/edit/id=${IDS[0]};type=enquiry`);
    const actions = page.getByRole('button', { name: 'Open document actions' });
    await expect(actions).toBeVisible({ timeout: 120_000 });

    await actions.click();
    const saved = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export this person’s data' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`personal-data-${EMAIL}.json`);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      email: string;
      enquiries: { _id: string; notes?: string }[];
    };
    expect(exported.email).toBe(EMAIL);
    expect(exported.enquiries.map((found) => found._id).sort()).toEqual(IDS);
    expect(exported.enquiries[0]?.notes).toBe('Crystal-clear lagoons in March');
    await expect(page.getByText(`Exported 2 enquiry documents for ${EMAIL}.`)).toBeVisible();
    await page.keyboard.press('Escape');

    expect(await history(IDS)).toContain('Hodgkin');
    await actions.click();
    await page.getByRole('menuitem', { name: 'Erase this person’s data' }).click();
    await expect(page.getByText(`Erase every enquiry sent with ${EMAIL}`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect
      .poll(() =>
        contentApi().fetch<string[]>('*[_type == "enquiry" && _id in $ids]._id', {
          ids: [...IDS, OTHER],
        }),
      )
      .toEqual([OTHER]);
    const after = await history(IDS);
    for (const personal of ['Hodgkin', 'Dorothy', EMAIL, '07700 900321', 'lagoons']) {
      expect(after).not.toContain(personal);
    }
  });
});
