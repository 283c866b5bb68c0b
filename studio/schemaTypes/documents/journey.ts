import { RocketIcon } from '@sanity/icons/Rocket';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, imageMember } from '../objects/accessibleImage.ts';
import { priceField, slugField } from '../objects/commonFields.ts';
import { holidayTypesField } from '../objects/holidayTypes.ts';
import { overviewField } from '../objects/overview.ts';
import { whenToGoField } from '../objects/whenToGo.ts';

/** A signature itinerary, shown at /journeys/{web address}. */
export const journey = defineType({
  name: 'journey',
  title: 'Signature itinerary',
  type: 'document',
  icon: RocketIcon,
  groups: [
    { name: 'summary', title: 'Summary', default: true },
    { name: 'itinerary', title: 'Day by day' },
    { name: 'pictures', title: 'Pictures' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'heroTitle',
      title: 'Title',
      type: 'string',
      group: 'summary',
      description: 'The itinerary name, shown in capitals at the top of the page and on its card.',
      validation: (rule) => rule.required().error('Please give the itinerary a title.'),
    }),
    slugField({
      source: 'heroTitle',
      group: 'summary',
      description: 'The page address is /journeys/ followed by this.',
    }),
    defineField({ name: 'heroSubtitle', title: 'Subtitle', type: 'string', group: 'summary' }),
    defineField({
      name: 'title',
      title: 'Card summary',
      type: 'text',
      rows: 3,
      group: 'summary',
      description: 'A short paragraph shown on the itinerary card.',
    }),
    defineField({
      name: 'description',
      title: 'Description at the top',
      type: 'text',
      rows: 3,
      group: 'summary',
    }),
    defineField({
      name: 'type',
      title: 'Kind of holiday',
      type: 'string',
      group: 'summary',
      description: 'e.g. "Tailormade holiday".',
    }),
    defineField({
      name: 'nights',
      title: 'Nights',
      type: 'number',
      group: 'summary',
      validation: (rule) => rule.integer().min(1).error('Enter a whole number of nights.'),
    }),
    priceField({ name: 'price', title: 'Price from (£ per person)', group: 'summary' }),
    defineField({
      name: 'tags',
      title: 'Regions and countries',
      type: 'array',
      group: 'summary',
      description:
        'Decide where the itinerary is listed: a region ("Asia", "Indian Ocean", "Africa"), then the country, and an island if apt.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.required().min(1).error('Add at least the region, e.g. "Asia".'),
    }),
    whenToGoField({
      group: 'summary',
      description:
        'Leave the months empty to take those of the destinations the itinerary visits (by its regions and countries).',
    }),
    holidayTypesField({
      group: 'summary',
      description: 'The kinds of holiday this itinerary suits, for the trip finder.',
    }),
    defineField({
      name: 'asideText',
      title: 'Side note',
      type: 'text',
      rows: 3,
      group: 'summary',
      description: 'Optional text in the side panel beside the introduction.',
    }),
    overviewField({ group: 'summary' }),
    defineField({
      name: 'itinerary',
      title: 'Day by day',
      type: 'array',
      group: 'itinerary',
      description: 'The cards revealed by "See full itinerary", in order.',
      of: [defineArrayMember({ type: 'itineraryDay' })],
    }),
    imageField({ name: 'heroImage', title: 'Main picture', group: 'pictures' }),
    imageField({
      name: 'cardImage',
      title: 'Card picture',
      group: 'pictures',
      description: 'Shown on the itinerary card; the main picture is used when this is empty.',
    }),
    defineField({
      name: 'gallery',
      title: 'Gallery',
      type: 'array',
      group: 'pictures',
      description: 'Pictures in the grid at the foot of the page.',
      of: [imageMember()],
      options: { layout: 'grid' },
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  orderings: [
    { title: 'Title', name: 'titleAsc', by: [{ field: 'heroTitle', direction: 'asc' }] },
    { title: 'Price, lowest first', name: 'priceAsc', by: [{ field: 'price', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'heroTitle', price: 'price', tags: 'tags', media: 'cardImage' },
    prepare: ({ title, price, tags, media }) => ({
      title: title ?? 'Untitled itinerary',
      subtitle: [
        Array.isArray(tags) ? tags.join(', ') : undefined,
        typeof price === 'number' ? `from £${price.toLocaleString('en-GB')}` : 'no price',
      ]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
});
