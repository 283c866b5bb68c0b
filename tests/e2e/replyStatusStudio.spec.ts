/**
 * The reply promise, watched in the real Studio (issue 50): a routed trip request shows who owns
 * it, how long it has waited in working hours and that its promised reply is overdue; the
 * specialist marks it replied by hand under "First reply sent" (the Studio has no reply action
 * of its own: replies go from their mailbox), and the request then reads "Replied" and is stored
 * so. Desktop only: one editor session is enough.
 */
import { expect } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { signInToStudio } from './studioSignIn.ts';

const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const ID = `tripRequest.e2e-overdue-${suffix}`;
const DAY = 86_400_000;
const PRIYA = 'travelSpecialist-priya-hartley';

test.describe('A trip request waiting too long for its reply @desktop @publishes', () => {
  test.beforeAll(async () => {
    const received = new Date(Date.now() - 7 * DAY).toISOString();
    await contentApi().createOrReplace({
      _id: ID,
      _type: 'tripRequest',
      state: 'routed',
      createdAt: received,
      name: 'Ottilie Marsh',
      email: `overdue-${suffix}@example.org`,
      consent: true,
      message: 'Ten days in Sri Lanka in February: tea country, then the south coast.',
      extracted: {},
      askedFor: { _type: 'reference', _ref: PRIYA },
      routedTo: [
        {
          _key: PRIYA,
          _type: 'routing',
          specialist: { _type: 'reference', _ref: PRIYA },
          name: 'Priya Hartley',
          routedAt: received,
        },
      ],
      replyBy: new Date(Date.now() - 6 * DAY).toISOString(),
      // The team was told already, so the host's escalation pass leaves it alone meanwhile.
      escalatedAt: new Date(Date.now() - 6 * DAY).toISOString(),
      emails: [],
    });
  });

  test.afterAll(async () => {
    await contentApi().delete(ID);
    await contentApi()
      .delete(`drafts.${ID}`)
      .catch(() => undefined);
  });

  test('shows its owner, age and overdue state, and the specialist marks it replied', async ({
    page,
  }) => {
    // The Studio's first screens can take minutes on a busy two-core machine (as in studio.spec).
    test.setTimeout(300_000);
    const terms = page.getByRole('term');
    await signInToStudio(page, `/studio/intent/edit/id=${ID};type=tripRequest`, terms.first());
    const facts = page.getByRole('definition');
    await expect(terms).toHaveText(['Owner', 'Waiting for', 'Promise'], { timeout: 120_000 });
    await expect(facts).toHaveText(['Priya Hartley', /^\d+(\.\d)? working hours$/, 'Overdue']);
    await expect(
      page.getByText('Sent from this specialist’s page', { exact: false }),
    ).toBeVisible();

    const replied = page.getByRole('textbox', { name: 'First reply sent' });
    await replied.fill(`${new Date(Date.now() - DAY).toISOString().slice(0, 10)} 09:30`);
    await replied.press('Enter');
    await expect(terms).toHaveText(['Owner', 'Answered after', 'Promise']);
    await expect(facts.last()).toHaveText('Replied');

    // A request's main action is "Route to specialists"; publishing is in the actions menu.
    await page.getByRole('button', { name: 'Open document actions' }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await expect
      .poll(() => contentApi().fetch<string | null>('*[_id == $id][0].repliedAt', { id: ID }), {
        timeout: 30_000,
      })
      .toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
