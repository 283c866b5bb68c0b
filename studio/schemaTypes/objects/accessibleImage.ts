/**
 * Every picture on the site is an ordinary Sanity image (`_type: 'image'`) with a focal point
 * and a required description, so the same field shape is built here once and reused.
 */
import { defineArrayMember, defineField } from 'sanity';

interface ImageFieldOptions {
  name: string;
  title: string;
  description?: string;
  required?: boolean;
  group?: string;
  fieldset?: string;
}

/** A picture needs its description; an empty image field (no picture chosen) needs none. */
export function altTextProblem(alt: string | undefined, image: unknown): string | true {
  const hasPicture =
    typeof image === 'object' && image !== null && 'asset' in image && Boolean(image.asset);
  if (!hasPicture) return true;
  return alt?.trim() ? true : 'Please describe the picture before publishing.';
}

const altText = defineField({
  name: 'alt',
  title: 'Description for screen readers',
  type: 'string',
  description:
    'Say what the picture shows, for visitors who cannot see it and for search engines, e.g. "Overwater villa at sunset on a calm turquoise lagoon".',
  validation: (rule) =>
    rule.custom((alt: string | undefined, context) => altTextProblem(alt, context.parent)),
});

const imageOptions = { hotspot: true } as const;

export function imageField({ required = false, ...field }: ImageFieldOptions) {
  return defineField({
    ...field,
    type: 'image',
    options: imageOptions,
    fields: [altText],
    validation: required
      ? (rule) => rule.required().assetRequired().error('Please add a picture.')
      : undefined,
  });
}

/** An image inside a list (gallery, hotel pictures). */
export function imageMember() {
  return defineArrayMember({
    type: 'image',
    title: 'Picture',
    options: imageOptions,
    fields: [altText],
  });
}
