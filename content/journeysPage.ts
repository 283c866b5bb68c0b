/** The Signature Itineraries page (/journeys): hero, overview, the country cards and section texts. */
import type { JourneysPage } from '../web/data/sanity.types.ts';
import type { SeedOf } from './seedTypes.ts';
import type { SceneName } from '../imagery/scenes.ts';
import { art, sceneDescriptions } from './image.ts';

const cards: [id: string, title: string, scene: SceneName, text: string][] = [
  [
    'thailand',
    'Thailand',
    'temple-chedi',
    'Gilded temples, northern hills and islands in two seas.',
  ],
  [
    'sri-lanka',
    'Sri Lanka',
    'tea-hills',
    'Ancient cities, tea country, leopards and golden beaches.',
  ],
  [
    'malaysia',
    'Malaysia',
    'rainforest',
    'Heritage streets, cool highlands and rainforest islands.',
  ],
  ['vietnam', 'Vietnam', 'karst-bay', 'From Hanoi’s lakes to the floating markets of the Mekong.'],
  ['cambodia', 'Cambodia', 'temple-angkor', 'The temples of Angkor at their quietest hours.'],
  [
    'indonesia',
    'Bali and Lombok',
    'volcano-terraces',
    'Rice terraces, water temples and car-free islands.',
  ],
  ['maldives', 'The Maldives', 'lagoon', 'Over-water villas paired with Sri Lanka.'],
  ['africa', 'Africa', 'savanna', 'Private reserves, wild rivers and the Cape.'],
];

export const journeysPage = {
  _id: 'journeysPage',
  _type: 'journeysPage',
  heroTitle: 'Signature Itineraries',
  heroSubtitle: 'Journeys we have designed, travelled and refined: yours to make your own',
  heroImage: art(
    'karst-bay',
    'journeys-hero',
    'hero',
    'Illustration of limestone karsts and a junk under sail on a calm bay',
  ),
  heroMobileImage: art(
    'karst-bay',
    'journeys-hero',
    'mobile',
    'Illustration of limestone karsts and a junk under sail on a calm bay',
  ),
  overview: {
    title: 'Where would you like to begin?',
    text: 'Each signature itinerary is a proven route, paced with care and built around hotels we know well. Treat it as a first draft: we will change the order, the hotels and the length until it fits you exactly. Tell us a little about your plans and a specialist will call you back.',
  },
  cards: cards.map(([id, title, scene, text]) => ({
    _type: 'journeyCard',
    id,
    title,
    text,
    image: art(
      scene,
      `journeys-card-${id}`,
      'card',
      `${title}: illustration of ${sceneDescriptions[scene]}`,
    ),
  })),
  itinerariesSection: {
    heading: 'Unforgettable. Unrepeatable. Yours.',
    subheading: 'A selection of our signature itineraries, each one a starting point for your own.',
    showAllLabel: 'Discover all signature itineraries',
    hideLabel: 'Hide',
  },
  seo: {
    title: 'Signature Itineraries',
    description:
      'Tailor-made signature itineraries across Asia, the Indian Ocean and Africa, each designed by a specialist and shaped around you.',
    noIndex: false,
  },
} satisfies SeedOf<JourneysPage>;
