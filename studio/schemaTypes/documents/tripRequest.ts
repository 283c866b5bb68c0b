import { MicrophoneIcon } from '@sanity/icons/Microphone';
import { PinIcon } from '@sanity/icons/Pin';
import { VideoIcon } from '@sanity/icons/Video';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { ConfidenceInput } from '../../components/ConfidenceInput.tsx';
import { ModerationReasonInput } from '../../components/ModerationReasonInput.tsx';
import { RecordingInput } from '../../components/RecordingInput.tsx';
import { ReplyStatusInput } from '../../components/ReplyStatusInput.tsx';
import { ToConfirmInput } from '../../components/ToConfirmInput.tsx';
import { recordingElement, recordingTitle } from '../../components/recordingSource.ts';
import {
  fieldsToConfirm,
  HOLIDAY_TYPE_OPTIONS,
  type StoredReading,
} from '../../../features/tripRequests/browser.ts';
import {
  EMAIL_KINDS,
  EMAIL_STATES,
  TRIP_REQUEST_STATES,
} from '../../../features/tripRequests/browser.ts';

/** What the visitor sent is kept as sent; the reading of it may be corrected by an editor. */
const sent = { readOnly: true } as const;

/** How sure the reading of a field was: shown in words, never edited (the value is). */
const confidence = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description: 'How sure the automatic reading was. Anything less than sure waits for a person.',
    readOnly: true,
    components: { input: ConfidenceInput },
    validation: (rule) => rule.min(0).max(1),
  });

/**
 * A trip described in the visitor's own words at /plan-my-trip, stored by the trip-requests
 * function with what was read from it, whom it went to and each e-mail's delivery. Personal data:
 * private by type, and it arrives only from the site.
 */
