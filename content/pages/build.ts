/** The `page` document builder for static and legal pages. */
import type { SceneName } from '../../imagery/scenes.ts';
import type { Block } from '../blocks.ts';
import { art, sceneDescriptions } from '../image.ts';

export interface PageInput {
  slug: string;
  kind: 'static' | 'legal';
  title: string;
  lastUpdated?: string;
  lastUpdatedLabel?: string;
  intro: string;
  body: Block[];
  scene?: SceneName;
  description: string;
}

export function page(input: PageInput) {
  return {
    _id: `page-${input.slug}`,
    _type: 'page' as const,
    slug: { _type: 'slug' as const, current: input.slug },
    kind: input.kind,
    title: input.title,
    lastUpdated: input.lastUpdated ?? null,
    lastUpdatedLabel: input.lastUpdatedLabel ?? null,
    intro: input.intro,
    body: input.body,
    ...(input.scene
      ? {
          heroImage: art(
            input.scene,
            `page-${input.slug}-hero`,
            'hero',
            `Illustration of ${sceneDescriptions[input.scene]}`,
          ),
        }
      : {}),
    // The site adds the brand to every title itself.
    seo: { title: input.title, description: input.description, noIndex: false },
  };
}
