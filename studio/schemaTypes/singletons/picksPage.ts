import { StarIcon } from '@sanity/icons/Star';
import { defineField, defineType } from 'sanity';
import { listingHeroFields } from '../objects/listingHero.ts';

/** The Premium Picks page (/picks). */
export const picksPage = defineType({
  name: 'picksPage',
  title: 'Premium Picks page',
  type: 'document',
  icon: StarIcon,
  groups: [
    { name: 'hero', title: 'Top of page', default: true },
    { name: 'destinations', title: 'Destinations section' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    ...listingHeroFields('hero'),
    defineField({
      name: 'destinationsSection',
      title: 'Destinations section',
      type: 'object',
      group: 'destinations',
      description: 'The carousel of destination cards. The cards come from the destinations.',
      fields: [
        defineField({ name: 'title', title: 'Heading', type: 'string' }),
        defineField({ name: 'subtitle', title: 'Subheading', type: 'string' }),
        defineField({
          name: 'buttonText',
          title: 'Expand button',
          type: 'string',
          description: 'Leave empty to hide the button that shows every destination in full.',
        }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Premium Picks page' }) },
});
