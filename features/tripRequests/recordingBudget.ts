/**
 * A ceiling on what visitors' recordings may take in all (decision 094), so a stream of uploads
 * cannot fill the disk the lake and its backups share. When a recording would pass it, the
 * visitor is told at once (they can still write their trip in words) and the team is mailed, at
 * most once a day per process, through the same mail server the outbox uses.
 */
import type { Mailer } from '../notifications/index.ts';
import type { SiteContact } from './store.ts';

export interface RecordingBudget {
  /** Bytes every recording together may take. */
  limitBytes: number;
  /** Bytes the stored recordings take now. */
  used(): Promise<number>;
  /** Called when a recording was refused for want of room: tells the team. */
  refused(): Promise<void>;
}

export interface RecordingBudgetOptions {
  limitBytes: number;
  used: () => Promise<number>;
  siteContact: () => Promise<SiteContact>;
  mailer?: () => Mailer | undefined;
  now?: () => Date;
  log?: (line: string) => void;
}

const DAY_MS = 86_400_000;

/** The team's notice; it holds nothing any visitor sent. */
export function budgetFullMessage(limitBytes: number, to: string) {
  const megabytes = Math.round(limitBytes / (1024 * 1024));
  return {
    to,
    subject: 'Recordings are being refused: their storage is full',
    text: [
      "The website has refused a visitor's voice note or video: recordings already take their",
      `whole allowance (${String(megabytes)} MB).`,
      '',
      'Visitors can still send their trip in words. To take recordings again, erase requests',
      'that are no longer needed (npm run privacy -- erase <email>, or the retention run), or',
      'raise RECORDINGS_BUDGET_MB where the site is configured.',
    ].join('\n'),
  };
}

export function createRecordingBudget({
  limitBytes,
  used,
  siteContact,
  mailer,
  now = () => new Date(),
  log = console.error,
}: RecordingBudgetOptions): RecordingBudget {
  let lastNotice = -Infinity;
  return {
    limitBytes,
    used,
    async refused() {
      const at = now().getTime();
      if (at - lastNotice < DAY_MS) return;
      lastNotice = at;
      log(`trip requests: a recording was refused, recordings take their ${limitBytes} bytes`);
      const sender = mailer?.();
      const contact = await siteContact().catch(() => ({}) as SiteContact);
      if (!sender || !contact.email) return;
      const message = budgetFullMessage(limitBytes, contact.email);
      await sender
        .send({ ...message, from: sender.from ?? contact.email })
        .catch((error: unknown) =>
          log(`trip requests: the budget notice was not sent: ${String(error)}`),
        );
    },
  };
}
