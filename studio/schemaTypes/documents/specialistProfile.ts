import { UsersIcon } from '@sanity/icons/Users';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { HOLIDAY_TYPE_OPTIONS } from '../../../features/tripRequests/browser.ts';
import { imageField } from '../objects/accessibleImage.ts';
import { slugField } from '../objects/commonFields.ts';

/**
 * A specialist as visitors meet them, at /specialists/{slug} and beside the journeys,
 * destinations and holiday types they know. Public by design: it holds nothing private. Their
 * e-mail address, routing and away status stay on the private "Travel specialist" record, which
 * points here (decision 111).
 */
export const specialistProfile = defineType({
  name: 'specialistProfile',
  title: 'Specialist profile',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Please give the specialist’s name.'),
    }),
    slugField({
      source: 'name',
      description: 'Their page, e.g. "amelia-crane" for /specialists/amelia-crane.',
    }),
    imageField({ name: 'portrait', title: 'Portrait', required: true }),
    defineField({
      name: 'oneLine',
      title: 'One line on them',
      type: 'string',
      description:
        'Shown with their portrait when a visitor’s request reaches them, e.g. "Has walked every tea estate in Sri Lanka’s hill country".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'biography',
      title: 'Short biography',
      type: 'text',
      rows: 5,
      description: 'A few sentences in the brand’s voice, for their page.',
      validation: (rule) => rule.required().max(900),
    }),
    defineField({
      name: 'regions',
      title: 'Regions',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'journeyRegion' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'holidayTypes',
      title: 'Holiday types',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...HOLIDAY_TYPE_OPTIONS], layout: 'grid' },
    }),
    defineField({
      name: 'places',
      title: 'Places they have travelled',
      type: 'array',
      description:
        'Name each place as the site names it ("Sri Lanka"): journey and destination pages offer the specialist who has been most often.',
      of: [
        defineArrayMember({
          name: 'placeTravelled',
          title: 'Place',
          type: 'object',
          fields: [
            defineField({
              name: 'place',
              title: 'Place',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'visits',
              title: 'Times travelled',
              type: 'number',
              validation: (rule) => rule.required().integer().min(1),
            }),
            defineField({
              name: 'lastVisited',
              title: 'Latest visit (year)',
              type: 'number',
              validation: (rule) => rule.integer().min(1950).max(2100),
            }),
          ],
          preview: {
            select: { place: 'place', visits: 'visits', lastVisited: 'lastVisited' },
            prepare: ({ place, visits, lastVisited }) => ({
              title: typeof place === 'string' ? place : 'A place',
              subtitle: [
                typeof visits === 'number' ? `${visits} time${visits === 1 ? '' : 's'}` : undefined,
                typeof lastVisited === 'number' ? `latest ${lastVisited}` : undefined,
              ]
                .filter(Boolean)
                .join(' · '),
            }),
          },
        }),
      ],
    }),
    defineField({
      name: 'languages',
      title: 'Languages',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'order',
      title: 'Order on the specialists page',
      type: 'number',
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  orderings: [{ title: 'Page order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', subtitle: 'oneLine', media: 'portrait' },
  },
});
