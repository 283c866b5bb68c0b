import { defineArrayMember, defineField } from 'sanity';
import { MONTH_NAMES } from '../../../shared/months.ts';

/**
 * The months a place is best visited, and a short why: the trip finder's "when" and the line on
 * destination and journey pages. On a journey it is an override; left empty, the journey takes
 * the months of the destinations it visits.
 */
export function whenToGoField(options: { group?: string; description: string }) {
  return defineField({
    name: 'whenToGo',
    title: 'Best months to visit',
    type: 'object',
    ...options,
    fields: [
      defineField({
        name: 'months',
        title: 'Months',
        type: 'array',
        of: [defineArrayMember({ type: 'number' })],
        options: {
          list: MONTH_NAMES.map((title, index) => ({ title, value: index + 1 })),
          layout: 'grid',
        },
        validation: (rule) => rule.unique(),
      }),
      defineField({
        name: 'note',
        title: 'Why these months',
        type: 'string',
        description: 'One short line, e.g. "Dry, sunny days and calm seas for snorkelling."',
        validation: (rule) => rule.max(160),
      }),
    ],
  });
}
