/**
 * Specialists visitors can meet (issue 50): a journey page offers the specialist who knows its
 * place, without script too; their page lists the journeys they plan; a request sent from their
 * page reaches them, or a colleague while they are away; and the thanks page names them and
 * when they will reply. The new pages are valid HTML and have no axe violations.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { contentApi, hostUnderTest, test } from './fixtures.ts';
import { signInToStudio } from './studioSignIn.ts';
import { visit } from './visit.ts';
import { axe } from './axe.ts';

interface CaughtMail {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
}

async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${hostUnderTest().origin}/_mail.json`);
  return ((await response.json()) as CaughtMail[]).filter((mail) => mail.to.includes(address));
}

/** The private record of the specialist a stored request from `email` asked for. */
const askedFor = (email: string) =>
  contentApi().fetch<string | null>(
    '*[_type == "tripRequest" && email == $email][0].askedFor._ref',
    { email },
  );

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

async function sendRequest(page: Page, message: string, name: string, email: string) {
  await page
    .getByRole('textbox', { name: 'Tell us about the trip you have in mind' })
    .fill(message);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('checkbox', { name: 'I agree to be contacted about this trip.' }).check();
  await page.getByRole('button', { name: 'Send my request' }).click();
}

const JOURNEY = '/journeys/sri-lanka-culture-wildlife';
const SPEAK_TO_PRIYA = 'Speak to Priya, who has travelled Sri Lanka nine times';

