import { ComposeIcon } from '@sanity/icons/Compose';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../objects/accessibleImage.ts';
import { listingHeroFields } from '../objects/listingHero.ts';

/** The Signature Itineraries page (/journeys). */
export const journeysPage = defineType({
  name: 'journeysPage',
  title: 'Signature Itineraries page',
  type: 'document',
  icon: ComposeIcon,
  groups: [
    { name: 'hero', title: 'Top of page', default: true },
    { name: 'cards', title: 'Destination cards' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    ...listingHeroFields('hero'),
    defineField({
      name: 'cards',
      title: 'Destination cards',
      type: 'array',
      group: 'cards',
      description:
        'Each card shows the lowest price of the itineraries tagged with its tag, e.g. "thailand" or "sri-lanka".',
      of: [
        defineArrayMember({
          name: 'journeyCard',
          title: 'Card',
          type: 'object',
          fields: [
            defineField({
              name: 'id',
              title: 'Itinerary tag',
              type: 'string',
              description: 'Lower-case, spaces as hyphens: "Sri Lanka" becomes "sri-lanka".',
              validation: (rule) =>
                rule.required().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
                  name: 'lower-case words joined by hyphens',
                }),
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
            imageField({ name: 'image', title: 'Picture' }),
          ],
          preview: { select: { title: 'title', subtitle: 'id', media: 'image' } },
        }),
      ],
    }),
    defineField({
      name: 'itinerariesSection',
      title: 'Itineraries carousel',
      type: 'object',
      group: 'cards',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string' }),
        defineField({ name: 'subheading', title: 'Subheading', type: 'string' }),
        defineField({ name: 'showAllLabel', title: '"Show all" button', type: 'string' }),
        defineField({ name: 'hideLabel', title: '"Hide" button', type: 'string' }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Signature Itineraries page' }) },
});
