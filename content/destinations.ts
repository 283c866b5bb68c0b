/** The seven destination pages under /picks/{slug}, with day ideas and example hotels. */
import type { SceneName } from '../imagery/scenes.ts';
import { stay } from './hotels.ts';
import { art, sceneDescriptions } from './image.ts';
import { day, itineraryDay, type DayInput } from './journeys/build.ts';
import { destinationKinds, destinationWhenToGo, holidayTypeReferences } from './whenAndKind.ts';

interface DestinationInput {
  slug: string;
  name: string;
  /** Other names visitors use for it, read by the trip-request extractor. */
  aliases: string[];
  heroSubtitle: string;
  region: string;
  locations: string[];
  scene: SceneName;
  cardScene: SceneName;
  contentTitle: string;
  contentText: string;
  offerMessage: string | null;
  additionalContent: string;
  days: DayInput[];
  hotels: [title: string, nights: number][];
}

const destinations: DestinationInput[] = [
  {
    slug: 'maldives',
    name: 'Maldives',
    aliases: ['the Maldives', 'Maldive Islands'],
    heroSubtitle: 'Over-water villas, house reefs and the clearest water you will ever see',
    region: 'Indian Ocean',
    locations: ['Maldives'],
    scene: 'lagoon',
    cardScene: 'lagoon',
    contentTitle: 'Choosing your island',
    contentText:
      'Every resort in the Maldives is its own island, so choosing well matters more than anywhere. We know which have the best house reefs, which suit families, which are reached by seaplane and which by speedboat, and which villas catch the sunset. Tell us what you love and we will match you to the right atoll.',
    offerMessage: 'Seaplane transfers included on selected stays',
    additionalContent: 'Twenty-six atolls, over a thousand islands and a single rule: slow down.',
    days: [
      day(
        'Day 1',
        'Arrival by seaplane',
        'Fly over the atolls to your island, where shoes become optional from the jetty onwards.',
      ),
      day(
        'Day 2',
        'The house reef',
        'Snorkel straight from your villa steps with turtles, reef sharks and shoals of fusiliers.',
      ),
      day(
        'Day 3',
        'A sandbank lunch',
        'A boat takes you to a sandbank for a private lunch, with nothing in sight but sea.\nOption includes: boat, picnic lunch and parasol.\nOption excludes: champagne.',
      ),
      day(
        'Days 4–7',
        'At your own pace',
        'Spa rituals, sunset dolphin cruises, diving with mantas in season, or simply the hammock.',
      ),
    ],
    hotels: [
      ['Baa Atoll Water Villas', 7],
      ['North Malé Island Reserve', 5],
      ['Laamu Atoll Sanctuary', 7],
    ],
  },
  {
    slug: 'dubai',
    name: 'Dubai',
    aliases: ['UAE', 'United Arab Emirates'],
    heroSubtitle: 'Desert, sea and a skyline like nowhere else',
    region: 'Middle East',
    locations: ['Dubai'],
    scene: 'city-dubai',
    cardScene: 'desert',
    contentTitle: 'More than the skyline',
    contentText:
      'Dubai is the easiest of long-haul escapes: seven hours from London, sunshine all winter, and beaches, souks and desert within half an hour of each other. Stay by the sea for a week, or pair a few nights here with the Maldives, Mauritius or the Seychelles.',
    offerMessage: null,
    additionalContent: 'Winter sun, seven hours from London.',
    days: [
      day(
        'Day 1',
        'Old Dubai',
        'Cross the creek by abra to the spice and gold souks, then dine in the Al Fahidi quarter.',
        { scene: 'city-dubai' },
      ),
      day(
        'Day 2',
        'Beach and sky',
        'A morning on the beach and an evening at the top of the tallest tower in the world.',
        { scene: 'beach' },
      ),
      day(
        'Day 3',
        'Into the desert',
        'A private desert drive at sunset, with falcons, dinner and stars.\nOption includes: private vehicle and guide, dinner.\nOption excludes: hot-air balloon at dawn.',
        { scene: 'desert' },
      ),
    ],
    hotels: [
      ['Jumeirah Shore Suites', 5],
      ['Dubai Creek Residence', 3],
    ],
  },
  {
    slug: 'mauritius',
    name: 'Mauritius',
    aliases: ['Île Maurice'],
    heroSubtitle: 'Lagoons, mountains and a warm Creole welcome',
    region: 'Indian Ocean',
    locations: ['Mauritius'],
    scene: 'beach',
    cardScene: 'pool-terrace',
    contentTitle: 'An island of two coasts',
    contentText:
      'Mauritius is wonderfully varied: calm east-coast lagoons for sunrise swims, the dramatic south-west beneath Le Morne, and a green interior of waterfalls, tea and sugar cane. It is among the best Indian Ocean islands for families, and the hospitality is legendary.',
    offerMessage: 'Half board upgrades on selected stays',
    additionalContent: 'Lagoons on every side and mountains in the middle.',
    days: [
      day(
        'Day 1',
        'The east coast lagoon',
        'Kayak across the lagoon at sunrise and spend the day on Île aux Cerfs.',
        { scene: 'lagoon' },
      ),
      day(
        'Day 2',
        'The south-west',
        'Drive past Le Morne to the seven-coloured earth of Chamarel and the Black River Gorges.',
        { scene: 'falls' },
      ),
      day(
        'Day 3',
        'Port Louis',
        'The central market, the Caudan waterfront and a street-food lunch.\nOption includes: private driver-guide for the day.\nOption excludes: lunch.',
        { scene: 'city-singapore' },
      ),
      day('Days 4–7', 'By the sea', 'Catamaran days, golf, kitesurfing or the spa.', {
        scene: 'pool-terrace',
      }),
    ],
    hotels: [
      ['Le Morne Lagoon Resort', 7],
      ['Belle Mare Pool Villas', 7],
    ],
  },
  {
    slug: 'thailand',
    name: 'Thailand',
    aliases: ['Bangkok', 'Phuket', 'Koh Samui', 'Krabi', 'Chiang Mai'],
    heroSubtitle: 'Temples, islands and the kindest of welcomes',
    region: 'Asia',
    locations: ['Thailand'],
    scene: 'karst-bay',
    cardScene: 'temple-chedi',
    contentTitle: 'Two seas, endless islands',
    contentText:
      'Thailand has islands for every season: the Andaman coast from November to April, the Gulf of Thailand through the summer. Add Bangkok’s temples and markets, or the hills of the north, and you have one of the most rewarding journeys in Asia.',
    offerMessage: null,
    additionalContent: 'Islands in two seas, and a season for each.',
    days: [
      day(
        'Day 1',
        'Bangkok',
        'The Grand Palace at opening time and a long-tail through the canals.',
        { scene: 'city-bangkok' },
      ),
      day('Day 2', 'Chiang Mai', 'Temples, a cooking class and an ethical elephant sanctuary.', {
        scene: 'temple-chedi',
      }),
      day(
        'Days 3–7',
        'The islands',
        'Krabi, Koh Yao Noi or Koh Samui: sea kayaking, island-hopping and long lunches.',
        { scene: 'beach' },
      ),
    ],
    hotels: [
      ['The Chao Phraya Residence', 3],
      ['Andaman Bay Retreat', 5],
      ['Samui Cliff Villas', 5],
    ],
  },
  {
    slug: 'sri-lanka',
    name: 'Sri Lanka',
    aliases: ['Ceylon', 'Shri Lanka', 'Colombo', 'Kandy'],
    heroSubtitle: 'Ancient cities, tea country, leopards and golden beaches',
    region: 'Indian Ocean',
    locations: ['Sri Lanka'],
    scene: 'temple-dagoba',
    cardScene: 'tea-hills',
    contentTitle: 'A world in one island',
    contentText:
      'In two weeks you can climb a rock fortress, take tea with a planter, watch leopards and whales, and end on a palm-fringed beach. Sri Lanka’s two monsoons mean there is always a good coast, and our chauffeur-guides make every road a pleasure.',
    offerMessage: null,
    additionalContent: 'Two monsoons, so there is always a sunny coast.',
    days: [
      day('Day 1', 'Sigiriya', 'Climb the Lion Rock at dawn, before the heat and the crowds.', {
        scene: 'temple-dagoba',
      }),
      day(
        'Day 2',
        'Kandy and the hills',
        'The Temple of the Tooth, then the hill-country train through the tea estates.',
        { scene: 'tea-hills' },
      ),
      day(
        'Day 3',
        'Yala',
        'A game drive in search of leopard and sloth bear.\nOption includes: private jeep and naturalist.\nOption excludes: park fees.',
        { scene: 'savanna' },
      ),
      day(
        'Days 4–7',
        'The south coast',
        'Galle Fort, whale-watching from Mirissa and quiet beaches around Tangalle.',
        { scene: 'beach' },
      ),
    ],
    hotels: [
      ['Cultural Triangle Lake Lodge', 3],
      ['Tea Planter’s Bungalow', 2],
      ['Tangalle Bay Villas', 5],
    ],
  },
  {
    slug: 'south-africa',
    name: 'South Africa',
    aliases: ['Cape Town', 'Kruger', 'Garden Route', 'Winelands'],
    heroSubtitle: 'The Cape, the Winelands and the Big Five',
    region: 'Africa',
    locations: ['South Africa'],
    scene: 'cape',
    cardScene: 'savanna',
    contentTitle: 'City, vineyard and bush',
    contentText:
      'Few countries combine so much so easily: a beautiful city beneath a mountain, vineyards an hour away, a coastline of whales and a safari in a private reserve, all in the same time zone as home, give or take an hour.',
    offerMessage: null,
    additionalContent: 'Little jet lag, and a great deal to see.',
    days: [
      day('Day 1', 'Cape Town', 'Table Mountain by cable car and sundowners at Camps Bay.', {
        scene: 'cape',
      }),
      day('Day 2', 'The Winelands', 'Tastings and lunch among the vineyards of Franschhoek.', {
        scene: 'tea-hills',
      }),
      day(
        'Days 3–5',
        'Safari',
        'Three nights in a private reserve with twice-daily game drives.\nOption includes: all meals and game activities.\nOption excludes: conservation levy.',
        { scene: 'savanna' },
      ),
    ],
    hotels: [
      ['Cape Town Waterfront Residence', 4],
      ['Winelands Manor', 3],
      ['Sabi Sands Private Lodge', 3],
    ],
  },
  {
    slug: 'seychelles',
    name: 'Seychelles',
    aliases: ['Mahé', 'Praslin', 'La Digue'],
    heroSubtitle: 'Granite shores and the bluest water in the Indian Ocean',
    region: 'Indian Ocean',
    locations: ['Seychelles'],
    scene: 'granite-cove',
    cardScene: 'granite-cove',
    contentTitle: 'Island-hopping in paradise',
    contentText:
      'The Seychelles reward those who move between islands: the forested peaks of Mahé, the coco de mer of Praslin, and La Digue’s bicycles and sculpted granite. Ferries and short flights make it easy, and we plan every connection.',
    offerMessage: 'Island-hopping ferry transfers included',
    additionalContent: 'Granite, green peaks and beaches without footprints.',
    days: [
      day('Day 1', 'Mahé', 'The Morne Seychellois trails and the market in Victoria.', {
        scene: 'rainforest',
      }),
      day(
        'Day 2',
        'Praslin',
        'The Vallée de Mai, home of the coco de mer, and Anse Lazio for the afternoon.',
        { scene: 'granite-cove' },
      ),
      day(
        'Day 3',
        'La Digue',
        'Cycle to Anse Source d’Argent among the granite boulders.\nOption includes: ferry and bicycles.\nOption excludes: L’Union Estate entrance.',
        { scene: 'granite-cove' },
      ),
    ],
    hotels: [
      ['Mahé Hilltop Villas', 3],
      ['Praslin Granite Bay', 4],
      ['La Digue Plantation House', 3],
    ],
  },
];

