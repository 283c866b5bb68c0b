import { defineArrayMember, defineField } from 'sanity';

/** The holiday types (documents) a journey or destination suits, for the trip finder's "kind". */
export function holidayTypesField(options: { group?: string; description: string }) {
  return defineField({
    name: 'holidayTypes',
    title: 'Kinds of holiday',
    type: 'array',
    ...options,
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'holidayType' }] })],
    validation: (rule) => rule.unique(),
  });
}
