import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from './accessibleImage.ts';

/** One card of a day-by-day itinerary (journeys) or of a destination's expanded list. */
export const itineraryDay = defineType({
  name: 'itineraryDay',
  title: 'Itinerary day',
  type: 'object',
  fields: [
    defineField({
      name: 'region',
      title: 'Day label',
      type: 'string',
      description: 'Shown at the top of the card, e.g. "Day 1" or "Days 4–6".',
      validation: (rule) => rule.required().error('Please add a day label such as "Day 1".'),
    }),
    defineField({
      name: 'location',
      title: 'Place',
      type: 'string',
      description: 'Where the guests are that day, e.g. "Bangkok".',
    }),
    defineField({
      name: 'additionalContent',
      title: 'What happens',
      type: 'text',
      rows: 6,
      description:
        'A short paragraph about the day. Start a line with "Option includes" or "Option excludes" to list what an optional extra covers.',
    }),
    imageField({ name: 'image', title: 'Picture' }),
    defineField({
      name: 'hideImage',
      title: 'Hide the picture',
      type: 'boolean',
      description: 'Switch on to show this card without a picture.',
      initialValue: false,
    }),
    defineField({
      name: 'dealsExample',
      title: 'Example hotels',
      type: 'array',
      of: [defineArrayMember({ type: 'hotelExample' })],
    }),
  ],
  preview: {
    select: { title: 'region', subtitle: 'location', media: 'image' },
  },
});
