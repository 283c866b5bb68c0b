/** Signature itineraries in the Indian Ocean: Sri Lanka, alone or with the Maldives or Abu Dhabi. */
import { day, journey } from './build.ts';

export const indianOceanJourneys = [
  journey({
    slug: 'sri-lankan-summer',
    heroTitle: 'A Sri Lankan Summer',
    heroSubtitle: 'The Cultural Triangle, Kandy and the east coast',
    title:
      'When the south-west monsoon arrives, the east coast is at its best: ancient cities, hill-country tea and a week on the golden beaches around Trincomalee.',
    description:
      'Twelve nights timed for the British summer holidays, with the calmest seas on the island.',
    nights: 12,
    price: 2895,
    tags: ['Indian Ocean', 'Sri Lanka'],
    scene: 'beach',
    cardScene: 'temple-dagoba',
    place: 'Sri Lanka',
    overview: {
      title: 'Sri Lanka in July and August',
      text: 'Sri Lanka has two monsoons, which means there is always a good coast. In summer we send you east: to the Cultural Triangle for Sigiriya and the cave temples, to Kandy for the Temple of the Tooth, and to Trincomalee for calm water, snorkelling at Pigeon Island and, with luck, blue whales offshore.',
    },
    days: [
      day('Day 1', 'London to Colombo', 'Fly overnight to Colombo.', { hideImage: true }),
      day(
        'Days 2–4',
        'The Cultural Triangle',
        'Drive to Habarana with your chauffeur-guide. Climb Sigiriya at first light, cycle the ruins of Polonnaruwa and visit the cave temples of Dambulla.\nOption includes: chauffeur-guide throughout, entrance fees.\nOption excludes: lunches and tips.',
        { scene: 'temple-dagoba', stays: [['Cultural Triangle Lake Lodge', 3]] },
      ),
      day(
        'Days 5–6',
        'Kandy',
        'Visit the Temple of the Tooth, the botanical gardens at Peradeniya and a spice garden in Matale.',
        { scene: 'tea-hills', stays: [['Kandy Hills Retreat', 2]] },
      ),
      day(
        'Days 7–13',
        'Trincomalee',
        'Seven nights on the east coast: snorkel at Pigeon Island, take a whale-watching trip and visit Koneswaram temple above the sea.',
        { scene: 'lagoon', stays: [['Trincomalee Coral Villas', 7]] },
      ),
      day(
        'Day 14',
        'Trincomalee to London',
        'Drive to Colombo for your flight home, arriving the same day.',
        { hideImage: true },
      ),
    ],
  }),
  journey({
    slug: 'sri-lanka-culture-wildlife',
    heroTitle: 'Sri Lanka: Culture and Wildlife',
    heroSubtitle: 'Sigiriya, Kandy, Nuwara Eliya, Yala and Galle',
    title:
      'Rock fortresses and sacred temples, tea estates in the clouds, leopards in Yala and the ramparts of Galle: the essential Sri Lanka, with a naturalist for the safari days.',
    description:
      'Thirteen nights that take in every side of the island, from the ancient north to the wild south.',
    nights: 13,
    price: 3295,
    tags: ['Indian Ocean', 'Sri Lanka'],
    scene: 'savanna',
    cardScene: 'temple-dagoba',
    place: 'Sri Lanka',
    overview: {
      title: 'The island in full',
      text: 'Sri Lanka packs extraordinary variety into a small island. This journey crosses it from north to south by road and by the famous hill-country train, pausing for leopards and sloth bears in Yala before ending within the walls of Galle Fort.',
    },
    days: [
      day('Day 1', 'London to Colombo', 'Fly overnight to Colombo.', { hideImage: true }),
      day(
        'Days 2–4',
        'Habarana',
        'Sigiriya, Polonnaruwa and an evening jeep safari among the elephants of Minneriya.',
        { scene: 'temple-dagoba', stays: [['Cultural Triangle Lake Lodge', 3]] },
      ),
      day('Days 5–6', 'Kandy', 'The Temple of the Tooth and an evening of Kandyan dance.', {
        scene: 'tea-hills',
        stays: [['Kandy Hills Retreat', 2]],
      }),
      day(
        'Days 7–8',
        'Nuwara Eliya',
        'Take the hill-country train through the tea estates, then stay in a planter’s bungalow with a butler and afternoon tea.\nOption includes: first-class train seats, tea factory visit.\nOption excludes: Horton Plains entrance.',
        { scene: 'tea-hills', stays: [['Tea Planter’s Bungalow', 2]] },
      ),
      day(
        'Days 9–11',
        'Yala',
        'Three nights in a tented camp with morning and afternoon game drives in search of leopard and sloth bear.',
        { stays: [['Yala Leopard Camp', 3]] },
      ),
      day(
        'Days 12–14',
        'Galle',
        'Walk the ramparts of Galle Fort, browse its galleries and spend a day on the beaches of Unawatuna.',
        { scene: 'beach', stays: [['Galle Fort Mansion', 3]] },
      ),
      day('Day 15', 'Galle to London', 'Drive to the airport for your flight home.', {
        hideImage: true,
      }),
    ],
  }),
  journey({
    slug: 'sri-lanka-highlights-maldives',
    heroTitle: 'Sri Lanka Highlights and the Maldives',
    heroSubtitle: 'The Cultural Triangle, the hill country and Baa Atoll',
    title:
      'Sri Lanka’s temples, tea and wildlife, followed by five nights in an over-water villa in a Maldivian biosphere reserve.',
    description:
      'Fourteen nights that pair the richness of Sri Lanka with the stillness of the Maldives, a short flight apart.',
    nights: 14,
    price: 5490,
    tags: ['Indian Ocean', 'Sri Lanka', 'Maldives'],
    scene: 'lagoon',
    cardScene: 'temple-dagoba',
    place: 'Sri Lanka and the Maldives',
    overview: {
      title: 'Culture, then calm',
      text: 'The flight from Colombo to Malé takes barely an hour, which makes this one of the most rewarding pairings in the Indian Ocean. Nine nights of exploring are followed by five of doing very little beautifully, in an over-water villa with manta rays in the bay.',
    },
    days: [
      day('Day 1', 'London to Colombo', 'Fly overnight to Colombo.', { hideImage: true }),
      day(
        'Days 2–4',
        'The Cultural Triangle',
        'Sigiriya, Dambulla and the ancient city of Polonnaruwa.',
        { scene: 'temple-dagoba', stays: [['Cultural Triangle Lake Lodge', 3]] },
      ),
      day('Days 5–6', 'Kandy', 'The Temple of the Tooth and the Royal Botanical Gardens.', {
        scene: 'tea-hills',
        stays: [['Kandy Hills Retreat', 2]],
      }),
      day(
        'Days 7–10',
        'Galle',
        'Drive south through the tea country to the ramparts of Galle Fort.',
        { scene: 'beach', stays: [['Galle Fort Mansion', 4]] },
      ),
      day(
        'Days 11–15',
        'Baa Atoll, Maldives',
        'Fly to Malé and on by seaplane to Baa Atoll. Snorkel with mantas at Hanifaru Bay (June to November) and dine on a sandbank.\nOption includes: seaplane transfers, half board.\nOption excludes: Hanifaru Bay excursion.',
        { stays: [['Baa Atoll Water Villas', 5]] },
      ),
      day(
        'Day 16',
        'Malé to London',
        'Seaplane to Malé for your flight home, arriving the same day.',
        { hideImage: true },
      ),
    ],
  }),
  journey({
    slug: 'sri-lanka-abu-dhabi-luxury-adventure',
    heroTitle: 'Sri Lanka and Abu Dhabi: a Luxury Adventure',
    heroSubtitle: 'Abu Dhabi, Sigiriya, the hill country and the south coast',
    title:
      'Two nights of Abu Dhabi’s museums and dunes on the way out, then the best of Sri Lanka in exceptional hotels, from lake lodge to clifftop villa.',
    description:
      'Thirteen nights with a stopover in the Gulf, private guides and a desert evening.',
    nights: 13,
    price: 4965,
    tags: ['Indian Ocean', 'Sri Lanka', 'Middle East', 'Abu Dhabi'],
    scene: 'desert',
    cardScene: 'temple-dagoba',
    place: 'Sri Lanka and Abu Dhabi',
    overview: {
      title: 'A stopover worth making',
      text: 'Break the journey in Abu Dhabi for the Louvre, the Grand Mosque and an evening in the dunes, then continue to Sri Lanka for temples, tea country and a week on the south coast.',
    },
    days: [
      day('Day 1', 'London to Abu Dhabi', 'Fly to Abu Dhabi and transfer to Saadiyat Island.', {
        hideImage: true,
      }),
      day(
        'Days 2–3',
        'Abu Dhabi',
        'The Sheikh Zayed Grand Mosque, the Louvre Abu Dhabi and a desert evening with dinner under the stars.\nOption includes: private desert safari with dinner.\nOption excludes: museum tickets.',
        { scene: 'beach', stays: [['Saadiyat Beach Palace', 2]] },
      ),
      day(
        'Days 4–6',
        'The Cultural Triangle',
        'Fly to Colombo and drive north for Sigiriya, Dambulla and Minneriya.',
        { scene: 'temple-dagoba', stays: [['Cultural Triangle Lake Lodge', 3]] },
      ),
      day('Days 7–8', 'Nuwara Eliya', 'Tea country by train and a night in a planter’s bungalow.', {
        scene: 'tea-hills',
        stays: [['Tea Planter’s Bungalow', 2]],
      }),
      day(
        'Days 9–14',
        'Tangalle',
        'Six nights on the south coast, with a whale-watching trip from Mirissa in season.',
        { scene: 'beach', stays: [['Tangalle Bay Villas', 6]] },
      ),
      day('Day 15', 'Colombo to London', 'Drive to the airport for your flight home.', {
        hideImage: true,
      }),
    ],
  }),
  journey({
    slug: 'sri-lanka-indulgence',
    heroTitle: 'Sri Lanka Indulgence',
    heroSubtitle: 'Private villas, private guides, private time',
    title:
      'Sri Lanka at its most refined: a planter’s bungalow with a butler, a villa between river and sea, and a chauffeur-guide who shapes every day around you.',
    description: 'Twelve nights in the island’s finest small hotels and villas.',
    nights: 12,
    price: 6099,
    tags: ['Indian Ocean', 'Sri Lanka'],
    scene: 'pool-terrace',
    cardScene: 'tea-hills',
    place: 'Sri Lanka',
    overview: {
      title: 'The art of slowing down',
      text: 'Fewer moves, longer stays and the island’s most characterful places to sleep. There is culture and wildlife for those who want it, but this journey is built around the pleasure of being looked after.',
    },
    days: [
      day('Day 1', 'London to Colombo', 'Fly overnight to Colombo.', { hideImage: true }),
      day(
        'Days 2–4',
        'Kandy',
        'Settle into the hills above Kandy. A private blessing at a village temple, and a spice garden lunch.',
        { scene: 'tea-hills', stays: [['Kandy Hills Retreat', 3]] },
      ),
      day(
        'Days 5–7',
        'Nuwara Eliya',
        'A planter’s bungalow with a butler, billiards and walks through the estate.',
        { scene: 'tea-hills', stays: [['Tea Planter’s Bungalow', 3]] },
      ),
      day(
        'Days 8–13',
        'Bentota',
        'Six nights at a private villa with its own chef, between the river and the sea.\nOption includes: private chef, daily housekeeping.\nOption excludes: drinks and excursions.',
        { stays: [['Bentota River Villa', 6]] },
      ),
      day('Day 14', 'Bentota to London', 'Drive to the airport for your flight home.', {
        hideImage: true,
      }),
    ],
  }),
  journey({
    slug: 'sri-lanka-grand-tour',
    heroTitle: 'The Sri Lanka Grand Tour',
    heroSubtitle: 'Thirteen nights from Colombo to the south coast',
    title:
      'The complete circle of Sri Lanka: Colombo, the ancient cities, Kandy, the tea country, Yala and the south coast, ending with two days by the sea.',
    description: 'A full tour of the island, ending on day fifteen with the flight home.',
    nights: 13,
    price: 3995,
    tags: ['Indian Ocean', 'Sri Lanka'],
    scene: 'temple-dagoba',
    cardScene: 'tea-hills',
    place: 'Sri Lanka',
    overview: {
      title: 'Every side of the island',
      text: 'If you want to see all of Sri Lanka in one journey, this is it. Your chauffeur-guide stays with you from the first morning to the last, and each stay is chosen for its setting and its welcome.',
    },
    days: [
      day('Day 1', 'London to Colombo', 'Fly overnight to Colombo.', { hideImage: true }),
      day(
        'Day 2',
        'Colombo',
        'A gentle first day: the Pettah markets, Gangaramaya temple and sundowners on the seafront lawn.',
        { scene: 'beach', stays: [['Colombo Seafront Heritage Hotel', 1]] },
      ),
      day(
        'Days 3–5',
        'The Cultural Triangle',
        'Sigiriya, Dambulla, Polonnaruwa and an elephant safari in Minneriya.',
        { stays: [['Cultural Triangle Lake Lodge', 3]] },
      ),
      day('Days 6–7', 'Kandy', 'The Temple of the Tooth and the botanical gardens.', {
        scene: 'tea-hills',
        stays: [['Kandy Hills Retreat', 2]],
      }),
      day('Days 8–9', 'Nuwara Eliya', 'The hill-country train and a tea estate at dawn.', {
        scene: 'tea-hills',
        stays: [['Tea Planter’s Bungalow', 2]],
      }),
      day('Days 10–11', 'Yala', 'Game drives in search of leopard, elephant and sloth bear.', {
        scene: 'savanna',
        stays: [['Yala Leopard Camp', 2]],
      }),
      day(
        'Days 12–14',
        'Galle',
        'Galle Fort and the beaches of the south coast.\nOption includes: guided walk of the fort.\nOption excludes: whale-watching from Mirissa.',
        { scene: 'beach', stays: [['Galle Fort Mansion', 3]] },
      ),
      day(
        'Day 15',
        'Galle to London',
        'Drive to the airport for your flight home, arriving the same day.',
        { hideImage: true },
      ),
    ],
  }),
];
