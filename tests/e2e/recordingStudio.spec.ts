/**
 * A visitor's voice note in the Studio (issue 46): the request lists mark a request that carries
 * a recording, and the request plays it where the editor reads it, with no upload buttons on
 * what the visitor sent. Desktop only: one editor session is enough.
 */
import { expect } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { silentWav } from '../tripRequests/silentWav.ts';
import { signInToStudio } from './studioSignIn.ts';

const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const ID = `tripRequest.e2e-recording-${suffix}`;
const NAME = `Nora Beaumont ${suffix}`;

test.describe('A recording in the Studio @desktop @publishes', () => {
  test.beforeAll(async () => {
    const asset = await contentApi().assets.upload('file', silentWav(), {
      contentType: 'audio/wav',
      filename: 'our-trip.wav',
    });
    await contentApi().createOrReplace({
      _id: ID,
      _type: 'tripRequest',
      state: 'needs-a-person',
      moderationReason: 'Only a voice note or video: someone needs to listen to it.',
      createdAt: new Date().toISOString(),
      name: NAME,
      email: `recording-${suffix}@example.org`,
      consent: true,
      message: '',
      recording: { _type: 'file', asset: { _type: 'reference', _ref: asset._id } },
      routedTo: [],
      emails: [],
    });
  });

  test.afterAll(async () => {
    await contentApi().delete(ID);
  });

  test('an editor sees the request marked in its list and plays the voice note there', async ({
    page,
  }) => {
    // The Studio's first screens can take minutes on a busy two-core machine (as in studio.spec).
    test.setTimeout(300_000);
    const request = page.getByRole('link', { name: new RegExp(NAME) });
    await signInToStudio(page, '/studio/structure/needs-a-person', request);
    await expect(request).toContainText('Voice note', { timeout: 120_000 });
    await request.click();

    const player = page.getByLabel('Voice note', { exact: true });
    await expect(player).toBeVisible({ timeout: 120_000 });
    // The bytes arrived and the browser read them: the duration of a tenth of a second is known.
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeCloseTo(0.1);
    await expect(page.getByText('our-trip.wav')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Save a copy' })).toBeVisible();
    // What the visitor sent is not replaced from here.
    await expect(page.getByRole('button', { name: /Upload/ })).toHaveCount(0);
  });
});
