import { defineField, defineType } from 'sanity';
import { imageMember } from './accessibleImage.ts';

/** An example hotel shown under an itinerary day or a destination. */
export const hotelExample = defineType({
  name: 'hotelExample',
  title: 'Example hotel',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Hotel name',
      type: 'string',
      validation: (rule) => rule.required().error('Please give the hotel a name.'),
    }),
    defineField({
      name: 'hotelId',
      title: 'Hotel reference number',
      type: 'number',
      description: 'Our reference for this hotel, used to tell example hotels apart.',
      validation: (rule) => [
        rule.required().error('Please enter the hotel reference number.'),
        rule.integer().positive().error('The reference is a whole number.'),
      ],
    }),
    defineField({
      name: 'nights',
      title: 'Nights',
      type: 'number',
      description: 'How many nights guests stay here: 1 to 7.',
      validation: (rule) => [
        rule.required().error('Please enter the number of nights.'),
        rule.integer().min(1).max(7).error('Enter a whole number of nights from 1 to 7.'),
      ],
    }),
    defineField({
      name: 'slug',
      title: 'Short name for links',
      type: 'string',
      description: 'Lower-case words joined by hyphens, e.g. "anantara-veli-maldives".',
      validation: (rule) =>
        rule.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: 'lower-case words joined by hyphens' }),
    }),
    defineField({
      name: 'images',
      title: 'Pictures',
      type: 'array',
      description: 'Up to two pictures of the hotel.',
      of: [imageMember()],
      validation: (rule) => rule.max(2).error('Show at most two pictures per hotel.'),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 4 }),
  ],
  preview: {
    select: { title: 'title', nights: 'nights', media: 'images.0' },
    prepare: ({ title, nights, media }) => ({
      title: title ?? 'Unnamed hotel',
      subtitle: nights ? `${nights} ${nights === 1 ? 'night' : 'nights'}` : undefined,
      media,
    }),
  },
});
