/** Builders that turn compact itinerary notes into `journey` documents of the content model. */
import type { SceneName } from '../../imagery/scenes.ts';
import { art, sceneDescriptions } from '../image.ts';
import { stay } from '../hotels.ts';
import { fittingSeoTitle } from '../seoTitle.ts';
import { holidayTypeReferences, journeyKinds, journeyWhenToGo } from '../whenAndKind.ts';

export interface DayInput {
  region: string;
  location: string;
  text: string;
  scene?: SceneName;
  hideImage?: boolean;
  /** Hotel titles from the catalogue with nights. */
  stays?: [title: string, nights: number][];
}

export const day = (
  region: string,
  location: string,
  text: string,
  extra: Omit<DayInput, 'region' | 'location' | 'text'> = {},
): DayInput => ({ region, location, text, ...extra });

/** Builds an itinerary day (content model `itineraryDay`); `owner` keys its pictures. */
export function itineraryDay(
  owner: string,
  index: number,
  input: DayInput,
  fallbackScene: SceneName,
) {
  const scene = input.scene ?? fallbackScene;
  return {
    _type: 'itineraryDay' as const,
    region: input.region,
    location: input.location,
    // A day without a picture leaves the field out: the Studio reads `null` as an invalid value.
    ...(input.hideImage
      ? {}
      : {
          image: art(
            scene,
            `${owner}-day-${index + 1}`,
            'detail',
            `${input.location}: illustration of ${sceneDescriptions[scene]}`,
          ),
        }),
    hideImage: input.hideImage ?? false,
    additionalContent: input.text,
    dealsExample: (input.stays ?? []).map(([title, nights]) => stay(title, nights)),
  };
}

export interface JourneyInput {
  slug: string;
  heroTitle: string;
  /** A shorter title for search results, for a hero title too long to fit one. */
  seoTitle?: string;
  heroSubtitle: string;
  title: string;
  description: string;
  type?: string;
  nights: number;
  price: number | null;
  tags: string[];
  scene: SceneName;
  cardScene?: SceneName;
  place: string;
  asideText?: string;
  overview: { title: string; text: string };
  days: DayInput[];
}

export function journey(input: JourneyInput) {
  const id = `journey-${input.slug}`;
  return {
    _id: id,
    _type: 'journey' as const,
    slug: { _type: 'slug' as const, current: input.slug },
    heroTitle: input.heroTitle,
    heroSubtitle: input.heroSubtitle,
    title: input.title,
    description: input.description,
    type: input.type ?? 'Tailormade holiday',
    nights: input.nights,
    price: input.price,
    tags: input.tags,
    ...(journeyWhenToGo[input.slug] ? { whenToGo: journeyWhenToGo[input.slug] } : {}),
    holidayTypes: holidayTypeReferences(journeyKinds[input.slug]),
    ...(input.asideText ? { asideText: input.asideText } : {}),
    heroImage: art(
      input.scene,
      `${input.slug}-hero`,
      'hero',
      `${input.place}: illustration of ${sceneDescriptions[input.scene]}`,
    ),
    cardImage: art(
      input.cardScene ?? input.scene,
      `${input.slug}-card`,
      'card',
      `${input.place}: illustration of ${sceneDescriptions[input.cardScene ?? input.scene]}`,
    ),
    gallery: [],
    overview: input.overview,
    itinerary: input.days.map((entry, index) =>
      itineraryDay(input.slug, index, entry, input.scene),
    ),
    seo: {
      // The kind of page where it fits, else the journey's name alone.
      title: input.seoTitle
        ? fittingSeoTitle(input.seoTitle)
        : fittingSeoTitle(`${input.heroTitle} | Signature itinerary`, input.heroTitle),
      description: input.title,
      noIndex: false,
    },
  };
}

export type JourneyDocument = ReturnType<typeof journey>;
