import { defineField, defineType } from 'sanity';
import { SearchResultPreview } from '../../components/SearchResultPreview.tsx';
import { namesBrand, pageTitle } from '../../../shared/seo/pageTitle.ts';
import { imageField } from './accessibleImage.ts';

/** The site settings' own document, where the brand is kept. */
const SETTINGS_ID = 'siteSettings';
const API_VERSION = '2025-02-19';

interface TitleContext {
  document?: { _type?: string; brandName?: unknown };
  getClient(options: { apiVersion: string }): {
    fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>;
  };
}

/** The brand as the site settings name it: the page being edited, or the settings document. */
async function brandName(context: TitleContext): Promise<string | null> {
  const document = context.document;
  if (document?._type === SETTINGS_ID && typeof document.brandName === 'string') {
    return document.brandName;
  }
  return context
    .getClient({ apiVersion: API_VERSION })
    .fetch<string | null>('*[_id == $id][0].brandName', { id: SETTINGS_ID });
}

/**
 * Warned, not refused: the site adds the brand to every title itself, and uses a title that
 * names it anyway as written, so publishing is safe; the warning says why it is better left out.
 */
export async function brandInTitleWarning(
  title: string | undefined,
  context: TitleContext,
): Promise<string | true> {
  if (!title?.trim()) return true;
  const brand = await brandName(context);
  if (!brand || !namesBrand(title, brand)) return true;
  return `Leave out “${brand}”: the site ends every title with it (“${pageTitle('Safaris', brand)}”). A title that names it is shown as written, without that ending.`;
}

/** How a page appears in search results and when shared; reused by every page-like type. */
export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  components: { input: SearchResultPreview },
  // Warned, not required: a page without a picture still shares with its hero picture, or with
  // the site's default share card. The site settings keep that card in a field of their own.
  validation: (rule) =>
    rule
      .custom((value: { image?: { asset?: unknown } } | undefined, context) =>
        value?.image?.asset || context.document?._type === SETTINGS_ID
          ? true
          : 'No sharing picture: shares will show the page’s hero picture instead, or the site’s default share card.',
      )
      .warning(),
  fields: [
    defineField({
      name: 'title',
      title: 'Title in search results',
      type: 'string',
      description:
        'Shown as the link in search results and browser tabs, followed by the business name, which the site adds itself. Around 45 characters.',
      validation: (rule) => [
        rule.max(70).warning('Search engines cut titles longer than about 70 characters.'),
        rule.custom(brandInTitleWarning).warning(),
      ],
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
    {
      ...imageField({
        name: 'image',
        title: 'Sharing picture',
        description: 'Shown when the page is shared on social networks or in messages.',
      }),
      // The site settings' 'Default share card' stands for the whole site: one picture, one field.
      hidden: ({ document }: { document?: { _type?: string } }) => document?._type === SETTINGS_ID,
    },
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      description: 'Switch on only for pages that should not appear in search results.',
      initialValue: false,
    }),
  ],
});
