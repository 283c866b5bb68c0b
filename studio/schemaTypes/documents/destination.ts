import { PinIcon } from '@sanity/icons/Pin';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../objects/accessibleImage.ts';
import { aliasesField } from '../objects/aliasesField.ts';
import { priceField, slugField } from '../objects/commonFields.ts';
import { holidayTypesField } from '../objects/holidayTypes.ts';
import { whenToGoField } from '../objects/whenToGo.ts';

/** A destination page (/picks/{web address}) and its card in the destinations carousel. */
export const destination = defineType({
  name: 'destination',
  title: 'Destination',
  type: 'document',
  icon: PinIcon,
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'card', title: 'Card and hotels' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'heroTitle',
      title: 'Title',
      type: 'string',
      group: 'page',
      validation: (rule) => rule.required().error('Please give the destination a title.'),
    }),
    slugField({
      source: 'heroTitle',
      group: 'page',
      description: 'The page address is /picks/ followed by this.',
    }),
    defineField({
      name: 'order',
      title: 'Position in the carousel',
      type: 'number',
      group: 'page',
      description: 'Lower numbers come first.',
      validation: (rule) => rule.integer().min(0),
    }),
    aliasesField({ group: 'page' }),
    defineField({ name: 'heroSubtitle', title: 'Subtitle', type: 'string', group: 'page' }),
    imageField({ name: 'heroImage', title: 'Main picture', group: 'page' }),
    defineField({
      name: 'locations',
      title: 'Places in the offers feed',
      type: 'array',
      group: 'page',
      description:
        'Partner offers whose location matches one of these names are shown on this page, e.g. "Maldives".',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'contentTitle',
      title: 'Introduction heading',
      type: 'string',
      group: 'page',
    }),
    defineField({
      name: 'contentText',
      title: 'Introduction text',
      type: 'text',
      rows: 6,
      group: 'page',
    }),
    defineField({
      name: 'offerMessage',
      title: 'Offer message',
      type: 'string',
      group: 'page',
      description: 'Optional short line above the price.',
    }),
    priceField({
      name: 'offerPrice',
      title: 'Price from (£ per person)',
      group: 'page',
      description:
        'Whole pounds. Leave empty to show the lowest price among the partner offers for this destination.',
    }),
    whenToGoField({
      group: 'page',
      description: 'Shown on the page and used by the trip finder for "when".',
    }),
    holidayTypesField({
      group: 'page',
      description:
        'The kinds of holiday this destination suits; its partner offers are found under them in the trip finder.',
    }),
    defineField({
      name: 'card',
      title: 'Card',
      type: 'object',
      group: 'card',
      description: 'The card in the destinations carousel.',
      fields: [
        imageField({ name: 'image', title: 'Picture' }),
        defineField({
          name: 'region',
          title: 'Region',
          type: 'string',
          description: 'e.g. "Indian Ocean".',
        }),
        defineField({
          name: 'location',
          title: 'Label',
          type: 'string',
          description: 'e.g. "Maldives".',
        }),
      ],
    }),
    defineField({
      name: 'additionalContent',
      title: 'Card text',
      type: 'text',
      rows: 4,
      group: 'card',
    }),
    defineField({
      name: 'days',
      title: 'Day cards',
      type: 'array',
      group: 'card',
      description: 'Shown when a visitor expands the destinations list.',
      of: [defineArrayMember({ type: 'itineraryDay' })],
    }),
    defineField({
      name: 'dealsExample',
      title: 'Example hotels',
      type: 'array',
      group: 'card',
      of: [defineArrayMember({ type: 'hotelExample' })],
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  orderings: [
    { title: 'Carousel order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] },
  ],
  preview: { select: { title: 'heroTitle', subtitle: 'card.region', media: 'heroImage' } },
});
