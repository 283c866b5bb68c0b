/** Field shapes several document types share: the web address part and a guide price. */
import { defineField } from 'sanity';

interface FieldOptions {
  name?: string;
  title?: string;
  description?: string;
  group?: string;
}

/**
 * The part of the page address after the section, e.g. "maldives" in /picks/maldives.
 * `problem` may refuse a slug, saying why in words for the editor.
 */
export function slugField({
  source,
  problem,
  ...options
}: FieldOptions & { source: string; problem?: (slug: string) => string | null }) {
  return defineField({
    name: 'slug',
    title: 'Web address',
    type: 'slug',
    description:
      'The last part of the page address. Lower-case words joined by hyphens; changing it breaks links people have saved.',
    ...options,
    options: { source, maxLength: 96 },
    validation: (rule) => [
      rule.required().error('Please generate or type a web address.'),
      rule.custom((value: { current?: string } | undefined) => {
        const current = value?.current;
        return current && problem ? (problem(current) ?? true) : true;
      }),
    ],
  });
}

/** A guide price in whole pounds sterling; empty means "no price shown". */
export function priceField(options: FieldOptions & { name: string; title: string }) {
  return defineField({
    description:
      'Whole pounds per person, without the £ sign or pence. Leave empty to show no price.',
    ...options,
    type: 'number',
    validation: (rule) => [
      rule.min(0).error('The price cannot be below £0.'),
      rule.integer().error('Enter whole pounds, without pence.'),
    ],
  });
}
