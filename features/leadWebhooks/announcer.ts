/**
 * Finds what the business's systems have not yet been told: a lead with no message yet, or one
 * whose state differs from the last one announced, and queues the message in the lake. It reads
 * the leads as stored rather than hooking each writer (the forms, the Studio's routing action,
 * an editor's publish), so every path that changes a lead is covered by one pass; a change
 * undone before the next pass is not announced (decision 115).
 */
import type { SanityClient } from '@sanity/client';
import {
  LEAD_KINDS,
  LEAD_WEBHOOK_EVENT_TYPE,
  queuedEvent,
  type LeadDocument,
  type LeadKind,
} from './events.ts';

/** Every published lead, oldest first, with the state it stands in. */
const LEADS_QUERY = `*[_type in $kinds && !(_id in path("drafts.**"))] | order(createdAt asc){
  _id, _type, "state": coalesce(state, status)
}`;

/** What has been announced of each lead: every message's number and the state it told. */
const LEDGER_QUERY = `*[_type == "${LEAD_WEBHOOK_EVENT_TYPE}"]{lead, sequence, leadState}`;

interface LedgerRow {
  lead: string;
  sequence: number;
  leadState: string | null;
}

/** Each lead's last message: its number and the state it announced. */
function lastAnnounced(rows: readonly LedgerRow[]): Map<string, LedgerRow> {
  const last = new Map<string, LedgerRow>();
  for (const row of rows) {
    const known = last.get(row.lead);
    if (!known || row.sequence > known.sequence) last.set(row.lead, row);
  }
  return last;
}

/**
 * Queues a message for each lead that changed since it was last announced (at most `limit`);
 * answers how many it queued. Two processes may run this at once: the message's id is the
 * lead's and its number, so the second create of the same message fails and is skipped.
 */
export async function announceLeadChanges(
  client: SanityClient,
  now: Date,
  limit = 100,
): Promise<number> {
  const leads = await client.fetch<{ _id: string; _type: LeadKind; state: string | null }[]>(
    LEADS_QUERY,
    { kinds: LEAD_KINDS },
    { perspective: 'raw' },
  );
  const ledger = lastAnnounced(
    await client.fetch<LedgerRow[]>(LEDGER_QUERY, {}, { perspective: 'raw' }),
  );
  const changed = leads
    .filter((lead) => {
      const last = ledger.get(lead._id);
      return !last || (last.leadState ?? null) !== (lead.state ?? null);
    })
    .slice(0, limit);

  let queued = 0;
  for (const row of changed) {
    const last = ledger.get(row._id);
    const document = last ? undefined : await client.getDocument<LeadDocument>(row._id);
    if (!last && !document) continue; // erased since the list was read
    const createdAt = typeof document?.createdAt === 'string' ? new Date(document.createdAt) : now;
    const event = queuedEvent(
      last
        ? {
            eventType: 'lead.state_changed',
            lead: row,
            occurredAt: now,
            state: row.state,
            previousState: last.leadState,
          }
        : {
            eventType: 'lead.received',
            lead: row,
            occurredAt: Number.isFinite(createdAt.getTime()) ? createdAt : now,
            state: row.state,
            document,
          },
      (last?.sequence ?? 0) + 1,
      now,
    );
    try {
      await client.create(event, { visibility: 'sync' });
      queued += 1;
    } catch (error) {
      // Another process queued this very message first.
      if ((error as { statusCode?: number }).statusCode !== 409) throw error;
    }
  }
  return queued;
}
