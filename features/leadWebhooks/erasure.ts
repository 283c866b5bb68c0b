/**
 * What erasing leads means for their queued messages: every message about them goes (they copy
 * the person's details), and a lead the business's systems were told of gets one last message,
 * `lead.erased`, with its id only, so a CRM can erase its copy too (one never sent a message
 * about it is told nothing). Written in the same
 * transaction as the erasure itself (features/privacy/personalData.ts).
 */
import type { SanityClient } from '@sanity/client';
import {
  LEAD_WEBHOOK_EVENT_TYPE,
  queuedEvent,
  type LeadKind,
  type LeadWebhookEvent,
} from './events.ts';

export interface LeadWebhookErasure {
  /** The ids of every message about the leads erased. */
  deleteIds: string[];
  /** The `lead.erased` messages to queue in their place. */
  create: LeadWebhookEvent[];
}

const EVENTS_OF_LEADS = `*[_type == "${LEAD_WEBHOOK_EVENT_TYPE}" && lead in $leads]{_id, lead, leadKind, sequence, eventType, state, attempts}`;

/** The published id a draft stands for: messages name leads by their published id. */
const publishedId = (id: string) => id.replace(/^drafts\./, '');

export async function leadWebhookErasure(
  client: Pick<SanityClient, 'fetch'>,
  leadIds: readonly string[],
  now: Date,
): Promise<LeadWebhookErasure> {
  const leads = [...new Set(leadIds.map(publishedId))];
  if (leads.length === 0) return { deleteIds: [], create: [] };
  const events = await client.fetch<
    Pick<
      LeadWebhookEvent,
      '_id' | 'lead' | 'leadKind' | 'sequence' | 'eventType' | 'state' | 'attempts'
    >[]
  >(EVENTS_OF_LEADS, { leads }, { perspective: 'raw' });
  const last = new Map<string, { kind: LeadKind; sequence: number; erased: boolean }>();
  // Only a lead a message may have reached is announced as erased: one sent at least once.
  const reached = new Set(
    events.filter((event) => event.state === 'delivered' || event.attempts > 0).map((e) => e.lead),
  );
  for (const event of events) {
    const known = last.get(event.lead);
    if (!known || event.sequence > known.sequence) {
      last.set(event.lead, {
        kind: event.leadKind,
        sequence: event.sequence,
        erased: event.eventType === 'lead.erased',
      });
    }
  }
  return {
    // The erasure message of an earlier erasure names no one: it stays, and is not repeated.
    deleteIds: events.filter((event) => event.eventType !== 'lead.erased').map((e) => e._id),
    create: [...last.entries()]
      .filter(([lead, told]) => reached.has(lead) && !told.erased)
      .map(([lead, told]) =>
        queuedEvent(
          {
            eventType: 'lead.erased',
            lead: { _id: lead, _type: told.kind },
            occurredAt: now,
            state: null,
          },
          told.sequence + 1,
          now,
        ),
      ),
  };
}
