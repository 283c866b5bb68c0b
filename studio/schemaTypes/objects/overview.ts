import { defineField } from 'sanity';

/** The introduction block (title and text) near the top of most pages. */
export function overviewField(options: { group?: string } = {}) {
  return defineField({
    name: 'overview',
    title: 'Introduction',
    type: 'object',
    description: 'The heading and text beside the enquiry panel near the top of the page.',
    ...options,
    fields: [
      defineField({ name: 'title', title: 'Heading', type: 'string' }),
      defineField({ name: 'text', title: 'Text', type: 'text', rows: 6 }),
    ],
  });
}
