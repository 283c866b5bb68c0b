/** The six holiday types: their landing pages and their tiles in the home page's Travel Collections. */
import type { SceneName } from '../imagery/scenes.ts';
import { p, section, type Block } from './blocks.ts';
import { art, sceneDescriptions } from './image.ts';
import type { Mood } from '../imagery/palette.ts';

interface HolidayTypeInput {
  slug: string;
  shortLabel: string;
  heroTitle: string;
  heroSubtitle: string;
  heroSuptitle: string;
  tileSubtitle: string;
  tileTitle: string;
  scene: SceneName;
  mood?: Mood;
  overview: { title: string; text: string };
  body: Block[];
}

const types: HolidayTypeInput[] = [
  {
    slug: 'family-holidays',
    shortLabel: 'Family',
    heroSuptitle: 'Holiday types',
    heroTitle: 'Family Holidays',
    heroSubtitle: 'Journeys every generation will remember',
    tileSubtitle: 'Family Time, Redefined',
    tileTitle: 'Family Holidays',
    scene: 'beach',
    overview: {
      title: 'Time together, beautifully arranged',
      text: 'Family suites and connecting villas, kids’ clubs worth the name, short transfers and activities chosen for every age: we plan family journeys around the way your family actually travels, from toddlers to grandparents.',
    },
    body: [
      ...section(
        'What makes a great family holiday',
        'The right flight times, the right room configuration and the right balance of adventure and rest. We ask about nap times, swimming confidence and fussy eaters so that you never have to think about them on holiday.',
        'Favourites include Thailand’s beaches and elephant sanctuaries, the lagoons of Mauritius and a malaria-free safari in South Africa’s Eastern Cape.',
      ),
    ],
  },
  {
    slug: 'honeymoons',
    shortLabel: 'Honeymoon',
    heroSuptitle: 'Holiday types',
    heroTitle: 'Honeymoons',
    heroSubtitle: 'The first journey of many',
    tileSubtitle: 'Forever Starts Here',
    tileTitle: 'Honeymoons',
    scene: 'lagoon',
    mood: 'dusk',
    overview: {
      title: 'A honeymoon designed for two',
      text: 'Over-water villas, private dinners on the sand, a safari with a sleep-out under the stars: we design honeymoons that feel entirely your own, and we let every hotel know why you are there.',
    },
    body: [
      ...section(
        'Combining places',
        'Many couples pair adventure with rest: Sri Lanka with the Maldives, a Botswana safari with Mauritius, or Dubai with the Seychelles. We plan the connections so that nothing interrupts the romance.',
      ),
      p(
        'Ask about honeymoon registries: your guests can contribute to experiences on your journey.',
      ),
    ],
  },
  {
    slug: 'all-inclusive',
    shortLabel: 'All Inclusive',
    heroSuptitle: 'Holiday types',
    heroTitle: 'All Inclusive',
    heroSubtitle: 'Everything taken care of, nothing compromised',
    tileSubtitle: 'Everything, Beautifully Covered',
    tileTitle: 'All Inclusive',
    scene: 'pool-terrace',
    overview: {
      title: 'Luxury without the bill at the end',
      text: 'The best all-inclusive stays now rival the finest hotels in the world: several restaurants, fine wines, spa time and excursions, all included. We know which resorts truly include what matters.',
    },
    body: [
      ...section(
        'Reading the small print for you',
        'All-inclusive means different things in different places. We check what is covered, from premium drinks to diving and seaplane transfers, so the price you see is the price you pay.',
      ),
    ],
  },
  {
    slug: 'multi-destinations-holidays',
    shortLabel: 'Multi-Destination',
    heroSuptitle: 'Holiday types',
    heroTitle: 'Multi-Destination Holidays',
    heroSubtitle: 'Several journeys, one seamless trip',
    tileSubtitle: 'Freestyle your journey',
    tileTitle: 'Multi-Destination Holidays',
    scene: 'cruise',
    overview: {
      title: 'Two countries, one journey',
      text: 'City and beach, safari and island, culture and calm: combining destinations is where tailor-made travel comes into its own. We plan flights, transfers and the order of stays so that each place sets up the next.',
    },
    body: [
      ...section(
        'Favourite combinations',
        'Sri Lanka and the Maldives; Singapore and Malaysia’s islands; Cape Town, the Kruger and Mauritius; Abu Dhabi on the way to Sri Lanka. Every one can be reshaped around your dates.',
      ),
    ],
  },
  {
    slug: 'safaris',
    shortLabel: 'Safari',
    heroSuptitle: 'Holiday types',
    heroTitle: 'Safaris',
    heroSubtitle: 'Wild places, expert guides, unforgettable encounters',
    tileSubtitle: 'Adventure, Unscripted',
    tileTitle: 'Safaris',
    scene: 'savanna',
    overview: {
      title: 'Safari, the way it should be',
      text: 'Small camps in private reserves, guides who read the bush like a book and the right season for each place: we design safaris in South Africa, Botswana and Zimbabwe, and pair them with the beach when you are ready to rest.',
    },
    body: [
      ...section(
        'When to go',
        'Botswana’s delta floods in the southern winter, the dry season concentrates the game from June to October, and the green season brings newborns, migrant birds and better prices. We will match your dates to the best places.',
      ),
    ],
  },
  {
    slug: 'luxury-beach-holidays',
    shortLabel: 'Beach',
    heroSuptitle: 'Holiday types',
    heroTitle: 'Luxury Beach Holidays',
    heroSubtitle: 'The world’s most beautiful shores, chosen with care',
    tileSubtitle: 'Barefoot Elegance Awaits',
    tileTitle: 'Luxury Beach Holidays',
    scene: 'granite-cove',
    overview: {
      title: 'The right beach, at the right time',
      text: 'Seasons matter on the beach more than anywhere: we know which coast is calm in which month and which hotels have the best stretch of sand. From the Maldives to the Seychelles, Thailand to Mauritius, we match the beach to you.',
    },
    body: [
      ...section(
        'Beyond the sunlounger',
        'Snorkel a house reef, learn to dive, sail a catamaran or explore the island with a naturalist. Or do none of it at all: that is the point.',
      ),
    ],
  },
];

export const holidayTypes = types.map((type, index) => ({
  _id: `holidayType-${type.slug}`,
  _type: 'holidayType' as const,
  slug: { _type: 'slug' as const, current: type.slug },
  order: index + 1,
  url: `/holiday-types/${type.slug}`,
  heroImage: art(
    type.scene,
    `holiday-${type.slug}-hero`,
    'hero',
    `${type.heroTitle}: illustration of ${sceneDescriptions[type.scene]}`,
    type.mood,
  ),
  heroTitle: type.heroTitle,
  heroSubtitle: type.heroSubtitle,
  heroSuptitle: type.heroSuptitle,
  shortLabel: type.shortLabel,
  overview: type.overview,
  tile: {
    subtitle: type.tileSubtitle,
    title: type.tileTitle,
    image: art(
      type.scene,
      `holiday-${type.slug}-tile`,
      'tile',
      `${type.tileTitle}: illustration of ${sceneDescriptions[type.scene]}`,
      type.mood,
    ),
    // The left half is rounded up: with six tiles, three sit left and three right.
    panel: index < Math.ceil(types.length / 2) ? ('left' as const) : ('right' as const),
  },
  body: type.body,
  seo: {
    title: type.heroTitle,
    description: type.overview.text,
    noIndex: false,
  },
}));
