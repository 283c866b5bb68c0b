/**
 * The hotels our itineraries use as examples, each with a stable id (43521 upwards) so the same
 * hotel keeps the same id and pictures wherever it appears. All names are fictional.
 */
import type { SceneName } from '../imagery/scenes.ts';
import { art, type SeedImage } from './image.ts';

export interface Hotel {
  hotelId: number;
  title: string;
  place: string;
  scene: SceneName;
  description: string;
}

const catalogue: [title: string, place: string, scene: SceneName, description: string][] = [
  [
    'The Chao Phraya Residence',
    'Bangkok',
    'city-bangkok',
    'A riverside hideaway of teak and silk, with a private boat to whisk you to the Grand Palace before the crowds.',
  ],
  [
    'Lanna Teak House',
    'Chiang Mai',
    'temple-chedi',
    'Twenty suites set among rice paddies and temple gardens, a short drive from the old city walls.',
  ],
  [
    'Samui Cliff Villas',
    'Koh Samui',
    'pool-terrace',
    'Hillside pool villas above the Gulf of Thailand, each with its own sala for sunset suppers.',
  ],
  [
    'Andaman Bay Retreat',
    'Krabi',
    'karst-bay',
    'Beach pavilions beneath limestone cliffs, reached only by boat, with a spa carved into the rock.',
  ],
  [
    'Koh Yao Hideaway',
    'Phang Nga Bay',
    'beach',
    'Barefoot villas on a quiet island facing the karsts of Phang Nga Bay.',
  ],
  [
    'Golden Triangle Tented Camp',
    'Chiang Rai',
    'rainforest',
    'Canvas suites in bamboo forest where the Ruak meets the Mekong, with an elephant sanctuary on the doorstep.',
  ],
  [
    'Hua Hin Beach Pavilions',
    'Hua Hin',
    'beach',
    'Family suites along a long sandy bay, with a kids’ club, shaded pools and gentle surf.',
  ],
  [
    'The Marina Heritage',
    'Singapore',
    'city-singapore',
    'A restored colonial landmark with a modern wing overlooking Marina Bay and the Gardens beyond.',
  ],
  [
    'Langkawi Rainforest Pavilions',
    'Langkawi',
    'rainforest',
    'Pavilions stepped down through ancient rainforest to a private cove on the Andaman Sea.',
  ],
  [
    'Penang Shophouse Suites',
    'George Town',
    'city-singapore',
    'Seven restored shophouses in the heart of George Town, with courtyard pools and Peranakan tiles.',
  ],
  [
    'Cameron Highlands Tea Lodge',
    'Cameron Highlands',
    'tea-hills',
    'A Tudor-style lodge among tea estates, with log fires in the evening and mist at dawn.',
  ],
  [
    'Pulau Island Villas',
    'Pangkor',
    'lagoon',
    'A private island of sea villas and garden retreats, with just one resort on its shore.',
  ],
  [
    'Hanoi Old Quarter Hotel',
    'Hanoi',
    'city-singapore',
    'A grand colonial hotel on a leafy boulevard, a stroll from the lakes and lanes of the Old Quarter.',
  ],
  [
    'Ha Long Private Junk',
    'Ha Long Bay',
    'karst-bay',
    'A handsome wooden junk with three cabins, exploring the quieter bays of Lan Ha among the karsts.',
  ],
  [
    'Hoi An River Residence',
    'Hoi An',
    'beach',
    'Low-rise villas between the Thu Bon river and the beach, with bicycles for the lantern-lit old town.',
  ],
  [
    'Saigon Colonial Suites',
    'Ho Chi Minh City',
    'city-singapore',
    'A polished boutique hotel in the old French quarter, with a rooftop bar over the city lights.',
  ],
  [
    'Mekong Delta Lodge',
    'Can Tho',
    'delta',
    'Timber bungalows among orchards on a delta island, with sampans to the floating markets.',
  ],
  [
    'Siem Reap Garden Villas',
    'Siem Reap',
    'temple-angkor',
    'Pool villas in tropical gardens near the temples, with a private guide and tuk-tuk on call.',
  ],
  [
    'Phnom Penh Riverside',
    'Phnom Penh',
    'city-bangkok',
    'A 1920s mansion turned hotel facing the Royal Palace and the meeting of the rivers.',
  ],
  [
    'Koh Rong Island Retreat',
    'Koh Rong',
    'beach',
    'Beach villas on an island of white sand and clear water, an hour by boat from the coast.',
  ],
  [
    'Kinabatangan River Lodge',
    'Kinabatangan',
    'rainforest',
    'A simple, comfortable riverside lodge with naturalist guides and dawn boat safaris for orang-utans.',
  ],
  [
    'Danum Valley Canopy Lodge',
    'Danum Valley',
    'rainforest',
    'Deep in protected rainforest, with a canopy walkway and night walks led by resident scientists.',
  ],
  [
    'Gaya Island Reef Villas',
    'Sabah',
    'lagoon',
    'Villas on a forested island off Kota Kinabalu, with a marine centre and house reef.',
  ],
  [
    'Ubud Valley Sanctuary',
    'Ubud',
    'volcano-terraces',
    'Thatched villas above the Ayung river valley, with rice terraces below and Mount Batur beyond.',
  ],
  [
    'Uluwatu Clifftop Villas',
    'Uluwatu',
    'pool-terrace',
    'Clifftop pool villas on the Bukit peninsula, where the Indian Ocean glows at sunset.',
  ],
  [
    'Lombok Sanctuary Beach Villas',
    'Lombok',
    'beach',
    'A tranquil bay of beach villas on Lombok’s north-west coast, facing the Gili islands.',
  ],
  [
    'Gili Island Bungalows',
    'Gili Meno',
    'lagoon',
    'Barefoot bungalows on a car-free island, with turtles in the shallows and no hurry at all.',
  ],
  [
    'Colombo Seafront Heritage Hotel',
    'Colombo',
    'beach',
    'A grand old hotel facing the Indian Ocean, with a lawn made for sundowners.',
  ],
  [
    'Cultural Triangle Lake Lodge',
    'Habarana',
    'temple-dagoba',
    'Chalets on the shore of an ancient reservoir, central to Sigiriya, Dambulla and Polonnaruwa.',
  ],
  [
    'Kandy Hills Retreat',
    'Kandy',
    'tea-hills',
    'A hillside retreat above Kandy with views over the Knuckles range and a heated infinity pool.',
  ],
  [
    'Tea Planter’s Bungalow',
    'Nuwara Eliya',
    'tea-hills',
    'A restored planter’s bungalow on a working estate, with a butler, a billiard room and afternoon tea.',
  ],
  [
    'Yala Leopard Camp',
    'Yala',
    'savanna',
    'Luxury tents on the edge of Yala National Park, with leopard drives at first light.',
  ],
  [
    'Galle Fort Mansion',
    'Galle',
    'beach',
    'A 17th-century merchant’s house inside the ramparts of Galle Fort, with a courtyard pool.',
  ],
  [
    'Tangalle Bay Villas',
    'Tangalle',
    'beach',
    'Pavilions on a palm-fringed crescent of beach on Sri Lanka’s unhurried south coast.',
  ],
  [
    'Bentota River Villa',
    'Bentota',
    'pool-terrace',
    'A private villa between river and sea, designed in the tropical modern style of Geoffrey Bawa’s disciples.',
  ],
  [
    'Trincomalee Coral Villas',
    'Trincomalee',
    'lagoon',
    'Beach villas on the east coast, where blue whales pass offshore between March and August.',
  ],
  [
    'Baa Atoll Water Villas',
    'Baa Atoll',
    'lagoon',
    'Over-water villas in a UNESCO biosphere reserve, with manta rays in season.',
  ],
  [
    'North Malé Island Reserve',
    'North Malé Atoll',
    'lagoon',
    'Thirty villas on a private island twenty minutes by speedboat from the airport.',
  ],
  [
    'Laamu Atoll Sanctuary',
    'Laamu Atoll',
    'lagoon',
    'A far-flung island retreat in the south, with surf breaks, sandbanks and a marine biologist in residence.',
  ],
  [
    'Saadiyat Beach Palace',
    'Abu Dhabi',
    'beach',
    'A palatial beach resort on Saadiyat Island, minutes from the Louvre Abu Dhabi.',
  ],
  [
    'Liwa Desert Retreat',
    'Liwa Oasis',
    'desert',
    'A fortress-like retreat among the highest dunes of the Empty Quarter.',
  ],
  [
    'Dubai Creek Residence',
    'Dubai',
    'city-dubai',
    'Suites by the creek in old Dubai, close to the souks and the abra crossing.',
  ],
  [
    'Jumeirah Shore Suites',
    'Dubai',
    'city-dubai',
    'Sea-view suites on Jumeirah beach with the skyline framed from every balcony.',
  ],
  [
    'Cape Town Waterfront Residence',
    'Cape Town',
    'cape',
    'A harbour-side hotel beneath Table Mountain, with a rooftop pool and the Waterfront at the door.',
  ],
  [
    'Winelands Manor',
    'Franschhoek',
    'tea-hills',
    'A Cape Dutch manor among vineyards, with a celebrated kitchen and cellar.',
  ],
  [
    'Sabi Sands Private Lodge',
    'Sabi Sands',
    'savanna',
    'Eight suites in a private reserve bordering the Kruger, with off-road drives and walking safaris.',
  ],
  [
    'Okavango Delta Camp',
    'Okavango Delta',
    'delta',
    'A seasonal island camp reached by light aircraft, with mokoro excursions through the reeds.',
  ],
  [
    'Chobe River Lodge',
    'Chobe',
    'delta',
    'A riverside lodge with boat safaris among the elephant herds of the Chobe.',
  ],
  [
    'Kalahari Salt Pan Camp',
    'Makgadikgadi Pans',
    'savanna',
    'A 1940s-style explorers’ camp on the edge of the salt pans, with sleep-outs under the stars.',
  ],
  [
    'Victoria Falls River Lodge',
    'Victoria Falls',
    'falls',
    'Tented suites on the Zambezi upstream of the Falls, with sundowner cruises from the jetty.',
  ],
  [
    'Hwange Plains Camp',
    'Hwange',
    'savanna',
    'An intimate camp overlooking a waterhole on the plains of Hwange National Park.',
  ],
  [
    'Mana Pools Riverside Camp',
    'Mana Pools',
    'delta',
    'Eight tents on the banks of the Zambezi, known for walking safaris and canoeing.',
  ],
  [
    'Lake Kariba Island Lodge',
    'Lake Kariba',
    'delta',
    'Stone-and-thatch chalets on an island in Lake Kariba, with houseboat suppers among the drowned forest.',
  ],
  [
    'Le Morne Lagoon Resort',
    'Le Morne',
    'beach',
    'Suites along a lagoon beneath the Le Morne Brabant, with the island’s finest kitesurfing at hand.',
  ],
  [
    'Belle Mare Pool Villas',
    'Belle Mare',
    'pool-terrace',
    'Private pool villas on the east coast of Mauritius, where the morning sun rises over the reef.',
  ],
  [
    'Praslin Granite Bay',
    'Praslin',
    'granite-cove',
    'Hillside villas above a granite-framed bay, close to the Vallée de Mai and its coco de mer.',
  ],
  [
    'La Digue Plantation House',
    'La Digue',
    'granite-cove',
    'A handful of suites in a restored plantation house, with bicycles for the island’s famous beaches.',
  ],
  [
    'Mahé Hilltop Villas',
    'Mahé',
    'pool-terrace',
    'Pool villas on the slopes of Mahé with views to the outer islands.',
  ],
  [
    'Garden Route Cliff Lodge',
    'Plettenberg Bay',
    'cape',
    'A cliff-top lodge above a whale-watching bay on the Garden Route.',
  ],
  [
    'Sepilok Forest Lodge',
    'Sepilok',
    'rainforest',
    'Chalets on stilts at the forest edge, a short walk from the orang-utan feeding platforms.',
  ],
];

