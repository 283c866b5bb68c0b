/**
 * What the business's own systems are told about a lead, and how each message waits in the
 * content lake until they have taken it: one `leadWebhookEvent` document per message, numbered
 * per lead so that they go out in the order the lead changed (decision 115).
 */

/** The document type of a queued message; private by type, like the leads it copies. */
export const LEAD_WEBHOOK_EVENT_TYPE = 'leadWebhookEvent';

/** The two kinds of lead the site takes: the forms' enquiries and the written trip requests. */
export const LEAD_KINDS = ['tripRequest', 'enquiry'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * `lead.received`: a lead arrived (sent once, with everything the visitor gave);
 * `lead.state_changed`: its state (a trip request's) or status (an enquiry's) changed;
 * `lead.erased`: it was erased or passed its retention period (its id only).
 */
export const LEAD_EVENT_TYPES = ['lead.received', 'lead.state_changed', 'lead.erased'] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** pending: not yet acknowledged; delivered: the receiver answered 2xx; dead: gave up. */
export const DELIVERY_STATES = [
  { title: 'Waiting to be delivered', value: 'pending' },
  { title: 'Delivered', value: 'delivered' },
  { title: 'Not delivered (dead letter)', value: 'dead' },
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number]['value'];

/** The state an erasure announces, so the ledger of a lead ends with it. */
export const ERASED_STATE = 'erased';

export interface LeadWebhookEvent {
  _id: string;
  _type: typeof LEAD_WEBHOOK_EVENT_TYPE;
  /** The lead's document id, as a string: a reference would stop the lead being erased. */
  lead: string;
  leadKind: LeadKind;
  /** 1 for the lead's first message, then one more for each: the order they must arrive in. */
  sequence: number;
  eventType: LeadEventType;
  /** The lead's state this message announces (`erased` for an erasure). */
  leadState: string | null;
  /** The Standard Webhooks `webhook-id`: the same on every attempt, for the receiver's dedupe. */
  messageId: string;
  createdAt: string;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt?: string;
  lastError?: string;
  deliveredAt?: string;
  deadAt?: string;
  /** The exact JSON body sent and signed; removed once delivered, as nothing needs it then. */
  payload?: string;
}

/** One document per lead and number: two processes announcing the same change make one. */
export function leadWebhookEventId(leadId: string, sequence: number): string {
  return `${LEAD_WEBHOOK_EVENT_TYPE}.${leadId}.${String(sequence)}`;
}

/** A fresh message id; no full stop, as the signed content joins id, time and body with them. */
export function newMessageId(): string {
  return `msg_${crypto.randomUUID().replaceAll('-', '')}`;
}

/** A lead as stored: the fields this module reads of either kind. */
export type LeadDocument = { _id: string; _type: string } & Record<string, unknown>;

const picked = (document: LeadDocument, fields: readonly string[]) =>
  Object.fromEntries(
    fields.flatMap((field) => (document[field] === undefined ? [] : [[field, document[field]]])),
  );

/** Who sent the lead and how to reach them, in one shape for both kinds. */
function personOf(lead: LeadDocument): Record<string, unknown> {
  const named = [lead.firstName, lead.lastName].filter((part) => typeof part === 'string');
  return {
    name: typeof lead.name === 'string' ? lead.name : named.join(' '),
    ...picked(lead, ['firstName', 'lastName', 'email', 'phone', 'consent']),
  };
}

/** What the site read from a trip request's words (as an editor may have corrected it). */
const READING_FIELDS = [
  'places',
  'when',
  'whenFrom',
  'whenTo',
  'nights',
  'adults',
  'children',
  'childAges',
  'holidayTypes',
  'budgetGbp',
  'budgetPer',
];

/** What the visitor asked for, as they gave it. */
function requestOf(lead: LeadDocument): Record<string, unknown> {
  if (lead._type === 'tripRequest') {
    const extracted = lead.extracted;
    const reading =
      typeof extracted === 'object' && extracted !== null
        ? picked(extracted as LeadDocument, READING_FIELDS)
        : {};
    return { ...picked(lead, ['message', 'placeHint']), reading };
  }
  return picked(lead, [
    'formKind',
    'source',
    'tripDateType',
    'tripDate',
    'months',
    'regions',
    'notes',
  ]);
}

export interface LeadMessage {
  eventType: LeadEventType;
  lead: { _id: string; _type: LeadKind };
  /** When the change happened (the lead's arrival for `lead.received`). */
  occurredAt: Date;
  state: string | null;
  previousState?: string | null;
  /** The whole lead, for `lead.received` only. */
  document?: LeadDocument;
}

/**
 * The body of one message, minified JSON in the specification's shape (`type`, `timestamp`,
 * `data`). Only `lead.received` carries the person's details; later messages name the lead by
 * id, so a receiver that missed nothing has everything and a leak of one says little.
 */
export function leadPayload(message: LeadMessage): string {
  const base = { id: message.lead._id, kind: message.lead._type };
  const data =
    message.eventType === 'lead.received'
      ? {
          ...base,
          state: message.state,
          createdAt: message.occurredAt.toISOString(),
          person: message.document ? personOf(message.document) : {},
          request: message.document ? requestOf(message.document) : {},
        }
      : message.eventType === 'lead.state_changed'
        ? { ...base, state: message.state, previousState: message.previousState ?? null }
        : base;
  return JSON.stringify({
    type: message.eventType,
    timestamp: message.occurredAt.toISOString(),
    data,
  });
}

/** A new message for a lead, waiting from `now`. */
export function queuedEvent(message: LeadMessage, sequence: number, now: Date): LeadWebhookEvent {
  return {
    _id: leadWebhookEventId(message.lead._id, sequence),
    _type: LEAD_WEBHOOK_EVENT_TYPE,
    lead: message.lead._id,
    leadKind: message.lead._type,
    sequence,
    eventType: message.eventType,
    leadState: message.eventType === 'lead.erased' ? ERASED_STATE : message.state,
    messageId: newMessageId(),
    createdAt: now.toISOString(),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now.toISOString(),
    payload: leadPayload(message),
  };
}
