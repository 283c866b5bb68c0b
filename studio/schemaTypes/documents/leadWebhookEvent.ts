import { LinkIcon } from '@sanity/icons/Link';
import { defineField, defineType } from 'sanity';
import {
  DELIVERY_STATES,
  LEAD_EVENT_TYPES,
  LEAD_WEBHOOK_EVENT_TYPE,
} from '../../../features/leadWebhooks/index.ts';

/** Written by the sender only: an editor reads it and may retry it, never edits it. */
const kept = { readOnly: true } as const;

/**
 * One message about a lead for the business's own systems (decision 115), queued by the site and
 * sent to the lead webhook until acknowledged. Those never acknowledged are listed under
 * "Undelivered webhooks", where "Retry delivery" sends them again. Personal data: private by
 * type, erased with its lead.
 */
export const leadWebhookEvent = defineType({
  name: LEAD_WEBHOOK_EVENT_TYPE,
  title: 'Webhook message',
  type: 'document',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'state',
      title: 'Delivery',
      type: 'string',
      options: { list: [...DELIVERY_STATES], layout: 'radio' },
      ...kept,
    }),
    defineField({
      name: 'eventType',
      title: 'Message',
      type: 'string',
      options: { list: [...LEAD_EVENT_TYPES] },
      ...kept,
    }),
    defineField({
      name: 'lead',
      title: 'Lead',
      type: 'string',
      description: 'The enquiry or trip request it is about (erased leads leave their id only).',
      ...kept,
    }),
    defineField({ name: 'leadKind', title: 'Kind of lead', type: 'string', ...kept }),
    defineField({
      name: 'sequence',
      title: 'Number',
      type: 'number',
      description: 'The lead’s messages are delivered in this order, each after the one before.',
      ...kept,
    }),
    defineField({ name: 'leadState', title: 'State announced', type: 'string', ...kept }),
    defineField({ name: 'attempts', title: 'Attempts', type: 'number', ...kept }),
    defineField({ name: 'lastError', title: 'Last failure', type: 'string', ...kept }),
    defineField({ name: 'createdAt', title: 'Queued', type: 'datetime', ...kept }),
    defineField({ name: 'lastAttemptAt', title: 'Last attempt', type: 'datetime', ...kept }),
    defineField({ name: 'nextAttemptAt', title: 'Next attempt', type: 'datetime', ...kept }),
    defineField({ name: 'deliveredAt', title: 'Delivered', type: 'datetime', ...kept }),
    defineField({ name: 'deadAt', title: 'Given up', type: 'datetime', ...kept }),
    defineField({
      name: 'messageId',
      title: 'Message id',
      type: 'string',
      description:
        'The webhook-id header: the same on every attempt, so the receiver takes it once.',
      ...kept,
    }),
    defineField({
      name: 'payload',
      title: 'Body',
      type: 'text',
      rows: 6,
      description: 'The JSON sent, signed. Removed once delivered.',
      ...kept,
    }),
  ],
  preview: {
    select: {
      eventType: 'eventType',
      lead: 'lead',
      state: 'state',
      attempts: 'attempts',
      lastError: 'lastError',
    },
    prepare: ({ eventType, lead, state, attempts, lastError }) => ({
      title: `${String(eventType ?? 'Message')} · ${String(lead ?? '')}`,
      subtitle: [
        DELIVERY_STATES.find((option) => option.value === state)?.title,
        `${String(attempts ?? 0)} attempt(s)`,
        typeof lastError === 'string' ? lastError : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
  orderings: [
    {
      title: 'Queued, newest first',
      name: 'createdAtDesc',
      by: [{ field: 'createdAt', direction: 'desc' }],
    },
  ],
});
