import { defineField } from 'sanity';
import { imageField } from './accessibleImage.ts';
import { overviewField } from './overview.ts';

/** The top of a listing page (Signature Itineraries, Premium Picks): title, pictures, overview. */
export function listingHeroFields(group: string) {
  return [
    defineField({
      name: 'heroTitle',
      title: 'Title',
      type: 'string',
      group,
      validation: (rule) => rule.required().error('Please give the page a title.'),
    }),
    defineField({ name: 'heroSubtitle', title: 'Subtitle', type: 'string', group }),
    imageField({ name: 'heroImage', title: 'Picture for computers', group }),
    imageField({ name: 'heroMobileImage', title: 'Picture for phones', group }),
    overviewField({ group }),
  ];
}