export const destinationDocuments = destinations.map((destination, index) => ({
  _id: `destination-${destination.slug}`,
  _type: 'destination' as const,
  slug: { _type: 'slug' as const, current: destination.slug },
  order: index + 1,
  heroTitle: destination.name,
  aliases: destination.aliases,
  heroSubtitle: destination.heroSubtitle,
  heroImage: art(
    destination.scene,
    `destination-${destination.slug}-hero`,
    'hero',
    `${destination.name}: illustration of ${sceneDescriptions[destination.scene]}`,
  ),
  locations: destination.locations,
  contentTitle: destination.contentTitle,
  contentText: destination.contentText,
  offerMessage: destination.offerMessage,
  offerPrice: null,
  whenToGo: destinationWhenToGo[destination.slug],
  holidayTypes: holidayTypeReferences(destinationKinds[destination.slug]),
  card: {
    image: art(
      destination.cardScene,
      `destination-${destination.slug}-card`,
      'card',
      `${destination.name}: illustration of ${sceneDescriptions[destination.cardScene]}`,
    ),
    region: destination.region,
    location: destination.name,
  },
  additionalContent: destination.additionalContent,
  days: destination.days.map((entry, dayIndex) =>
    itineraryDay(`destination-${destination.slug}`, dayIndex, entry, destination.scene),
  ),
  dealsExample: destination.hotels.map(([title, nights]) => stay(title, nights)),
  seo: {
    title: `${destination.name} | Premium travel picks`,
    description: destination.heroSubtitle,
    noIndex: false,
  },
}));
