import { HomeIcon } from '@sanity/icons/Home';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../objects/accessibleImage.ts';

/** The home page: hero slides, the Travel Collections tiles' texts, the offers heading, the story. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Hero slides', default: true },
    { name: 'sections', title: 'Sections' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'heroSlides',
      title: 'Hero slides',
      type: 'array',
      group: 'hero',
      description:
        'The rotating pictures at the top of the home page, in the order shown. Drag to reorder.',
      of: [defineArrayMember({ type: 'heroSlide' })],
      validation: (rule) => rule.required().min(1).error('Add at least one slide.'),
    }),
    defineField({
      name: 'collections',
      title: 'Travel Collections section',
      type: 'object',
      group: 'sections',
      description:
        'The texts above the holiday-type tiles. The tiles themselves come from the holiday types.',
      fields: [
        defineField({
          name: 'sectionId',
          title: 'Anchor name',
          type: 'string',
          description: 'Lets other pages link straight to this section (…/#travel-collections).',
        }),
        defineField({ name: 'sectionSubtitle', title: 'Small heading', type: 'string' }),
        defineField({ name: 'sectionTitle', title: 'Heading', type: 'string' }),
        defineField({ name: 'sectionAnnotation', title: 'Introduction', type: 'text', rows: 3 }),
      ],
    }),
    defineField({
      name: 'offers',
      title: 'Premium Travel Picks section',
      type: 'object',
      group: 'sections',
      description:
        'The texts above the partner offers. The offers themselves come from the travel-cards feed.',
      fields: [
        defineField({ name: 'heading', title: 'Small heading', type: 'string' }),
        defineField({ name: 'title', title: 'Heading', type: 'string' }),
        defineField({ name: 'description', title: 'Introduction', type: 'text', rows: 2 }),
      ],
    }),
    defineField({
      name: 'story',
      title: 'Our story section',
      type: 'object',
      group: 'sections',
      fields: [
        defineField({ name: 'title', title: 'Heading', type: 'string' }),
        defineField({ name: 'body', title: 'Text', type: 'blockContent' }),
        imageField({ name: 'image', title: 'Picture' }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});
