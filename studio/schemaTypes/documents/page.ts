import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineField, defineType } from 'sanity';
import { pageSlugProblem } from '../../../shared/pageSlugs.ts';
import { imageField } from '../objects/accessibleImage.ts';
import { slugField } from '../objects/commonFields.ts';

/** The two kinds of page, each with its own "new page" template in the desk. */
export const PAGE_KINDS = [
  { title: 'Legal page', value: 'legal', template: 'legal-page' },
  { title: 'Information page', value: 'static', template: 'information-page' },
] as const;

/** About us, financial protection and the legal pages (privacy, booking conditions, terms). */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Please give the page a title.'),
    }),
    slugField({
      source: 'title',
      description:
        'The page address, e.g. "privacy-policy" for /privacy-policy. Once published, the page appears at that address; list it under Site settings › Footer to link it in the footer.',
      problem: pageSlugProblem,
    }),
    defineField({
      name: 'kind',
      title: 'Kind of page',
      type: 'string',
      options: {
        list: PAGE_KINDS.map(({ title, value }) => ({ title, value })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'static',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description: 'For legal pages: the date the wording last changed.',
      options: { dateFormat: 'D MMMM YYYY' },
    }),
    defineField({
      name: 'lastUpdatedLabel',
      title: 'Last updated, as printed',
      type: 'string',
      description: 'The date exactly as the page prints it, e.g. "19 April 2025" or "19-Apr-2025".',
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 4 }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'blockContent',
      description: 'Start each section with a "Section heading".',
    }),
    imageField({ name: 'heroImage', title: 'Picture at the top' }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', updated: 'lastUpdatedLabel' },
    prepare: ({ title, slug, updated }) => ({
      title: title ?? 'Untitled page',
      subtitle: [slug ? `/${slug}` : undefined, updated ? `updated ${updated}` : undefined]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