export const FIRST_HOTEL_ID = 43521;

export const hotels: Hotel[] = catalogue.map(([title, place, scene, description], index) => ({
  hotelId: FIRST_HOTEL_ID + index,
  title,
  place,
  scene,
  description,
}));

export function hotel(title: string): Hotel {
  const found = hotels.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`Unknown hotel: ${title}`);
  return found;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Scenes that make a fitting second picture on their own; elsewhere the second is the pool. */
const wildScenes: readonly SceneName[] = [
  'savanna',
  'delta',
  'falls',
  'desert',
  'rainforest',
  'karst-bay',
  'temple-angkor',
];

export function hotelImages(found: Hotel): SeedImage[] {
  const second = wildScenes.includes(found.scene) ? found.scene : 'pool-terrace';
  return [found.scene, second].map((scene, index) =>
    art(
      scene,
      `hotel-${found.hotelId}-${index + 1}`,
      'detail',
      `${found.title}, ${found.place}: illustration of ${sceneDescriptionOf(scene)}`,
    ),
  );
}

function sceneDescriptionOf(scene: SceneName): string {
  return art(scene, 'x', 'detail').alt.replace(/^Illustration of /, '');
}

/** A hotel example as a journey day or destination shows it (content model `hotelExample`). */
export function stay(title: string, nights: number) {
  const found = hotel(title);
  return {
    _type: 'hotelExample' as const,
    hotelId: found.hotelId,
    nights,
    title: found.title,
    slug: slugify(found.title),
    images: hotelImages(found),
    description: found.description,
  };
}
