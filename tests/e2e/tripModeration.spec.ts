/**
 * The moderation queue in the real Studio (issue 31): a trip request the automatic reading could
 * not route waits under "Needs a person", saying which details to confirm (issue 46); once its
 * region is set in "What we read", an editor routes it with one action, and the specialist for
 * that region gets the e-mail. Desktop only: one editor session is enough.
 */
import { expect } from '@playwright/test';
import { contentApi, hostUnderTest, test } from './fixtures.ts';
import { signInToStudio } from './studioSignIn.ts';

interface CaughtMail {
  to: string[];
  replyTo?: string;
  subject: string;
}

const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const ID = `tripRequest.e2e-moderation-${suffix}`;
const EMAIL = `moderation-${suffix}@example.org`;

test.describe('Trip requests that need a person @desktop @publishes', () => {
  test.beforeAll(async () => {
    await contentApi().createOrReplace({
      _id: ID,
      _type: 'tripRequest',
      state: 'needs-a-person',
      moderationReason: 'No place we know was named.',
      createdAt: new Date().toISOString(),
      name: 'Cecily Marsh',
      email: EMAIL,
      consent: true,
      message: 'Somewhere with lions and a long lunch, perhaps in the autumn.',
      // As an editor leaves it after reading the request: the region the lions suggest.
      extracted: {
        regions: [{ _key: 'africa', _type: 'reference', _ref: 'journeyRegion-africa' }],
      },
      routedTo: [],
      emails: [],
    });
  });

  test.afterAll(async () => {
    await contentApi().delete(ID);
  });

  test('an editor routes a corrected request in one action, and the e-mail arrives', async ({
    page,
  }) => {
    // The Studio's first screens can take minutes on a busy two-core machine (as in studio.spec).
    test.setTimeout(300_000);
    const route = page.getByRole('button', { name: 'Route to specialists' });
    await signInToStudio(page, `/studio/intent/edit/id=${ID};type=tripRequest`, route);
    await expect(route).toBeEnabled({ timeout: 120_000 });
    await route.click();
    await expect(page.getByText('Route this request to')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect
      .poll(() =>
        contentApi().fetch<{ state: string; to: string[] } | null>(
          '*[_id == $id][0]{state, "to": routedTo[].specialist._ref}',
          { id: ID },
        ),
      )
      .toEqual({ state: 'routed', to: ['travelSpecialist-rupert-ashdown'] });

    // The host's outbox sends what is owed about once a minute.
    await expect
      .poll(
        async () => {
          const mails = (await (
            await fetch(`${hostUnderTest().origin}/_mail.json`)
          ).json()) as CaughtMail[];
          return mails.filter((mail) => mail.replyTo === EMAIL).map((mail) => mail.to);
        },
        { timeout: 150_000, intervals: [2_000] },
      )
      .toEqual([['rupert@example.co.uk']]);
  });
});

const UNSURE_ID = `tripRequest.e2e-unsure-${suffix}`;

test.describe('A request read without confidence @desktop @publishes', () => {
  test.beforeAll(async () => {
    await contentApi().createOrReplace({
      _id: UNSURE_ID,
      _type: 'tripRequest',
      state: 'needs-a-person',
      moderationReason: 'Some details could not be read with confidence.',
      createdAt: new Date().toISOString(),
      name: 'Imogen Pryce',
      email: `unsure-${suffix}@example.org`,
      consent: true,
      message: 'A week in Kenya in March, about 5k each.',
      extracted: {
        places: ['Kenya'],
        placesConfidence: 0.95,
        regions: [{ _key: 'africa', _type: 'reference', _ref: 'journeyRegion-africa' }],
        nights: 7,
        nightsConfidence: 0.9,
        budgetGbp: 5000,
        budgetPer: 'person',
        budgetConfidence: 0.6,
      },
      routedTo: [],
      emails: [],
    });
  });

  test.afterAll(async () => {
    await contentApi().delete(UNSURE_ID);
  });

  test('an editor is told which details to confirm, and how sure each reading was', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signInToStudio(
      page,
      `/studio/intent/edit/id=${UNSURE_ID};type=tripRequest`,
      page.getByText('Some details could not be read with confidence.'),
    );
    const toConfirm = page.getByRole('list', { name: 'To confirm' });
    await expect(toConfirm.getByRole('listitem')).toHaveText([
      'Budget: £5,000 per person — please confirm',
    ]);

    await page.getByRole('tab', { name: 'What we read' }).click();
    await expect(page.getByText('Fairly sure — please confirm')).toBeVisible();
    await expect(page.getByText('Sure', { exact: true })).toHaveCount(2);
    // Confidences are shown, not edited: no number box is left for them.
    await expect(page.getByRole('spinbutton', { name: /confidence/ })).toHaveCount(0);
  });
});
