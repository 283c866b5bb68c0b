/**
 * The lead webhook's dead letters in the Studio (decision 115): a message the receiver never
 * acknowledged is listed under "Undelivered webhooks", and "Retry delivery" makes it due again
 * at once with a fresh count of attempts. Desktop only: one editor session is enough.
 */
import { expect } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { signInToStudio } from './studioSignIn.ts';

const LEAD = 'enquiry.e2e-webhook-dead-letter';
const LETTER = `leadWebhookEvent.${LEAD}.1`;

test.describe('Undelivered webhooks in the Studio @desktop @publishes', () => {
  test.beforeAll(async () => {
    const queued = new Date(Date.now() - 27 * 3_600_000).toISOString();
    await contentApi().createOrReplace({
      _id: LETTER,
      _type: 'leadWebhookEvent',
      lead: LEAD,
      leadKind: 'enquiry',
      sequence: 1,
      eventType: 'lead.received',
      leadState: 'new',
      messageId: 'msg_e2edeadletter00000000000000000',
      createdAt: queued,
      state: 'dead',
      attempts: 14,
      nextAttemptAt: new Date().toISOString(),
      lastAttemptAt: new Date().toISOString(),
      deadAt: new Date().toISOString(),
      lastError: 'The receiver answered 500.',
      payload: JSON.stringify({ type: 'lead.received', timestamp: queued, data: { id: LEAD } }),
    });
  });

  test.afterAll(async () => {
    await contentApi().delete(LETTER);
  });

  test('an editor finds a dead letter and retries its delivery', async ({ page }) => {
    // The Studio's first screens can take minutes on a busy two-core machine (as in studio.spec).
    test.setTimeout(300_000);
    await signInToStudio(page);
    await page.getByRole('link', { name: 'Undelivered webhooks' }).click();
    const letter = page.getByText(`lead.received · ${LEAD}`);
    await expect(letter).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/14 attempt\(s\) · The receiver answered 500\./)).toBeVisible();
    await letter.click();

    await page.getByRole('button', { name: 'Retry delivery' }).click();
    await expect
      .poll(() =>
        contentApi().fetch<{ state: string; attempts: number } | null>(
          '*[_id == $id][0]{state, attempts}',
          { id: LETTER },
        ),
      )
      .toEqual({ state: 'pending', attempts: 0 });
    // Due again, it leaves the list of those given up on.
    await page.getByRole('link', { name: 'Undelivered webhooks' }).click();
    await expect(page.getByText(`lead.received · ${LEAD}`)).toHaveCount(0);
  });
});