test('a journey page offers the specialist who knows its place, linked to their page', async ({
  page,
}) => {
  await visit(page, JOURNEY);
  await page.getByRole('link', { name: SPEAK_TO_PRIYA }).click();
  await expect(page).toHaveURL(/\/specialists\/priya-hartley$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Hartley' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Drawn portrait of Priya Hartley/ })).toBeVisible();
  // Their trips: the signature itineraries to places they have travelled.
  const trips = page.getByRole('region', { name: 'Journeys Priya plans' });
  await expect(trips.getByRole('link', { name: /Sri Lanka/ }).first()).toBeVisible();
  await expect(trips.getByRole('link', { name: /Botswana/ })).toHaveCount(0);
});

test('the journey page names its specialist without script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(JOURNEY);
    await expect(page.getByRole('link', { name: SPEAK_TO_PRIYA })).toHaveAttribute(
      'href',
      '/specialists/priya-hartley',
    );
    await expect(page.getByRole('link', { name: 'Send Priya a trip request' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a request from a specialist’s page reaches them, and the thanks page names them and when', async ({
  page,
}) => {
  const email = unique('to-priya');
  await visit(page, '/specialists/priya-hartley');
  await page.getByRole('link', { name: 'Send Priya a trip request' }).click();
  await expect(page.getByText('Priya Hartley will read it and reply personally.')).toBeVisible();
  // Words naming no place at all: the request still goes straight to the one asked for.
  await sendRequest(page, 'Something slow and beautiful for our anniversary.', 'Ada Quill', email);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Quill' })).toBeVisible();
  const answer = page.getByRole('status');
  await expect(answer.getByRole('link', { name: 'Priya Hartley' })).toBeVisible();
  await expect(answer.getByRole('img', { name: /Drawn portrait of Priya Hartley/ })).toBeVisible();
  await expect(answer).toContainText(
    /Priya will reply personally by \d\d:\d\d (today|tomorrow|on \w+ \d+ \w+) \(UK time\)/,
  );
  await expect
    .poll(
      async () =>
        (await mailTo('priya@example.co.uk')).filter((mail) => mail.replyTo === email).length,
    )
    .toBe(1);
  // The request keeps whom it was sent to, so an editor routing it later sends it to her too.
  expect(await askedFor(email)).toBe('travelSpecialist-priya-hartley');
});

test.describe('the Reply times tool @desktop', () => {
  test('shows an editor each specialist’s median and p90 wait this month, and who still waits', async ({
    page,
  }) => {
    // The Studio's first screens can take minutes on a busy two-core machine (as in studio.spec).
    test.setTimeout(300_000);
    await visit(page, '/plan-my-trip?specialist=thomas-fairbairn');
    await sendRequest(page, 'Three quiet nights in Dubai.', 'Iris Fenn', unique('reply-times'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, Iris Fenn' }),
    ).toBeVisible();

    await signInToStudio(page);
    await page.getByRole('link', { name: 'Reply times' }).click();
    await expect(page.getByRole('heading', { name: 'Reply times', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: /Time to a first reply, \w+ \d{4}/ });
    const thomas = table.getByRole('row', { name: /Thomas Fairbairn/ });
    // Requests, still waiting, median and 90th percentile, in working hours.
    await expect(thomas.getByRole('cell').nth(1)).not.toHaveText('0');
    await expect(thomas.getByRole('cell').nth(2)).toHaveText(/^\d+(\.\d)? h$/);
    await expect(thomas.getByRole('cell').nth(3)).toHaveText(/^\d+(\.\d)? h$/);
    await expect(table.getByRole('row', { name: /All specialists/ })).toBeVisible();
  });
});

// Desktop only: routing is the server's, and the two screens' runs at once would each set the
// same specialist away and back, and add and remove the same colleague, under the other.
test.describe('a specialist who is away @desktop @publishes', () => {
  const PRIVATE_ID = 'travelSpecialist-rupert-ashdown';
  test.afterEach(async () => {
    await contentApi().patch(PRIVATE_ID).set({ active: true }).commit();
  });

  test('has requests from their page passed to a colleague', async ({ page }) => {
    await contentApi().patch(PRIVATE_ID).set({ active: false }).commit();
    // A colleague covering Africa while Rupert is away.
    await contentApi().createOrReplace({
      _id: 'travelSpecialist-e2e-cover',
      _type: 'travelSpecialist',
      name: 'Cover Colleague',
      email: 'cover@example.co.uk',
      regions: [{ _key: 'africa', _type: 'reference', _ref: 'journeyRegion-africa' }],
      holidayTypes: [],
      active: true,
    });
    try {
      const email = unique('away');
      await visit(page, '/plan-my-trip?specialist=rupert-ashdown');
      await sendRequest(page, 'A week on safari in Botswana in June.', 'Ned Vale', email);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you, Ned Vale' }),
      ).toBeVisible();
      await expect
        .poll(
          async () =>
            (await mailTo('cover@example.co.uk')).filter((mail) => mail.replyTo === email).length,
        )
        .toBe(1);
      expect(
        (await mailTo('rupert@example.co.uk')).filter((mail) => mail.replyTo === email),
      ).toEqual([]);
      expect(await askedFor(email)).toBe(PRIVATE_ID);
    } finally {
      await contentApi().delete('travelSpecialist-e2e-cover');
    }
  });
});

const NEW_PAGES = ['/specialists', '/specialists/priya-hartley', JOURNEY];

// The specialists' own pages are swept with WCAG 2.2's rules in accessibility.spec.ts; this
// journey, with its specialist beside it, is not one of the sweep's.
for (const route of [JOURNEY]) {
  test(`${route} has no axe violations @desktop`, async ({ page }) => {
    test.setTimeout(120_000);
    await visit(page, route);
    const found = await axe(page).analyze();
    expect(found.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('the specialists’ pages are valid HTML @desktop', async ({ request }) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'specialists-html-'));
  try {
    const files: string[] = [];
    for (const [index, route] of NEW_PAGES.entries()) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const file = path.join(folder, `page-${index}.html`);
      await writeFile(file, await response.text());
      files.push(file);
    }
    const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    const checker = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
      // Without Java the checker never ran: fail rather than pass on an empty report.
      if (error.code === 'ENOENT') throw new Error('Java is missing: the HTML was not checked.');
      return { stderr: error.stderr ?? '' };
    });
    const { messages } = JSON.parse(checker.stderr || '{"messages":[]}') as {
      messages: { type: string; url?: string; message: string }[];
    };
    expect(
      messages
        .filter((message) => message.type === 'error')
        .map((message) => `${message.url}: ${message.message}`),
    ).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
