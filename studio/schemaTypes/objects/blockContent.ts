import { defineArrayMember, defineType } from 'sanity';

/** Formatted text: paragraphs, section headings, lists, bold, italic and links. */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Formatted text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Section heading', value: 'h2' },
        { title: 'Sub-heading', value: 'h3' },
      ],
      lists: [
        { title: 'Bullet list', value: 'bullet' },
        { title: 'Numbered list', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              {
                name: 'href',
                title: 'Link address',
                type: 'url',
                description:
                  'A page of this site such as /booking-conditions, or a full address starting https://, mailto: or tel:.',
                validation: (rule) =>
                  rule
                    .required()
                    .uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }),
              },
            ],
          },
        ],
      },
    }),
  ],
});
