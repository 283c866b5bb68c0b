/**
 * A person's rights in the Studio: from one of their enquiries or trip requests, an editor
 * exports everything sent with that address as a JSON file, then erases it, and the history API
 * (read with the token) then serves nothing of their name or address. Desktop only: one editor
 * session is enough, and the two projects would otherwise erase the same person at once.
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
    const actions = page.getByRole('button', { name: 'Open document actions' });
    await signInToStudio(page, `/studio/intent/edit/id=${IDS[0]};type=enquiry`, actions);

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
    await expect(
      page.getByText(`Exported 2 enquiries and 0 trip requests for ${EMAIL}.`),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    expect(await history(IDS)).toContain('Hodgkin');
    await actions.click();
    await page.getByRole('menuitem', { name: 'Erase this person’s data' }).click();
    await expect(
      page.getByText(`Erase every enquiry and trip request sent with ${EMAIL}`),
    ).toBeVisible();
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

const TRAVELLER = 'mary.somerville@example.org';
const TRIP_REQUEST = 'tripRequest.e2e-privacy-voice';
const HER_ENQUIRY = 'enquiry.e2e-privacy-somerville';

test.describe('Personal data from a trip request in the Studio @desktop @publishes', () => {
  let recording = '';

  test.beforeAll(async () => {
    const asset = await contentApi().assets.upload('file', Buffer.from('RIFF her voice note'), {
      contentType: 'audio/wav',
      filename: 'our-trip.wav',
    });
    recording = asset._id;
    await contentApi()
      .transaction()
      .createOrReplace({
        _id: TRIP_REQUEST,
        _type: 'tripRequest',
        state: 'needs-a-person',
        moderationReason: 'Only a voice note or video: someone needs to listen to it.',
        createdAt: new Date().toISOString(),
        name: 'Mary Somerville',
        email: TRAVELLER,
        phone: '07700 900456',
        consent: true,
        message: '',
        recording: { _type: 'file', asset: { _type: 'reference', _ref: recording } },
        routedTo: [],
        emails: [],
      })
      .createOrReplace(
        enquiry(HER_ENQUIRY, { firstName: 'Mary', lastName: 'Somerville', email: TRAVELLER }),
      )
      .commit();
  });

  test('an editor exports then erases everything sent with the address of a trip request', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const actions = page.getByRole('button', { name: 'Open document actions' });
    await signInToStudio(page, `/studio/intent/edit/id=${TRIP_REQUEST};type=tripRequest`, actions);

    await actions.click();
    const saved = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export this person’s data' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`personal-data-${TRAVELLER}.json`);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      enquiries: { _id: string }[];
      tripRequests: { _id: string; name?: string }[];
      recordings: { _id: string; originalFilename?: string }[];
    };
    expect(exported.enquiries.map((found) => found._id)).toEqual([HER_ENQUIRY]);
    expect(exported.tripRequests).toEqual([
      expect.objectContaining({ _id: TRIP_REQUEST, name: 'Mary Somerville' }),
    ]);
    expect(exported.recordings).toEqual([
      expect.objectContaining({ _id: recording, originalFilename: 'our-trip.wav' }),
    ]);
    await expect(
      page.getByText(`Exported 1 enquiry, 1 trip request and 1 recording for ${TRAVELLER}.`),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await actions.click();
    await page.getByRole('menuitem', { name: 'Erase this person’s data' }).click();
    await expect(
      page.getByText(`Erase every enquiry and trip request sent with ${TRAVELLER}`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect
      .poll(() =>
        contentApi().fetch<string[]>('*[_id in $ids]._id', {
          ids: [TRIP_REQUEST, HER_ENQUIRY, recording],
        }),
      )
      .toEqual([]);
    const after = await history([TRIP_REQUEST, HER_ENQUIRY]);
    for (const personal of ['Somerville', TRAVELLER, '07700 900456']) {
      expect(after).not.toContain(personal);
    }
  });
});
