/**
 * Trip requests end to end (issue 31): a visitor's words are stored, read, routed to the
 * specialist who covers the place, and both e-mails reach the host's own SMTP server (listed at
 * /_mail.json); a request naming no place waits for a person and the team is told.
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { contentApi } from './fixtures.ts';
import { visit } from './visit.ts';

interface CaughtMail {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
}

async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${baseURL}/_mail.json`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.includes(address));
}

async function sendRequest(page: Page, message: string, name: string, email: string) {
  await page
    .getByRole('textbox', { name: 'Tell us about the trip you have in mind' })
    .fill(message);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('checkbox', { name: 'I agree to be contacted about this trip.' }).check();
  await page.getByRole('button', { name: 'Send my request' }).click();
}

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

test('a request naming a place, a month, a length and two adults reaches its specialist', async ({
  page,
}) => {
  const email = unique('botswana');
  await visit(page, '/plan-my-trip');
  await sendRequest(
    page,
    'We would love to spend 10 nights in Botswana in August, two adults, on safari.',
    'Harriet Lowe',
    email,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, Harriet Lowe' }),
  ).toBeVisible();
  await expect(page.getByText('Your request is with a specialist')).toBeVisible();

  const stored = await contentApi().fetch<{
    state: string;
    routedTo: { specialist: { _ref: string } }[];
    extracted: { nights?: number; adults?: number; whenFrom?: string };
  }>('*[_type == "tripRequest" && email == $email][0]', { email });
  expect(stored.state).toBe('routed');
  expect(stored.routedTo.map((routing) => routing.specialist._ref)).toEqual([
    'travelSpecialist-rupert-ashdown',
  ]);
  expect(stored.extracted).toMatchObject({ nights: 10, adults: 2 });

  await expect
    .poll(
      async () =>
        (await mailTo('rupert@example.co.uk')).filter((mail) => mail.replyTo === email).length,
    )
    .toBe(1);
  const [specialistMail] = (await mailTo('rupert@example.co.uk')).filter(
    (mail) => mail.replyTo === email,
  );
  expect(specialistMail?.subject).toContain('Harriet Lowe');
  expect(specialistMail?.text).toContain('10 nights in Botswana');
  expect(specialistMail?.text).toContain('Length: 10 nights');
  expect(specialistMail?.text).toContain('Who: 2 adults');
  expect(specialistMail?.text).toMatch(/When: August/);
  expect(specialistMail?.text).toContain('/studio/intent/edit/id=tripRequest.');

  await expect.poll(async () => (await mailTo(email)).length).toBe(1);
  const [acknowledgement] = await mailTo(email);
  expect(acknowledgement?.subject).toMatch(/^Your trip request has reached /);
  expect(acknowledgement?.text).toContain('Dear Harriet Lowe');
});

test('a request naming no place we know waits for a person, and the team is told', async ({
  page,
}) => {
  const email = unique('nowhere');
  await visit(page, '/plan-my-trip');
  await sendRequest(
    page,
    'Something warm and quiet, somewhere nobody has heard of, for the two of us.',
    'Oliver Penrose',
    email,
  );
  await expect(page.getByText('One of our team will read your request personally')).toBeVisible();
  const stored = await contentApi().fetch<{ state: string; routedTo: unknown[] }>(
    '*[_type == "tripRequest" && email == $email][0]',
    { email },
  );
  expect(stored).toMatchObject({ state: 'needs-a-person', routedTo: [] });
  const team = await contentApi().fetch<string>('*[_id == "siteSettings"][0].email');
  await expect
    .poll(async () => (await mailTo(team)).filter((mail) => mail.replyTo === email).length)
    .toBe(1);
});

test('a field left wrong is named, and what was written is kept', async ({ page }) => {
  await visit(page, '/plan-my-trip');
  await page
    .getByRole('textbox', { name: 'Tell us about the trip you have in mind' })
    .fill('Bali in May');
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByText('Please tell us your name.')).toBeVisible();
  await expect(page.getByText('Please agree to be contacted, so that we may reply.')).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'Tell us about the trip you have in mind' }),
  ).toHaveValue('Bali in May');
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and the answer page says what was understood', async ({ page }) => {
    const email = unique('noscript');
    await page.goto('/plan-my-trip?place=Sri%20Lanka');
    await expect(
      page.getByRole('textbox', { name: 'Tell us about the trip you have in mind' }),
    ).toHaveValue('We would love to travel to Sri Lanka. ');
    await sendRequest(
      page,
      'Two weeks in Sri Lanka next March for two adults.',
      'Imogen Marsh',
      email,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, Imogen Marsh' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we understood' })).toBeVisible();
  });
});