export const tripRequest = defineType({
  name: 'tripRequest',
  title: 'Trip request',
  type: 'document',
  icon: PinIcon,
  groups: [
    { name: 'request', title: 'Request', default: true },
    { name: 'reading', title: 'What we read' },
    { name: 'delivery', title: 'Routing and e-mail' },
  ],
  fields: [
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      group: ['request', 'reading'],
      description:
        '"Needs a person" requests wait for an editor: correct what we read, then use "Route to specialists".',
      options: { list: [...TRIP_REQUEST_STATES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'needs-a-person',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'moderationReason',
      title: 'Why it needs a person',
      type: 'string',
      group: 'request',
      components: { input: ModerationReasonInput },
      // Routing clears it: a routed request has nothing to explain.
      hidden: ({ value }) => !value,
      ...sent,
    }),
    defineField({
      name: 'askedFor',
      title: 'Asked for',
      type: 'reference',
      to: [{ type: 'travelSpecialist' }],
      group: 'request',
      description:
        'Sent from this specialist’s page: it goes to them, or to a colleague while they are away.',
      hidden: ({ value }) => !value,
      ...sent,
    }),
    defineField({
      name: 'toConfirm',
      title: 'To confirm with the visitor',
      type: 'string',
      group: 'request',
      description: 'Read less surely: the specialist checks these when they reply.',
      components: { input: ToConfirmInput },
      // Shown, never stored: the list follows the reading as it is corrected.
      hidden: ({ document }) =>
        document?.state !== 'routed' ||
        fieldsToConfirm(document.extracted as StoredReading | undefined).length === 0,
      ...sent,
    }),
    defineField({
      name: 'replyStatus',
      title: 'Reply',
      type: 'string',
      group: 'request',
      description: 'Who owns it, its age in working hours, and whether the promised reply is late.',
      components: { input: ReplyStatusInput },
      // Shown, never stored: worked out from the fields below and the reply promise.
      hidden: ({ document }) => document?.state !== 'routed',
      ...sent,
    }),
    defineField({
      name: 'repliedAt',
      title: 'First reply sent',
      type: 'datetime',
      group: 'request',
      description:
        'Set this when you have replied to the visitor: it stops the overdue warning and counts towards the month’s reply times.',
    }),
    defineField({
      name: 'replyBy',
      title: 'Reply promised by',
      type: 'datetime',
      group: 'request',
      ...sent,
    }),
    defineField({
      name: 'escalatedAt',
      title: 'Team told it was overdue',
      type: 'datetime',
      group: 'delivery',
      hidden: ({ value }) => !value,
      ...sent,
    }),
    defineField({
      name: 'createdAt',
      title: 'Received',
      type: 'datetime',
      group: 'request',
      ...sent,
    }),
    defineField({ name: 'name', title: 'Name', type: 'string', group: 'request', ...sent }),
    defineField({
      name: 'email',
      title: 'E-mail address',
      type: 'string',
      group: 'request',
      ...sent,
    }),
    defineField({
      name: 'phone',
      title: 'Contact number',
      type: 'string',
      group: 'request',
      ...sent,
    }),
    defineField({
      name: 'message',
      title: 'The trip in their words',
      type: 'text',
      rows: 8,
      group: 'request',
      ...sent,
    }),
    defineField({
      name: 'placeHint',
      title: 'Sent from the page of',
      type: 'string',
      group: 'request',
      ...sent,
    }),
    defineField({
      name: 'recording',
      title: 'Voice note or video',
      type: 'file',
      group: 'request',
      options: { accept: 'audio/*,video/*' },
      // Played here; never replaced, since it is what the visitor sent.
      components: { input: RecordingInput },
      ...sent,
    }),
    defineField({
      name: 'consent',
      title: 'Agreed to be contacted',
      type: 'boolean',
      group: 'request',
      ...sent,
    }),
    defineField({
      name: 'extracted',
      title: 'What we read',
      type: 'object',
      group: 'reading',
      description: 'Correct anything misread before routing; regions decide who receives it.',
      fields: [
        defineField({
          name: 'places',
          title: 'Places named',
          type: 'array',
          of: [defineArrayMember({ type: 'string' })],
        }),
        defineField({
          name: 'regions',
          title: 'Regions',
          type: 'array',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'journeyRegion' }] })],
        }),
        confidence('placesConfidence', 'Places: confidence'),
        defineField({ name: 'when', title: 'When', type: 'string' }),
        defineField({ name: 'whenFrom', title: 'From', type: 'date' }),
        defineField({ name: 'whenTo', title: 'To', type: 'date' }),
        confidence('whenConfidence', 'When: confidence'),
        defineField({ name: 'nights', title: 'Nights', type: 'number' }),
        confidence('nightsConfidence', 'Nights: confidence'),
        defineField({ name: 'adults', title: 'Adults', type: 'number' }),
        defineField({ name: 'children', title: 'Children', type: 'number' }),
        defineField({
          name: 'childAges',
          title: 'Children’s ages',
          type: 'array',
          of: [defineArrayMember({ type: 'number' })],
        }),
        confidence('partyConfidence', 'Who: confidence'),
        defineField({
          name: 'holidayTypes',
          title: 'Holiday types',
          type: 'array',
          of: [defineArrayMember({ type: 'string' })],
          options: { list: [...HOLIDAY_TYPE_OPTIONS], layout: 'grid' },
        }),
        confidence('holidayTypeConfidence', 'Holiday types: confidence'),
        defineField({ name: 'budgetGbp', title: 'Budget (£)', type: 'number' }),
        defineField({
          name: 'budgetPer',
          title: 'Budget is',
          type: 'string',
          options: {
            list: [
              { title: 'Per person', value: 'person' },
              { title: 'In total', value: 'total' },
            ],
          },
        }),
        confidence('budgetConfidence', 'Budget: confidence'),
      ],
    }),
    defineField({
      name: 'routedTo',
      title: 'Sent to',
      type: 'array',
      group: 'delivery',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'routing',
          fields: [
            defineField({
              name: 'specialist',
              title: 'Specialist',
              type: 'reference',
              to: [{ type: 'travelSpecialist' }],
            }),
            defineField({ name: 'name', title: 'Name when routed', type: 'string' }),
            defineField({
              name: 'profile',
              title: 'Public profile shown to the visitor',
              type: 'reference',
              to: [{ type: 'specialistProfile' }],
            }),
            defineField({ name: 'routedAt', title: 'When', type: 'datetime' }),
          ],
          preview: {
            select: { title: 'specialist.name', routedAt: 'routedAt' },
            prepare: ({ title, routedAt }) => ({
              title: typeof title === 'string' ? title : 'A specialist',
              subtitle:
                typeof routedAt === 'string'
                  ? new Date(routedAt).toLocaleString('en-GB', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })
                  : undefined,
            }),
          },
        }),
      ],
      ...sent,
    }),
    defineField({
      name: 'emails',
      title: 'E-mails',
      type: 'array',
      group: 'delivery',
      description:
        'Unsent e-mails are retried with growing pauses until the mail server takes them.',
      of: [defineArrayMember({ type: 'emailDelivery' })],
      ...sent,
    }),
    defineField({
      name: 'idempotencyKey',
      title: 'Submission reference',
      type: 'string',
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
      name: 'name',
      state: 'state',
      createdAt: 'createdAt',
      message: 'message',
      // A reference's id is its own; the type is read from the asset it refers to.
      recording: 'recording.asset._id',
      recordingType: 'recording.asset.mimeType',
    },
    // A request that carries a recording says so first in the lists, with its own icon.
    prepare: ({ name, state, createdAt, message, recording, recordingType }) => {
      const mimeType = typeof recordingType === 'string' ? recordingType : undefined;
      const recordingIcon = recordingElement(mimeType) === 'video' ? VideoIcon : MicrophoneIcon;
      return {
        title: typeof name === 'string' && name ? name : 'Unnamed visitor',
        media: recording ? recordingIcon : PinIcon,
        subtitle: [
          recording ? recordingTitle(mimeType) : undefined,
          TRIP_REQUEST_STATES.find((option) => option.value === state)?.title,
          typeof createdAt === 'string'
            ? new Date(createdAt).toLocaleString('en-GB', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })
            : undefined,
          typeof message === 'string' ? message.slice(0, 60) : undefined,
        ]
          .filter(Boolean)
          .join(' · '),
      };
    },
  },
});

