/** The regional parent pages: /journeys/asia, /journeys/indian-ocean, /journeys/africa. */
import type { SceneName } from '../imagery/scenes.ts';
import { art, sceneDescriptions } from './image.ts';

interface RegionInput {
  slug: string;
  title: string;
  /** Other names visitors use, including countries without a page of their own. */
  aliases: string[];
  heroSubtitle: string;
  description: string;
  scene: SceneName;
  cardScene: SceneName;
  overview: { title: string; text: string };
}

const regions: RegionInput[] = [
  {
    slug: 'asia',
    title: 'Asia',
    aliases: [
      'South East Asia',
      'Southeast Asia',
      'the Far East',
      'Vietnam',
      'Cambodia',
      'Malaysia',
      'Singapore',
      'Borneo',
      'Indonesia',
      'Bali',
      'Lombok',
    ],
    heroSubtitle: 'Temples, islands and the great cities of the East',
    description:
      'From Bangkok’s river palaces to the orang-utans of Borneo, our Asian journeys pair culture with beaches that feel a world away.',
    scene: 'temple-chedi',
    cardScene: 'karst-bay',
    overview: {
      title: 'Signature itineraries in Asia',
      text: 'Thailand, Malaysia and Singapore, Vietnam, Cambodia, Borneo and Bali: every journey here is a starting point, and every one can be reshaped around your dates, your pace and your idea of comfort.',
    },
  },
  {
    slug: 'indian-ocean',
    title: 'Indian Ocean',
    aliases: ['Indian Ocean islands'],
    heroSubtitle: 'Sri Lanka, the Maldives and the islands between',
    description:
      'Tea country and ancient cities, over-water villas and coral reefs: the Indian Ocean at its most rewarding, combined with care.',
    scene: 'lagoon',
    cardScene: 'tea-hills',
    overview: {
      title: 'Signature itineraries in the Indian Ocean',
      text: 'Our Indian Ocean journeys centre on Sri Lanka, an island of astonishing variety, and pair it with the Maldives or a Gulf stopover when you would like a little more sea or a little more sparkle.',
    },
  },
  {
    slug: 'africa',
    title: 'Africa',
    aliases: [
      'Southern Africa',
      'Botswana',
      'Zimbabwe',
      'Victoria Falls',
      'Okavango',
      'Zambia',
      'Kenya',
      'Tanzania',
      'Namibia',
    ],
    heroSubtitle: 'Safari, wild rivers and the Cape',
    description:
      'Private reserves, expert guides and camps in extraordinary places: Southern Africa, Botswana and Zimbabwe, designed around the seasons.',
    scene: 'savanna',
    cardScene: 'delta',
    overview: {
      title: 'Signature itineraries in Africa',
      text: 'Africa is all about timing: the right camp, in the right month, with the right guide. Our specialists have stayed where they send you and will match each journey to the season.',
    },
  },
];

export const journeyRegions = regions.map((region) => ({
  _id: `journeyRegion-${region.slug}`,
  _type: 'journeyRegion' as const,
  slug: { _type: 'slug' as const, current: region.slug },
  title: region.title,
  aliases: region.aliases,
  heroTitle: region.title,
  heroSubtitle: region.heroSubtitle,
  description: region.description,
  defaultHeroImage: art(
    region.scene,
    `region-${region.slug}-hero`,
    'hero',
    `${region.title}: illustration of ${sceneDescriptions[region.scene]}`,
  ),
  defaultCardImage: art(
    region.cardScene,
    `region-${region.slug}-card`,
    'card',
    `${region.title}: illustration of ${sceneDescriptions[region.cardScene]}`,
  ),
  overview: region.overview,
  seo: {
    title: `${region.title} | Signature itineraries`,
    description: region.description,
    noIndex: false,
  },
}));
