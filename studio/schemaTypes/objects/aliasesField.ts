import { defineArrayMember, defineField } from 'sanity';

/**
 * "Other names": what visitors may call a place when they write to us. The trip-request reader
 * (decision 070) recognises a place by its title and by these, so "Ceylon" finds Sri Lanka.
 */
export function aliasesField(options: { group?: string } = {}) {
  return defineField({
    name: 'aliases',
    title: 'Other names',
    type: 'array',
    ...options,
    description:
      'Other names visitors use for this place when they write to us, so their requests reach the right specialist: former names ("Ceylon"), other spellings ("Shri Lanka"), and countries or areas within it that have no page of their own. Capitals and accents do not matter. Avoid everyday words that could mean something else.',
    of: [defineArrayMember({ type: 'string' })],
    options: { layout: 'tags' },
    validation: (rule) => rule.unique(),
  });
}
