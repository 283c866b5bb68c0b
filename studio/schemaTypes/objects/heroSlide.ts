import { defineField, defineType } from 'sanity';
import { imageField } from './accessibleImage.ts';

/** One slide of the home page's rotating hero. */
export const heroSlide = defineType({
  name: 'heroSlide',
  title: 'Hero slide',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The large word or phrase on the slide, e.g. "SERENITY".',
      validation: (rule) => rule.required().error('Please give the slide a title.'),
    }),
    defineField({ name: 'subtitle', title: 'Subtitle', type: 'string' }),
    defineField({
      name: 'brandText',
      title: 'Brand line',
      type: 'string',
      description: 'The small line above the title.',
    }),
    imageField({
      name: 'image',
      title: 'Picture for computers',
      description: 'A wide landscape picture.',
      required: true,
    }),
    imageField({
      name: 'mobileImage',
      title: 'Picture for phones',
      description: 'A tall portrait picture; the computer picture is used when this is empty.',
    }),
    defineField({
      name: 'priceValue',
      title: 'Price from (£)',
      type: 'number',
      description: 'Optional guide price in whole pounds per person. Leave empty to show no price.',
      validation: (rule) => rule.integer().min(0).error('Enter whole pounds, 0 or more.'),
    }),
    defineField({
      name: 'annotationText',
      title: 'Small print',
      type: 'string',
      description: 'A short note beside the price, e.g. "per person".',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'subtitle', media: 'image' } },
});