/** One e-mail the site owes someone, and how its delivery went (kept on the request or enquiry). */
export const emailDelivery = defineType({
  name: 'emailDelivery',
  title: 'E-mail',
  type: 'object',
  fields: [
    defineField({
      name: 'kind',
      title: 'For',
      type: 'string',
      options: { list: [...EMAIL_KINDS] },
    }),
    defineField({ name: 'to', title: 'To', type: 'string' }),
    defineField({
      name: 'specialist',
      title: 'Specialist',
      type: 'reference',
      to: [{ type: 'travelSpecialist' }],
    }),
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      options: { list: [...EMAIL_STATES] },
    }),
    defineField({ name: 'attempts', title: 'Attempts', type: 'number' }),
    defineField({ name: 'lastAttemptAt', title: 'Last attempt', type: 'datetime' }),
    defineField({ name: 'nextAttemptAt', title: 'Next attempt', type: 'datetime' }),
    defineField({ name: 'lastError', title: 'Last error', type: 'string' }),
    defineField({ name: 'sentAt', title: 'Sent', type: 'datetime' }),
  ],
  preview: {
    select: { kind: 'kind', to: 'to', state: 'state', attempts: 'attempts' },
    prepare: ({ kind, to, state, attempts }) => ({
      title: `${String(kind ?? 'e-mail')} to ${String(to ?? 'nobody')}`,
      subtitle: `${String(state ?? 'pending')}, ${Number(attempts ?? 0)} attempt(s)`,
    }),
  },
});
