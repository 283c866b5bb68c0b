/** The daily speed alert against a real local lake and a real SMTP server (the mail catcher). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { startMailCatcher, type MailCatcher } from '../server/mailCatcher.ts';
import { siteLakeRules } from '../server/lakeRules.ts';
import { foldReport, type Histograms } from '../features/fieldSpeed/index.ts';
import { SITE_SPEED_ALERTS_ID } from '../features/fieldSpeed/index.ts';
import { createSmtpMailer } from '../features/notifications/mailer.ts';
import { siteSpeedDayId } from '../features/fieldSpeed/index.ts';
import { createSpeedAlertsHandler } from './siteSpeedAlerts.ts';

const NOW = new Date('2026-11-28T06:00:00Z');
let lake: TestLake;
let catcher: MailCatcher;

beforeAll(async () => {
  lake = await startLakeForTest(siteLakeRules);
  catcher = await startMailCatcher();
  await lake.client().createOrReplace({
    _id: 'siteSettings',
    _type: 'siteSettings',
    email: 'team@example.co.uk',
  });
});

afterAll(async () => {
  await catcher.close();
  await lake.close();
});

beforeEach(async () => {
  const writer = lake.client();
  const ids = await writer.fetch<string[]>('*[_type in ["siteSpeedDay", "siteSpeedAlerts"]]._id');
  if (ids.length > 0) await ids.reduce((tx, id) => tx.delete(id), writer.transaction()).commit();
});

/** One day of journey pages on phones: `views` page views, each with this LCP. */
async function seedDay(day: string, views: number, lcp: number): Promise<void> {
  let histograms: Histograms = {};
  for (let index = 0; index < views; index += 1) {
    histograms = foldReport(histograms, { LCP: lcp, INP: 40, CLS: 0.01, FCP: 500, TTFB: 100 });
  }
  const slow = lcp > 1200 ? views : 0;
  await lake.client().createOrReplace({
    _id: siteSpeedDayId(day, 'journey', 'phone'),
    _type: 'siteSpeedDay',
    day,
    routeType: 'journey',
    device: 'phone',
    views,
    histograms,
    targets: {
      LCP: {
        t1: { selector: 'img.hero', phase: 'resourceLoadDuration', count: slow },
        t2: { selector: 'h1.title', phase: 'elementRenderDelay', count: 2 },
      },
      INP: {},
    },
  });
}

function run(at = NOW) {
  const writer = lake.client();
  const mailer = createSmtpMailer(catcher.url, 'Site <site@example.co.uk>');
  return createSpeedAlertsHandler({
    client: () => writer,
    mailer: () => mailer,
    now: () => at,
    log: () => undefined,
  })();
}

function mailsAbout(subject: RegExp) {
  return catcher.messages().filter((mail) => subject.test(mail.subject));
}

describe('the daily speed alert', () => {
  it('mails the team once per crossing, not once a day, and again after a recovery', async () => {
    const before = mailsAbout(/Site speed/).length;
    await seedDay('2026-11-27', 60, 1900);

    const first = await run();
    expect(await first.json()).toEqual({ sent: 1, failed: 0, recovered: 0 });
    const mails = mailsAbout(/Site speed/);
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails;
    expect(mail?.to).toEqual(['team@example.co.uk']);
    expect(mail?.subject).toBe(
      'Site speed: A journey on phones is no longer good for largest contentful paint',
    );
    expect(mail?.text).toMatch(/largest contentful paint \(LCP\) of a journey on phones/);
    expect(mail?.text).toMatch(/has risen to 1\.\d\d s .* against the site’s goal of 1\.20 s/s);
    expect(mail?.text).toContain('60 page views');
    expect(mail?.text).toContain('img.hero (longest phase: resourceLoadDuration, 60 slow');

    // The next day, still slow: nothing more.
    const second = await run(new Date(NOW.getTime() + 86_400_000));
    expect(await second.json()).toEqual({ sent: 0, failed: 0, recovered: 0 });
    expect(mailsAbout(/Site speed/)).toHaveLength(before + 1);

    // Fast enough again (many fast views outweigh the slow), then slow again: a new e-mail.
    await seedDay('2026-11-28', 600, 800);
    const recovered = await run();
    expect(await recovered.json()).toEqual({ sent: 0, failed: 0, recovered: 1 });
    await seedDay('2026-11-28', 60, 2600);
    const again = await run();
    expect(await again.json()).toEqual({ sent: 1, failed: 0, recovered: 0 });
    expect(mailsAbout(/Site speed/)).toHaveLength(before + 2);
  });

  it('judges nothing from fewer than 50 page views', async () => {
    await seedDay('2026-11-27', 49, 4000);
    const answer = await run();
    expect(await answer.json()).toEqual({ sent: 0, failed: 0, recovered: 0 });
  });

  it('keeps what was alerted in a document hidden from callers without a token', async () => {
    await seedDay('2026-11-27', 60, 1900);
    await run();
    const stored = await lake.client().getDocument(SITE_SPEED_ALERTS_ID);
    expect(stored?.open).toEqual([expect.objectContaining({ _key: 'journey-phone-LCP' })]);
    const anonymous = lake.client({ withToken: false });
    expect(await anonymous.fetch<number>('count(*[_type == "siteSpeedAlerts"])')).toBe(0);
    expect(await anonymous.getDocument(SITE_SPEED_ALERTS_ID)).toBeUndefined();
  });
});
