import { CogIcon } from '@sanity/icons/Cog';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../objects/accessibleImage.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const SOCIAL_NETWORKS = [
  { title: 'Instagram', value: 'instagram' },
  { title: 'Facebook', value: 'facebook' },
  { title: 'X', value: 'x' },
  { title: 'YouTube', value: 'youtube' },
  { title: 'Pinterest', value: 'pinterest' },
];
const hexColour = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description: 'Six-character colour code without the #, e.g. "1f3a3d".',
    validation: (rule) =>
      rule
        .regex(/^[0-9a-fA-F]{6}$/, { name: 'colour code' })
        .error('Use six characters 0–9 and a–f, without the #.'),
  });

/** Business details used across the site: contact, licences, booking link, chat, notices. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'contact', title: 'Contact', default: true },
    { name: 'legal', title: 'Licences and notes' },
    { name: 'booking', title: 'Discovery calls and chat' },
    { name: 'social', title: 'Social networks' },
    { name: 'footer', title: 'Footer' },
    { name: 'notice', title: 'Launch notice' },
    { name: 'seo', title: 'Search and sharing' },
    { name: 'speed', title: 'Site speed' },
    { name: 'reply', title: 'Reply promise' },
  ],
  fields: [
    defineField({
      name: 'brandName',
      title: 'Business name',
      type: 'string',
      group: 'contact',
      description: 'Shown in the logo and in page titles.',
      validation: (rule) => rule.required().error('Please enter the business name.'),
    }),
    defineField({
      name: 'phone',
      title: 'Telephone number',
      type: 'string',
      group: 'contact',
      description:
        'Written as visitors should see it, e.g. "020 7946 0000". Spaces are removed when dialling.',
      validation: (rule) =>
        rule.required().regex(/^\+?[0-9 ()-]{7,20}$/, { name: 'telephone number' }),
    }),
    defineField({
      name: 'email',
      title: 'E-mail address',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'openingHours',
      title: 'Opening hours',
      type: 'array',
      group: 'contact',
      description:
        'What the contact panel says on each weekday, e.g. Monday "Available until" "5PM", Saturday "Open Mon" "9AM".',
      of: [
        defineArrayMember({
          name: 'openingHoursDay',
          title: 'Weekday',
          type: 'object',
          fields: [
            defineField({
              name: 'weekday',
              title: 'Weekday',
              type: 'number',
              options: { list: WEEKDAYS.map((title, index) => ({ title, value: index + 1 })) },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'label',
              title: 'Wording',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'time',
              title: 'Time',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: {
            select: { weekday: 'weekday', label: 'label', time: 'time' },
            prepare: ({ weekday, label, time }) => ({
              title: WEEKDAYS[Number(weekday) - 1] ?? 'Weekday',
              subtitle: [label, time].filter(Boolean).join(' '),
            }),
          },
        }),
      ],
      validation: (rule) => rule.max(7),
    }),
    defineField({
      name: 'aviationLicence',
      title: 'Air travel licence number',
      type: 'string',
      group: 'legal',
      description: 'Printed in the footer statement and in the legal pages.',
    }),
    defineField({
      name: 'paymentProtectionMembership',
      title: 'Payment protection membership number',
      type: 'string',
      group: 'legal',
      description: 'The trust account membership number shown on the financial protection page.',
    }),
    defineField({
      name: 'protectionStatement',
      title: 'Footer protection statement',
      type: 'text',
      rows: 3,
      group: 'legal',
      description: 'Write {licence} where the air travel licence number should appear.',
    }),
    defineField({
      name: 'enquiryRetentionMonths',
      title: 'Keep enquiries without a booking for (months)',
      type: 'number',
      group: 'legal',
      description:
        'Enquiries not marked "Booked" are deleted, with their history, once they are older than this. Keep it in step with the privacy policy, which says two years (24 months).',
      initialValue: 24,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(120)
          .error('Please give a whole number of months from 1 to 120.'),
    }),
    defineField({
      name: 'priceFootnotes',
      title: 'Price notes',
      type: 'object',
      group: 'legal',
      description: 'The small print under prices, marked with an asterisk.',
      fields: [
        defineField({ name: 'journey', title: 'Under itinerary prices', type: 'text', rows: 3 }),
        defineField({ name: 'cruise', title: 'Under cruise prices', type: 'text', rows: 3 }),
      ],
    }),
    defineField({
      name: 'scheduling',
      title: 'Discovery call booking page',
      type: 'object',
      group: 'booking',
      fields: [
        defineField({
          name: 'url',
          title: 'Booking page address',
          type: 'url',
          description: 'The address of the external scheduling page where visitors book a call.',
          validation: (rule) => rule.uri({ scheme: ['https'] }),
        }),
        defineField({
          name: 'hideEventTypeDetails',
          title: 'Hide the meeting details',
          type: 'boolean',
        }),
        defineField({
          name: 'hideLandingPageDetails',
          title: 'Hide the organiser details',
          type: 'boolean',
        }),
        hexColour('primaryColor', 'Accent colour'),
        hexColour('textColor', 'Text colour'),
        hexColour('backgroundColor', 'Background colour'),
        defineField({
          name: 'utmSource',
          title: 'Campaign source',
          type: 'string',
          description: 'Optional tracking label sent with each booking.',
        }),
        defineField({ name: 'utmMedium', title: 'Campaign medium', type: 'string' }),
        defineField({ name: 'utmCampaign', title: 'Campaign name', type: 'string' }),
      ],
    }),
    defineField({
      name: 'chat',
      title: 'Live chat',
      type: 'object',
      group: 'booking',
      description:
        'The identifiers from the live chat provider. Leave empty to hide the chat button.',
      fields: [
        defineField({ name: 'propertyId', title: 'Property ID', type: 'string' }),
        defineField({ name: 'widgetId', title: 'Widget ID', type: 'string' }),
      ],
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social network links',
      type: 'array',
      group: 'social',
      description: 'Shown in the footer. A network without an address appears greyed out.',
      of: [
        defineArrayMember({
          name: 'socialLink',
          title: 'Social network',
          type: 'object',
          fields: [
            defineField({
              name: 'network',
              title: 'Network',
              type: 'string',
              options: { list: SOCIAL_NETWORKS },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'label',
              title: 'Label for screen readers',
              type: 'string',
              description: 'e.g. "Follow us on Instagram".',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'url',
              title: 'Profile address',
              type: 'url',
              description: 'Leave empty until the profile is ready.',
              validation: (rule) => rule.uri({ scheme: ['https'] }),
            }),
          ],
          preview: { select: { title: 'network', subtitle: 'url' } },
        }),
      ],
    }),
    defineField({
      name: 'footerPages',
      title: 'Pages linked in the footer',
      type: 'array',
      group: 'footer',
      description:
        'The pages listed at the foot of every page, in this order, each under its own title. Drag to reorder. A page appears once it is published; remove it from this list before deleting it.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'page' }] })],
      validation: (rule) => rule.unique().error('Each page can be listed only once.'),
    }),
    defineField({
      name: 'launchNotice',
      title: 'Launch notice',
      type: 'object',
      group: 'notice',
      description: 'A pop-up shown to visitors before the full launch.',
      fields: [
        defineField({
          name: 'enabled',
          title: 'Show the notice',
          type: 'boolean',
          initialValue: false,
        }),
        defineField({ name: 'title', title: 'Heading', type: 'string' }),
        defineField({ name: 'body', title: 'Text', type: 'text', rows: 4 }),
      ],
    }),
    defineField({
      ...imageField({
        name: 'shareCard',
        title: 'Default share card',
        group: 'seo',
        description:
          'Shown when a page with no sharing picture or hero picture of its own is shared on social networks or in messages. 1200 × 630 pixels.',
      }),
      validation: (rule) =>
        rule
          .custom((value: { asset?: unknown } | undefined) =>
            value?.asset
              ? true
              : 'Without a default share card, pages with no picture of their own share as bare text.',
          )
          .warning(),
    }),
    defineField({
      name: 'seo',
      title: 'Default search and sharing details',
      type: 'seo',
      group: 'seo',
      description: 'Used by any page that has no search details of its own.',
    }),
    defineField({
      name: 'fieldSampleRate',
      title: 'Page views measured (%)',
      type: 'number',
      group: 'speed',
      description:
        'The share of visitors’ page views whose speed is measured for the Site speed tool. Leave at 100 unless the site grows very busy.',
      initialValue: 100,
      validation: (rule) => rule.min(0).max(100),
    }),
    defineField({
      name: 'replyPromise',
      title: 'Reply promise',
      type: 'object',
      group: 'reply',
      description:
        'When a visitor is told their specialist will reply, and when a waiting request is overdue and the team is told (UK time).',
      fields: [
        defineField({
          name: 'targetHours',
          title: 'Reply within (working hours)',
          type: 'number',
          initialValue: 2,
          validation: (rule) => rule.required().min(0.5).max(40),
        }),
        defineField({
          name: 'workingDays',
          title: 'Working days',
          type: 'array',
          of: [defineArrayMember({ type: 'number' })],
          options: {
            list: WEEKDAYS.map((title, index) => ({ title, value: index + 1 })),
            layout: 'grid',
          },
          validation: (rule) => rule.required().min(1),
        }),
        defineField({
          name: 'opens',
          title: 'Working day starts',
          type: 'string',
          description: 'As "09:00".',
          validation: (rule) =>
            rule.required().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { name: 'time' }),
        }),
        defineField({
          name: 'closes',
          title: 'Working day ends',
          type: 'string',
          description: 'As "17:30".',
          validation: (rule) =>
            rule.required().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { name: 'time' }),
        }),
        defineField({
          name: 'bankHolidays',
          title: 'Bank holidays',
          type: 'array',
          description: 'The UK bank holidays the team keeps: no working hours are counted on them.',
          of: [defineArrayMember({ type: 'date' })],
          validation: (rule) => rule.unique(),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
