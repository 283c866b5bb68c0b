/**
 * The daily speed alert (issue 51): reads the last 28 days of `siteSpeedDay` documents, decides
 * which route types left "good" for a metric (features/fieldSpeed/speedAlerts.ts), mails the team
 * once per crossing, and keeps the open alerts in one private `siteSpeedAlerts` document, so a
 * restart or another serverless instance does not mail again. The one-process host runs it daily
 * (server/siteSpeedAlertsJob.ts); on Netlify it is a scheduled function
 * (functions/netlify/siteSpeedAlerts.ts).
 */
import type { SanityClient } from '@sanity/client';
import { METRIC_INFO, ROUTE_TYPE_TITLES } from '../features/fieldSpeed/index.ts';
import {
  decideAlerts,
  nextOpenAlerts,
  SITE_SPEED_ALERTS_ID,
  SITE_SPEED_ALERTS_TYPE,
  type Crossing,
  type OpenAlert,
} from '../features/fieldSpeed/index.ts';
import {
  formatFigure,
  SPEED_DAYS_QUERY,
  windowStart,
  type SpeedDay,
} from '../features/fieldSpeed/index.ts';
import { configuredWriteClient } from '../shared/writeClient.ts';
import { configuredMailer, type Mailer } from '../features/notifications/index.ts';
import { createSanityTripRequestStore } from '../features/tripRequests/index.ts';

const DEVICE_WORDS = { phone: 'phones', tablet: 'tablets', desktop: 'desktops' } as const;

/** The team's e-mail for one crossing; it holds no visitor's data, only counts and a selector. */
export function speedAlertMessage(crossing: Crossing, to: string) {
  const info = METRIC_INFO[crossing.metric];
  const route = ROUTE_TYPE_TITLES[crossing.routeType];
  const figure = formatFigure(crossing.metric, crossing.p75);
  const goal = formatFigure(crossing.metric, crossing.goal);
  const target = crossing.worstTarget
    ? `The element most often behind slow figures: ${crossing.worstTarget.selector} (longest phase: ${crossing.worstTarget.phase}, ${String(crossing.worstTarget.count)} slow page views).`
    : 'The reports name no element for this measure.';
  return {
    to,
    subject: `Site speed: ${route} on ${DEVICE_WORDS[crossing.device]} is no longer good for ${info.title.toLowerCase()}`,
    text: [
      `Over the last 28 days, the ${info.title.toLowerCase()} (${crossing.metric}) of ${route.toLowerCase()} on ${DEVICE_WORDS[crossing.device]} has risen to ${figure} for three visits in four (the p75), against the site’s goal of ${goal}.`,
      `The figure comes from ${String(crossing.views)} page views.`,
      '',
      target,
      '',
      'This is the only e-mail while the figure stays above the goal; another will follow only if it returns to good and then slips again. The Studio’s Site speed tool shows the details.',
    ].join('\n'),
  };
}

export interface SpeedAlertReport {
  sent: number;
  failed: number;
  recovered: number;
}

interface AlertsDocument {
  _rev: string;
  open?: OpenAlert[];
}

/**
 * One run. The open alerts are written first, guarded by the document's revision, and only then
 * mailed: two runs at once cannot both claim a crossing, and a crossing whose e-mail fails is
 * taken off again so the next run retries it.
 */
export async function runSpeedAlerts(
  client: SanityClient,
  mailer: Mailer,
  now: Date,
  log: (line: string) => void = console.log,
): Promise<SpeedAlertReport> {
  const options = { perspective: 'raw' } as const;
  const [days, stored] = await Promise.all([
    client.fetch<SpeedDay[]>(SPEED_DAYS_QUERY, { from: windowStart(now) }, options),
    client.fetch<AlertsDocument | null>(
      '*[_id == $id][0]{_rev, open}',
      { id: SITE_SPEED_ALERTS_ID },
      options,
    ),
  ]);
  const open = stored?.open ?? [];
  const decision = decideAlerts(days, open);
  const report = { sent: 0, failed: 0, recovered: decision.recovered.length };
  if (decision.crossed.length === 0 && decision.recovered.length === 0) return report;

  const claimed = nextOpenAlerts(open, decision, now);
  if (stored) {
    await client
      .patch(SITE_SPEED_ALERTS_ID)
      .ifRevisionId(stored._rev)
      .set({ open: claimed })
      .commit();
  } else {
    // Fails if another run created it meanwhile: that run mails these crossings.
    await client.create({
      _id: SITE_SPEED_ALERTS_ID,
      _type: SITE_SPEED_ALERTS_TYPE,
      open: claimed,
    });
  }
  if (decision.crossed.length === 0) return report;

  const contact = await createSanityTripRequestStore(() => client).siteContact();
  const failed: string[] = [];
  for (const crossing of decision.crossed) {
    try {
      if (!contact.email) throw new Error('no team e-mail address in site settings');
      const message = speedAlertMessage(crossing, contact.email);
      await mailer.send({ ...message, from: mailer.from ?? contact.email });
      report.sent += 1;
    } catch (error) {
      log(`speed alert: ${crossing.key} not sent, retried next run: ${String(error)}`);
      failed.push(crossing.key);
    }
  }
  report.failed = failed.length;
  if (failed.length > 0) {
    const unsent = new Set(failed);
    await client
      .patch(SITE_SPEED_ALERTS_ID)
      .set({ open: claimed.filter((alert) => !unsent.has(alert._key)) })
      .commit();
  }
  return report;
}

export interface SpeedAlertsHandlerOptions {
  client: () => SanityClient | undefined;
  mailer: () => Mailer | undefined;
  now?: () => Date;
  log?: (line: string) => void;
}

export function createSpeedAlertsHandler({
  client,
  mailer,
  now = () => new Date(),
  log = console.log,
}: SpeedAlertsHandlerOptions) {
  return async (): Promise<Response> => {
    const lake = client();
    const sender = mailer();
    if (!lake || !sender) {
      log('speed alert: needs a token and a mail server (SMTP_URL); nothing was checked');
      return new Response('No token or no mail server is configured.', { status: 503 });
    }
    const report = await runSpeedAlerts(lake, sender, now(), log);
    log(`speed alert: ${report.sent} sent, ${report.failed} failed, ${report.recovered} recovered`);
    return Response.json(report);
  };
}

export default createSpeedAlertsHandler({
  client: configuredWriteClient,
  mailer: configuredMailer,
});
