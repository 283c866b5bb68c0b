import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { defineArrayMember, defineField, defineType } from 'sanity';

export const ENQUIRY_STATUSES = [
  { title: 'New', value: 'new' },
  { title: 'Contacted', value: 'contacted' },
  // Kept past the retention period: the booking's own records take over from here.
  { title: 'Booked', value: 'booked' },
  { title: 'Closed', value: 'closed' },
];

/** What a visitor sent is kept as sent: only the follow-up status and internal notes are editable. */
const sent = { readOnly: true } as const;

/** A lead from the site's booking and callback forms, stored by the enquiries function. */
export const enquiry = defineType({
  name: 'enquiry',
  title: 'Enquiry',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      description:
        'Move to "Contacted" once someone has replied, to "Booked" when it became a booking, and to "Closed" when nothing more is needed. Enquiries not marked "Booked" are deleted once older than the period in site settings.',
      options: { list: ENQUIRY_STATUSES, layout: 'radio', direction: 'horizontal' },
      initialValue: 'new',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'internalNotes',
      title: 'Internal notes',
      type: 'text',
      rows: 4,
      description: 'For the team only; never shown to the visitor.',
    }),
    defineField({ name: 'createdAt', title: 'Received', type: 'datetime', ...sent }),
    defineField({ name: 'firstName', title: 'First name', type: 'string', ...sent }),
    defineField({ name: 'lastName', title: 'Last name', type: 'string', ...sent }),
    defineField({ name: 'email', title: 'E-mail address', type: 'string', ...sent }),
    defineField({ name: 'phone', title: 'Contact number', type: 'string', ...sent }),
    defineField({
      name: 'formKind',
      title: 'Form',
      type: 'string',
      options: {
        list: [
          { title: 'Talk to an expert', value: 'booking' },
          { title: 'Callback request', value: 'callback' },
        ],
      },
      ...sent,
    }),
    defineField({ name: 'source', title: 'Sent from page', type: 'string', ...sent }),
    defineField({
      name: 'tripDateType',
      title: 'Travel dates given as',
      type: 'string',
      options: {
        list: [
          { title: 'Month', value: 'month' },
          { title: 'Date', value: 'date' },
        ],
      },
      ...sent,
    }),
    defineField({ name: 'tripDate', title: 'Travel date', type: 'string', ...sent }),
    defineField({
      name: 'months',
      title: 'Months',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      ...sent,
    }),
    defineField({
      name: 'regions',
      title: 'Regions',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      ...sent,
    }),
    defineField({ name: 'notes', title: 'Notes from the visitor', type: 'text', rows: 5, ...sent }),
    defineField({ name: 'consent', title: 'Agreed to be contacted', type: 'boolean', ...sent }),
    defineField({
      name: 'emails',
      title: 'E-mails',
      type: 'array',
      description:
        'The team’s notice of this enquiry; unsent, it is retried with growing pauses until the mail server takes it.',
      of: [defineArrayMember({ type: 'emailDelivery' })],
      ...sent,
    }),
    defineField({
      name: 'idempotencyKey',
      title: 'Submission reference',
      type: 'string',
      description: 'Stops a form sent twice from creating two enquiries.',
      hidden: true,
      ...sent,
    }),
  ],
  orderings: [
    {
      title: 'Newest first',
      name: 'createdAtDesc',
      by: [{ field: 'createdAt', direction: 'desc' }],
    },
  ],
  preview: {
    select: {
      firstName: 'firstName',
      lastName: 'lastName',
      status: 'status',
      createdAt: 'createdAt',
      formKind: 'formKind',
    },
    prepare: ({ firstName, lastName, status, createdAt, formKind }) => ({
      title: [firstName, lastName].filter(Boolean).join(' ') || 'Unnamed visitor',
      subtitle: [
        typeof status === 'string' ? status[0]?.toUpperCase() + status.slice(1) : undefined,
        formKind === 'callback'
          ? 'callback'
          : formKind === 'booking'
            ? 'talk to an expert'
            : undefined,
        typeof createdAt === 'string'
          ? new Date(createdAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
          : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
