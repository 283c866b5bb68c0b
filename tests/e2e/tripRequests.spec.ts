/**
 * Trip requests end to end (issue 31): a visitor's words are stored, read, routed to the
 * specialist who covers the place, and both e-mails reach the host's own SMTP server (listed at
 * /_mail.json, which answers this machine); the visitor's acknowledgement carries none of their
 * words; a request naming no place waits for a person and the team is told.
 */
import { writeFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { contentApi, hostUnderTest, test } from './fixtures.ts';
import { visit } from './visit.ts';
import { ONE_SCREEN } from './screens.ts';
import { silentWav } from '../tripRequests/silentWav.ts';

interface CaughtMail {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
}

async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${hostUnderTest().origin}/_mail.json`);
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
  // The visitor's copy says what the site understood, in its own words: none of the sender's.
  expect(acknowledgement?.text).toMatch(
    /As we understand it: [^,]+, August \d{4}, 10 nights, 2 adults\./,
  );
  expect(acknowledgement?.text).not.toContain('Harriet');
  expect(acknowledgement?.text).not.toContain('We would love');
});

test(`a request naming no place we know waits for a person, and the team is told ${ONE_SCREEN}`, async ({
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

/**
 * The visitor switches to another app and back, as a phone's visitor does to read the copy in
 * their mail: the page reloads its data once on return (it may have missed a publish).
 */
async function leaveTabAndReturn(page: Page): Promise<void> {
  const reloaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('.data'),
  );
  await page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
    Reflect.deleteProperty(document, 'visibilityState');
  });
  await reloaded;
  await page.waitForFunction(
    () =>
      (
        window as unknown as {
          __reactRouterDataRouter: { state: { revalidation: string } };
        }
      ).__reactRouterDataRouter.state.revalidation === 'idle',
  );
}

test(`the thanks stay on screen when the visitor comes back to the page ${ONE_SCREEN}`, async ({
  page,
}) => {
  await visit(page, '/plan-my-trip');
  await sendRequest(
    page,
    'A week of walking in the Dolomites in June, for two adults.',
    'Rosalind Pike',
    unique('return'),
  );
  const thanks = page.getByRole('heading', { level: 1, name: 'Thank you, Rosalind Pike' });
  await expect(thanks).toBeVisible();
  await leaveTabAndReturn(page);
  await expect(thanks).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my request' })).toHaveCount(0);
});

const recordingField = (page: Page) =>
  page.getByLabel(/^Attach a recording \(audio or video, up to 20 MB\)/);

test(`a voice note with no words waits for a person, and the team is told ${ONE_SCREEN}`, async ({
  page,
}) => {
  const email = unique('voice');
  await visit(page, '/plan-my-trip');
  await expect(
    page.getByRole('textbox', { name: 'Tell us about the trip you have in mind' }),
  ).toHaveValue('');
  await recordingField(page).setInputFiles({
    name: 'our-trip.wav',
    mimeType: 'audio/wav',
    buffer: silentWav(),
  });
  await sendRequest(page, '', 'Beatrice Hale', email);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, Beatrice Hale' }),
  ).toBeVisible();
  await expect(page.getByText('One of our team will read your request personally')).toBeVisible();

  const stored = await contentApi().fetch<{
    state: string;
    moderationReason: string;
    message: string;
    routedTo: unknown[];
    recording: { mimeType: string; size: number; originalFilename: string } | null;
  }>(
    `*[_type == "tripRequest" && email == $email][0]{
      state, moderationReason, message, routedTo,
      "recording": recording.asset->{mimeType, size, originalFilename}
    }`,
    { email },
  );
  expect(stored).toMatchObject({
    state: 'needs-a-person',
    moderationReason: 'Only a voice note or video: someone needs to listen to it.',
    message: '',
    routedTo: [],
    recording: { mimeType: 'audio/wav', size: silentWav().byteLength },
  });

  const team = await contentApi().fetch<string>('*[_id == "siteSettings"][0].email');
  await expect
    .poll(async () => (await mailTo(team)).filter((mail) => mail.replyTo === email).length)
    .toBe(1);
  const [teamMail] = (await mailTo(team)).filter((mail) => mail.replyTo === email);
  expect(teamMail?.subject).toBe('A trip request needs a person: Beatrice Hale');
  expect(teamMail?.text).toContain('(No words: a voice note or video only.)');
  expect(teamMail?.text).toContain(
    'A voice note or video is attached to the request in the Studio.',
  );
});

test(`a file that is not a recording, or one too large, is named at its field ${ONE_SCREEN}`, async ({
  page,
}, testInfo) => {
  const email = unique('wrongfile');
  await visit(page, '/plan-my-trip');
  await recordingField(page).setInputFiles({
    name: 'itinerary.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 not a voice note'),
  });
  await sendRequest(page, '', 'Cecily Moore', email);
  await expect(
    page.getByText('Please send a voice note or video as MP3, M4A, WAV, WebM, MP4 or MOV.'),
  ).toBeVisible();
  await expect(recordingField(page)).toHaveAttribute('aria-invalid', 'true');

  // Just over the limit, yet within what the body reader takes, so the schema names it. Written
  // to a file, which the browser reads itself: 20 MB sent over the test's wire takes minutes.
  const tooLarge = testInfo.outputPath('long-story.wav');
  await writeFile(tooLarge, Buffer.concat([silentWav(), Buffer.alloc(20 * 1024 * 1024)]));
  await recordingField(page).setInputFiles(tooLarge);
  // Twenty megabytes take the browser a while to send on a busy machine: wait for the answer
  // to arrive, then for what it shows.
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/plan-my-trip'),
  );
  await page.getByRole('button', { name: 'Send my request' }).click();
  await answered;
  await expect(
    page.getByText('Please keep the recording under 20 MB (about two minutes).'),
  ).toBeVisible();
  expect(
    await contentApi().fetch<number>('count(*[_type == "tripRequest" && email == $email])', {
      email,
    }),
  ).toBe(0);
});

test(`a field left wrong is named, and what was written is kept ${ONE_SCREEN}`, async ({
  page,
}) => {
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

test('the voice note appears as the page hydrates without moving the form', async ({ page }) => {
  // Every layout shift inside the form, as the browser reports it.
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { formShifts: string[] }).formShifts = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources?: { node?: Node | null }[];
      })[]) {
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : null;
          if (element?.closest('form')) moved.push(element.outerHTML.slice(0, 80));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await visit(page, '/plan-my-trip');
  await expect(page.getByRole('button', { name: 'Record a voice note' })).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(
    await page.evaluate(() => (window as unknown as { formShifts: string[] }).formShifts),
  ).toEqual([]);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and the answer page says what was understood', async ({ page }) => {
    const email = unique('noscript');
    await page.goto('/plan-my-trip?place=Sri%20Lanka');
    await expect(
      page.getByRole('textbox', { name: 'Tell us about the trip you have in mind' }),
    ).toHaveValue('We would love to travel to Sri Lanka. ');
    // Recording needs script: without it the page offers the file field alone.
    await expect(page.getByRole('button', { name: 'Record a voice note' })).toHaveCount(0);
    await expect(recordingField(page)).toBeVisible();
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
