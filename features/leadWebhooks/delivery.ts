/**
 * Sends the queued messages to the configured receiver, signed (Standard Webhooks), each lead's
 * in the order they were queued: a lead's next message waits until the one before it was
 * acknowledged (any 2xx answer). A failure is recorded on the message with its next attempt;
 * after MAX_ATTEMPTS it is a dead letter, and the lead's later messages wait behind it until an
 * editor retries it from the Studio. A message is marked delivered only after the receiver
 * acknowledged it, so a sender that dies in between sends it again with the same id, which
 * the receiver drops as a duplicate: at least once, never lost.
 */
import type { SanityClient } from '@sanity/client';
import { LEAD_WEBHOOK_EVENT_TYPE, type LeadWebhookEvent } from './events.ts';
import { CLAIM_MS, MAX_ATTEMPTS, REQUEST_TIMEOUT_MS, retryDelayMs } from './schedule.ts';
import { webhookHeaders } from './signature.ts';

/** Where messages go and the secret that signs them (`LEAD_WEBHOOK_URL`, `_SECRET`). */
export interface LeadWebhookEndpoint {
  url: string;
  secret: string;
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
  dead: number;
}

type QueuedEvent = LeadWebhookEvent & { _rev: string };

/** Every message not yet delivered, in the order each lead's must go. */
const OPEN_QUERY = `*[_type == "${LEAD_WEBHOOK_EVENT_TYPE}" && state != "delivered"] | order(createdAt asc, sequence asc)`;

/** Each lead's open messages, lowest number first; leads in the order their first was queued. */
function byLead(events: readonly QueuedEvent[]): QueuedEvent[][] {
  const leads = new Map<string, QueuedEvent[]>();
  for (const event of events) leads.set(event.lead, [...(leads.get(event.lead) ?? []), event]);
  return [...leads.values()].map((queue) => queue.sort((a, b) => a.sequence - b.sequence));
}

/** Takes a message for this sender until the claim runs out; false if another took it first. */
async function claim(client: SanityClient, event: QueuedEvent, now: Date): Promise<boolean> {
  try {
    // The revision check makes this a compare-and-set: of two senders, only one claims it.
    await client
      .patch(event._id)
      .ifRevisionId(event._rev)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .commit({ visibility: 'sync' });
    return true;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 409) return false;
    throw error;
  }
}

/** One attempt: undefined when acknowledged, else why not. */
async function attempt(
  endpoint: LeadWebhookEndpoint,
  event: QueuedEvent,
  now: Date,
  send: typeof fetch,
): Promise<string | undefined> {
  const body = event.payload ?? '';
  try {
    const response = await send(endpoint.url, {
      method: 'POST',
      headers: await webhookHeaders(endpoint.secret, event.messageId, now, body),
      body,
      // A redirect is a failure (the specification): the address should be corrected instead.
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status >= 200 && response.status < 300
      ? undefined
      : `The receiver answered ${String(response.status)}.`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return `No answer: ${cause ?? String((error as Error).message ?? error)}`.slice(0, 300);
  }
}

/** Records how the attempt went; answers the message's new state. */
async function record(
  client: SanityClient,
  event: QueuedEvent,
  failure: string | undefined,
  now: Date,
): Promise<LeadWebhookEvent['state']> {
  const attempts = event.attempts + 1;
  const at = now.toISOString();
  if (failure === undefined) {
    await client
      .patch(event._id)
      .set({ state: 'delivered', attempts, lastAttemptAt: at, deliveredAt: at })
      // The receiver holds the details now; the queue keeps only that it was told.
      .unset(['payload', 'lastError'])
      .commit({ visibility: 'sync' });
    return 'delivered';
  }
  const dead = attempts >= MAX_ATTEMPTS;
  await client
    .patch(event._id)
    .set({
      state: dead ? 'dead' : 'pending',
      attempts,
      lastAttemptAt: at,
      lastError: failure,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
      ...(dead ? { deadAt: at } : {}),
    })
    .commit({ visibility: 'sync' });
  return dead ? 'dead' : 'pending';
}

/**
 * One pass: for each lead, sends its messages that are due, in order, stopping at the first
 * that is not acknowledged (or not yet due, or dead). At most `limit` attempts in a pass.
 */
export async function deliverLeadEvents(
  client: SanityClient,
  endpoint: LeadWebhookEndpoint,
  now: Date,
  { limit = 100, send = fetch }: { limit?: number; send?: typeof fetch } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, failed: 0, dead: 0 };
  const open = await client.fetch<QueuedEvent[]>(OPEN_QUERY, {}, { perspective: 'raw' });
  let attempts = 0;
  for (const queue of byLead(open)) {
    for (const event of queue) {
      if (attempts >= limit) return report;
      if (event.state !== 'pending' || Date.parse(event.nextAttemptAt) > now.getTime()) break;
      if (!(await claim(client, event, now))) break;
      attempts += 1;
      const state = await record(client, event, await attempt(endpoint, event, now, send), now);
      if (state === 'delivered') {
        report.delivered += 1;
        continue;
      }
      report.failed += 1;
      if (state === 'dead') report.dead += 1;
      break;
    }
  }
  return report;
}

/**
 * An editor's retry of a dead letter: due at once, with a fresh count of attempts. The lead's
 * later messages follow it once it is acknowledged.
 */
export async function retryDeadLetter(
  client: Pick<SanityClient, 'patch'>,
  id: string,
  now: Date,
): Promise<void> {
  await client
    .patch(id)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now.toISOString() })
    .unset(['deadAt'])
    .commit({ visibility: 'sync' });
}
