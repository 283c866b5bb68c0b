import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { defineField, defineType } from 'sanity';
import { imageField } from '../objects/accessibleImage.ts';
import { aliasesField } from '../objects/aliasesField.ts';
import { slugField } from '../objects/commonFields.ts';
import { overviewField } from '../objects/overview.ts';

/** A regional page (/journeys/asia, /journeys/indian-ocean, /journeys/africa) listing its itineraries. */
export const journeyRegion = defineType({
  name: 'journeyRegion',
  title: 'Itinerary region',
  type: 'document',
  icon: EarthGlobeIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Region name',
      type: 'string',
      description: 'e.g. "Asia". Itineraries tagged with this name are listed on the page.',
      validation: (rule) => rule.required().error('Please give the region a name.'),
    }),
    slugField({
      source: 'title',
      description: 'The page address is /journeys/ followed by this, e.g. "indian-ocean".',
    }),
    aliasesField(),
    defineField({ name: 'heroTitle', title: 'Title at the top', type: 'string' }),
    defineField({ name: 'heroSubtitle', title: 'Subtitle', type: 'string' }),
    defineField({ name: 'description', title: 'Description at the top', type: 'text', rows: 3 }),
    imageField({ name: 'defaultHeroImage', title: 'Main picture' }),
    imageField({ name: 'defaultCardImage', title: 'Card picture' }),
    overviewField(),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current', media: 'defaultCardImage' } },
});
