import { defineField, defineType } from 'sanity';
import { SearchResultPreview } from '../../components/SearchResultPreview.tsx';
import { imageField } from './accessibleImage.ts';

/** How a page appears in search results and when shared; reused by every page-like type. */
export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  components: { input: SearchResultPreview },
  // Warned, not required: a page without a picture still shares with its hero picture.
  validation: (rule) =>
    rule
      .custom((value: { image?: { asset?: unknown } } | undefined) =>
        value?.image?.asset
          ? true
          : 'No sharing picture: shares will show the page’s hero picture instead.',
      )
      .warning(),
  fields: [
    defineField({
      name: 'title',
      title: 'Title in search results',
      type: 'string',
      description: 'Shown as the link in search results and browser tabs. Around 60 characters.',
      validation: (rule) =>
        rule.max(70).warning('Search engines cut titles longer than about 70 characters.'),
    }),
    defineField({
      name: 'description',
      title: 'Summary in search results',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the title in search results. Around 150 characters.',
      validation: (rule) => [
        rule.max(160).warning('Search engines cut summaries longer than about 160 characters.'),
        // A custom rule rather than required(): the summary is advised, not needed to publish,
        // and the generated types must keep it optional.
        rule
          .custom((value: string | undefined) =>
            value?.trim()
              ? true
              : 'Without a summary, search engines choose a passage from the page themselves.',
          )
          .warning(),
      ],
    }),
    imageField({
      name: 'image',
      title: 'Sharing picture',
      description: 'Shown when the page is shared on social networks or in messages.',
    }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      description: 'Switch on only for pages that should not appear in search results.',
      initialValue: false,
    }),
  ],
});
