import { SunIcon } from '@sanity/icons/Sun';
import { defineField, defineType } from 'sanity';
import { imageField } from '../objects/accessibleImage.ts';
import { slugField } from '../objects/commonFields.ts';
import { overviewField } from '../objects/overview.ts';

/** A holiday-type landing page (/holiday-types/{web address}) and its Travel Collections tile. */
export const holidayType = defineType({
  name: 'holidayType',
  title: 'Holiday type',
  type: 'document',
  icon: SunIcon,
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'tile', title: 'Home page tile' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'heroTitle',
      title: 'Title',
      type: 'string',
      group: 'page',
      validation: (rule) => rule.required().error('Please give the page a title.'),
    }),
    slugField({
      source: 'heroTitle',
      group: 'page',
      description: 'Identifies the holiday type, e.g. "safaris".',
    }),
    defineField({
      name: 'url',
      title: 'Page address',
      type: 'string',
      group: 'page',
      description: 'Where the home page tile links, e.g. "/holiday-types/safaris".',
      validation: (rule) =>
        rule.required().regex(/^\/holiday-types\/[a-z0-9]+(?:-[a-z0-9]+)*$/, {
          name: '/holiday-types/ address',
        }),
    }),
    defineField({
      name: 'order',
      title: 'Tile position',
      type: 'number',
      group: 'tile',
      description: 'Lower numbers come first on the home page.',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({
      name: 'heroSuptitle',
      title: 'Small line above the title',
      type: 'string',
      group: 'page',
    }),
    defineField({ name: 'heroSubtitle', title: 'Subtitle', type: 'string', group: 'page' }),
    imageField({ name: 'heroImage', title: 'Main picture', group: 'page' }),
    defineField({
      name: 'shortLabel',
      title: 'Short name',
      type: 'string',
      group: 'page',
      description: 'Used in the breadcrumb and menus, e.g. "Family".',
    }),
    overviewField({ group: 'page' }),
    defineField({ name: 'body', title: 'Further content', type: 'blockContent', group: 'page' }),
    defineField({
      name: 'tile',
      title: 'Home page tile',
      type: 'object',
      group: 'tile',
      fields: [
        defineField({
          name: 'subtitle',
          title: 'Tagline',
          type: 'string',
          description: 'e.g. "Family Time, Redefined".',
        }),
        defineField({ name: 'title', title: 'Title', type: 'string' }),
        imageField({ name: 'image', title: 'Picture' }),
        defineField({
          name: 'panel',
          title: 'Column',
          type: 'string',
          options: {
            list: [
              { title: 'Left', value: 'left' },
              { title: 'Right', value: 'right' },
            ],
            layout: 'radio',
            direction: 'horizontal',
          },
        }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  orderings: [
    { title: 'Tile order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] },
  ],
  preview: { select: { title: 'heroTitle', subtitle: 'tile.subtitle', media: 'heroImage' } },
});
