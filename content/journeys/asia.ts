/** Signature itineraries in Asia: Thailand, Malaysia and Singapore, Vietnam, Cambodia, Borneo, Bali. */
import { day, journey } from './build.ts';

export const asiaJourneys = [
  journey({
    slug: 'luxury-thailand-cities-culture-beaches',
    heroTitle: 'Luxury Thailand: Cities, Culture and Beaches',
    heroSubtitle: 'Bangkok, Chiang Mai and Koh Samui',
    title:
      'Temples at dawn, the teak houses of the north and a cliff-top villa above the Gulf: Thailand in three graceful movements, with private guides throughout.',
    description:
      'Thirteen nights from the river palaces of Bangkok to the mountain temples of Chiang Mai, ending barefoot on Koh Samui.',
    nights: 13,
    price: 4295,
    tags: ['Asia', 'Thailand'],
    scene: 'temple-chedi',
    cardScene: 'city-bangkok',
    place: 'Thailand',
    overview: {
      title: 'Thailand, beautifully paced',
      text: 'This is the journey we recommend to anyone meeting Thailand for the first time. Three nights in Bangkok give you the Grand Palace before the crowds and the canals by private long-tail. In Chiang Mai you slow to the rhythm of the north: monks’ alms at dawn, cooking in a village kitchen, an ethical elephant sanctuary. Then six nights on Koh Samui, where the only decision is which terrace to read on.',
    },
    days: [
      day(
        'Day 1',
        'London to Bangkok',
        'Fly overnight from London Heathrow to Bangkok. Our team will have sent your travel documents and a personal guide to the days ahead.',
        { scene: 'cruise', hideImage: true },
      ),
      day(
        'Days 2–5',
        'Bangkok',
        'Met on arrival and driven to the river. Your private guide takes you to the Grand Palace and Wat Pho at opening time, then by long-tail through the Thonburi canals. Evenings are yours: a rooftop table, or the flower market by night.\nOption includes: private guide for two full days, long-tail boat, entrance fees.\nOption excludes: lunches and evening meals.',
        { scene: 'city-bangkok', stays: [['The Chao Phraya Residence', 4]] },
      ),
      day(
        'Days 6–8',
        'Chiang Mai',
        'A short flight north. Walk the old city with a historian, cook lunch in a village kitchen and spend a morning at an ethical elephant sanctuary where the animals are never ridden.',
        { stays: [['Lanna Teak House', 3]] },
      ),
      day(
        'Days 9–14',
        'Koh Samui',
        'Fly to Koh Samui for six nights of sea views and long lunches. We can arrange a private boat to Ang Thong Marine Park, or leave you entirely in peace.\nOption includes: daily breakfast, one private boat day to Ang Thong.\nOption excludes: national park fee, paid locally.',
        { scene: 'beach', stays: [['Samui Cliff Villas', 6]] },
      ),
      day(
        'Day 15',
        'Koh Samui to London',
        'A final swim, then fly via Bangkok to London, arriving the same evening.',
        { scene: 'pool-terrace' },
      ),
    ],
  }),
  journey({
    slug: 'bangkok-hidden-islands-thailand',
    heroTitle: 'Bangkok and the Hidden Islands',
    heroSubtitle: 'Bangkok, Koh Yao Noi and Koh Kood',
    title:
      'Two nights of Bangkok’s energy, then the quieter islands most visitors never reach: Koh Yao Noi in Phang Nga Bay and the jungle-fringed shores of Koh Kood.',
    description:
      'Ten nights that trade crowds for long-tail boats, empty sand and villages where time runs slowly.',
    nights: 10,
    price: 2389,
    tags: ['Asia', 'Thailand'],
    scene: 'beach',
    cardScene: 'karst-bay',
    place: 'Thailand',
    overview: {
      title: 'The islands that stayed quiet',
      text: 'Koh Yao Noi sits in the middle of Phang Nga Bay, ringed by limestone karsts, with rubber plantations and fishing villages inland. Koh Kood, near the Cambodian border, has waterfalls, mangroves and barely a road. Between them, Bangkok is a bright, brief prelude.',
    },
    days: [
      day('Day 1', 'London to Bangkok', 'Fly overnight to Bangkok.', { hideImage: true }),
      day(
        'Days 2–3',
        'Bangkok',
        'A private food walk through Chinatown and an evening on the river.\nOption includes: guided food walk with tastings.\nOption excludes: other meals.',
        { scene: 'city-bangkok', stays: [['The Chao Phraya Residence', 2]] },
      ),
      day(
        'Days 4–7',
        'Koh Yao Noi',
        'Fly to Phuket and cross by speedboat to Koh Yao Noi. Kayak into hidden lagoons among the karsts, cycle between villages and spend a day island-hopping by long-tail.',
        { scene: 'karst-bay', stays: [['Koh Yao Hideaway', 4]] },
      ),
      day(
        'Days 8–11',
        'Koh Kood',
        'Fly across to Trat and take the boat to Koh Kood: four nights of clear water, jungle waterfalls and supper on the sand.',
        { stays: [['Samui Cliff Villas', 4]] },
      ),
      day(
        'Day 12',
        'Koh Kood to London',
        'Return to Bangkok for your flight home, arriving the same evening.',
        { scene: 'pool-terrace' },
      ),
    ],
  }),
  journey({
    slug: 'thailand-in-style',
    heroTitle: 'Thailand in Style',
    heroSubtitle: 'Bangkok, the Golden Triangle and Krabi',
    title:
      'Riverside Bangkok, a tented camp where three countries meet, and a beach reached only by boat: a polished journey through Thailand’s most memorable places.',
    description:
      'Twelve nights of exceptional hotels, private transfers and time set aside simply to enjoy them.',
    nights: 12,
    price: 5150,
    tags: ['Asia', 'Thailand'],
    scene: 'karst-bay',
    cardScene: 'temple-chedi',
    place: 'Thailand',
    overview: {
      title: 'Style, with substance',
      text: 'Each stay on this journey is among the finest in its region, and each is chosen for what it adds: the river in Bangkok, the wild borderlands of the Golden Triangle, the cliffs and caves of Krabi. Transfers are private; guides are the ones we trust with our own families.',
    },
    days: [
      day('Day 1', 'London to Bangkok', 'Fly overnight in comfort to Bangkok.', {
        hideImage: true,
      }),
      day(
        'Days 2–4',
        'Bangkok',
        'Temples, markets and a private dinner cruise on the Chao Phraya.',
        { scene: 'city-bangkok', stays: [['The Chao Phraya Residence', 3]] },
      ),
      day(
        'Days 5–7',
        'The Golden Triangle',
        'Fly to Chiang Rai for three nights under canvas. Visit the White Temple, take a long-tail on the Mekong and walk with elephants in the forest.\nOption includes: all meals, daily activities and soft drinks at camp.\nOption excludes: premium wines and spa treatments.',
        { scene: 'rainforest', stays: [['Golden Triangle Tented Camp', 3]] },
      ),
      day(
        'Days 8–13',
        'Krabi',
        'Fly south to the Andaman coast. Six nights at a retreat reached only by boat, with sea kayaking among the karsts and a private sunset cruise.',
        { stays: [['Andaman Bay Retreat', 6]] },
      ),
      day('Day 14', 'Krabi to London', 'Fly home via Bangkok.', { hideImage: true }),
    ],
  }),
  journey({
    slug: 'thailand-for-families',
    heroTitle: 'Thailand for Families',
    heroSubtitle: 'Bangkok, Chiang Mai and Hua Hin',
    title:
      'Long-tail boats, elephant sanctuaries, cooking classes and a beach with a kids’ club: a Thailand itinerary paced for children and their grown-ups.',
    description: 'Eleven nights with short transfers, family suites and activities for every age.',
    nights: 11,
    price: 3640,
    tags: ['Asia', 'Thailand'],
    scene: 'beach',
    cardScene: 'temple-chedi',
    place: 'Thailand',
    asideText:
      'Travelling in the school holidays? Our specialists hold family suites at our favourite hotels well ahead of the Easter and summer breaks, so speak to us early.',
    overview: {
      title: 'Made for families',
      text: 'No long days in the car, no early starts without reason, and plenty of time in the pool. Children feed rescued elephants, learn to make spring rolls and spot monitor lizards in the park; parents enjoy the temples, the food and, at the end, a week by the sea.',
    },
    days: [
      day('Day 1', 'London to Bangkok', 'Fly overnight to Bangkok.', { hideImage: true }),
      day(
        'Days 2–3',
        'Bangkok',
        'A gentle start: a long-tail boat ride through the canals, a visit to the floating market and a tuk-tuk to dinner.',
        { scene: 'city-bangkok', stays: [['The Chao Phraya Residence', 2]] },
      ),
      day(
        'Days 4–6',
        'Chiang Mai',
        'Feed and bathe elephants at an ethical sanctuary, try a family cooking class and zip-line through the forest canopy (minimum age applies).\nOption includes: sanctuary visit with lunch, cooking class.\nOption excludes: zip-line, bookable locally.',
        { scene: 'temple-chedi', stays: [['Lanna Teak House', 3]] },
      ),
      day(
        'Days 7–12',
        'Hua Hin',
        'A short flight and drive to the coast for six nights of sandcastles, pools and a kids’ club, with a trip to the caves of Khao Sam Roi Yot.',
        { stays: [['Hua Hin Beach Pavilions', 6]] },
      ),
      day('Day 13', 'Hua Hin to London', 'Drive to Bangkok for your flight home.', {
        scene: 'pool-terrace',
      }),
      day('Day 14', 'Arrive London', 'Arrive home this morning.', { hideImage: true }),
    ],
  }),
  journey({
    slug: 'singapore-highlights-malaysian-islands',
    heroTitle: 'Singapore Highlights and the Malaysian Islands',
    seoTitle: 'Singapore and the Malaysian Islands',
    heroSubtitle: 'Singapore, Penang and Langkawi',
    title:
      'The gardens and hawker centres of Singapore, the street art and shophouses of George Town, then rainforest meeting the sea on Langkawi.',
    description:
      'Eleven nights of city polish, heritage streets and a rainforest resort above its own cove.',
    nights: 11,
    price: 3395,
    tags: ['Asia', 'Singapore', 'Malaysia'],
    scene: 'city-singapore',
    cardScene: 'rainforest',
    place: 'Singapore and Malaysia',
    overview: {
      title: 'Two countries, three moods',
      text: 'Singapore is immaculate and endlessly surprising; George Town is layered with Chinese, Malay, Indian and British history; Langkawi is a place to do very little in great comfort. Flights between them are short and our guides meet you at every step.',
    },
    days: [
      day('Day 1', 'London to Singapore', 'Fly overnight to Singapore.', { hideImage: true }),
      day(
        'Days 2–4',
        'Singapore',
        'Explore Gardens by the Bay, Little India and Kampong Glam with a private guide, and eat your way through the hawker centres.',
        { stays: [['The Marina Heritage', 3]] },
      ),
      day(
        'Days 5–7',
        'Penang',
        'Fly to Penang. Walk George Town’s lanes with a heritage guide, visit the clan houses and take the funicular up Penang Hill.',
        { scene: 'city-bangkok', stays: [['Penang Shophouse Suites', 3]] },
      ),
      day(
        'Days 8–12',
        'Langkawi',
        'A short hop to Langkawi for five nights in the rainforest. Take a mangrove boat trip, ride the cable car and watch hornbills from your terrace.\nOption includes: guided mangrove safari.\nOption excludes: cable car tickets.',
        { scene: 'rainforest', stays: [['Langkawi Rainforest Pavilions', 5]] },
      ),
      day('Day 13', 'Langkawi to London', 'Fly home via Kuala Lumpur or Singapore.', {
        hideImage: true,
      }),
    ],
  }),
  journey({
    slug: 'malaysian-explorer',
    heroTitle: 'Malaysian Explorer',
    heroSubtitle: 'Kuala Lumpur, the Cameron Highlands, Penang and Pangkor',
    title:
      'From the towers of Kuala Lumpur to cool tea country, heritage George Town and a private island: Malaysia by road and rail, unhurried.',
    description:
      'Thirteen nights across peninsular Malaysia with a private driver and guides who know every back road.',
    nights: 13,
    price: 3190,
    tags: ['Asia', 'Malaysia'],
    scene: 'tea-hills',
    cardScene: 'lagoon',
    place: 'Malaysia',
    overview: {
      title: 'Malaysia in depth',
      text: 'This journey takes the scenic way: up into the Cameron Highlands for tea and trails, across to Penang for its food and architecture, and down the coast to a private island resort. A single driver-guide travels with you for the overland sections.',
    },
    days: [
      day('Day 1', 'London to Kuala Lumpur', 'Fly overnight to Kuala Lumpur.', { hideImage: true }),
      day(
        'Days 2–3',
        'Kuala Lumpur',
        'See the Batu Caves, the old railway station and the city from the sky-bridge, then dine in Bukit Bintang.',
        { scene: 'city-singapore', stays: [['The Marina Heritage', 2]] },
      ),
      day(
        'Days 4–6',
        'Cameron Highlands',
        'Drive into the hills. Walk among tea gardens, visit a strawberry farm and a butterfly garden, and warm up by the fire.',
        { stays: [['Cameron Highlands Tea Lodge', 3]] },
      ),
      day(
        'Days 7–9',
        'Penang',
        'Continue to George Town for three nights of heritage, temples and the finest street food in Asia.',
        { scene: 'city-singapore', stays: [['Penang Shophouse Suites', 3]] },
      ),
      day(
        'Days 10–14',
        'Pangkor',
        'Drive south and cross to a private island for five nights of sea, forest and stillness.\nOption includes: breakfast and dinner daily.\nOption excludes: spa treatments.',
        { scene: 'lagoon', stays: [['Pulau Island Villas', 5]] },
      ),
      day('Day 15', 'Pangkor to London', 'Return to Kuala Lumpur for your flight home.', {
        hideImage: true,
      }),
    ],
  }),
  journey({
    slug: 'vietnam-north-to-south',
    heroTitle: 'Vietnam from North to South',
    heroSubtitle: 'Hanoi, Ha Long Bay, Hoi An, Saigon and the Mekong Delta',
    title:
      'The lakes of Hanoi, a private junk among the karsts, lantern-lit Hoi An, buzzing Saigon and the slow waters of the Mekong: the length of Vietnam in fourteen nights.',
    description: 'Fourteen nights, one country, and a private guide in each region.',
    nights: 14,
    price: 4480,
    tags: ['Asia', 'Vietnam'],
    scene: 'karst-bay',
    cardScene: 'delta',
    place: 'Vietnam',
    overview: {
      title: 'The whole of Vietnam',
      text: 'We begin in the north, in the elegant chaos of Hanoi, and sail the quieter bays of Lan Ha on a private junk. The middle of the journey is spent in Hoi An, with tailors, beaches and the Marble Mountains nearby. In the south, Saigon’s energy gives way to the orchards and floating markets of the delta.',
    },
    days: [
      day('Day 1', 'London to Hanoi', 'Fly overnight to Hanoi.', { hideImage: true }),
      day(
        'Days 2–4',
        'Hanoi',
        'Explore the Old Quarter by cyclo, the Temple of Literature and the lakes, with a street-food supper guided by a local chef.',
        { scene: 'city-singapore', stays: [['Hanoi Old Quarter Hotel', 3]] },
      ),
      day(
        'Days 5–6',
        'Ha Long Bay',
        'Board your private junk for two nights among the karsts, with kayaking, caves and seafood from the boat’s kitchen.\nOption includes: all meals on board, kayaks and guide.\nOption excludes: drinks.',
        { stays: [['Ha Long Private Junk', 2]] },
      ),
      day(
        'Days 7–10',
        'Hoi An',
        'Fly to Da Nang for Hoi An’s lanterns, tailors and beaches, with a cycle through the paddies to a farming village.',
        { scene: 'beach', stays: [['Hoi An River Residence', 4]] },
      ),
      day(
        'Days 11–13',
        'Ho Chi Minh City',
        'Saigon’s markets, colonial landmarks and rooftop bars, with a morning at the Cu Chi tunnels.',
        { scene: 'city-singapore', stays: [['Saigon Colonial Suites', 3]] },
      ),
      day(
        'Days 14–15',
        'Mekong Delta',
        'Drive to Can Tho for the floating markets at dawn and a sampan through the orchards.',
        { scene: 'delta', stays: [['Mekong Delta Lodge', 2]] },
      ),
      day('Day 16', 'Saigon to London', 'Return to Saigon for your flight home.', {
        hideImage: true,
      }),
    ],
  }),
  journey({
    slug: 'cambodian-discovery',
    heroTitle: 'Cambodian Discovery',
    heroSubtitle: 'Phnom Penh, Siem Reap and Koh Rong',
    title:
      'The royal city of Phnom Penh, the temples of Angkor explored at their quietest hours, and an island of white sand to finish.',
    description: 'Eleven nights of history, warmth and an island that still feels undiscovered.',
    nights: 11,
    price: 3150,
    tags: ['Asia', 'Cambodia'],
    scene: 'temple-angkor',
    place: 'Cambodia',
    overview: {
      title: 'Angkor, unhurried',
      text: 'Most visitors see Angkor in a day. We give it three, with a guide who knows the back routes and the hours when the temples are empty. Phnom Penh adds the palace, the markets and the river; Koh Rong adds the sea.',
    },
    days: [
      day('Day 1', 'London to Phnom Penh', 'Fly overnight to Phnom Penh via a Gulf or Asian hub.', {
        hideImage: true,
      }),
      day(
        'Days 2–3',
        'Phnom Penh',
        'Visit the Royal Palace and Silver Pagoda, the central market and, for those who wish, the sobering memorials of the Khmer Rouge years.',
        { scene: 'city-bangkok', stays: [['Phnom Penh Riverside', 2]] },
      ),
      day(
        'Days 4–7',
        'Siem Reap',
        'Fly to Siem Reap. Sunrise at Angkor Wat, the faces of the Bayon, Ta Prohm among its roots and the rose-pink carvings of Banteay Srei.\nOption includes: three-day temple pass and private guide.\nOption excludes: hot-air balloon flight.',
        { stays: [['Siem Reap Garden Villas', 4]] },
      ),
      day(
        'Days 8–12',
        'Koh Rong',
        'Fly to Sihanoukville and take the boat to Koh Rong for five nights of clear water and bioluminescent evenings.',
        { scene: 'beach', stays: [['Koh Rong Island Retreat', 5]] },
      ),
      day('Day 13', 'Koh Rong to London', 'Return to the mainland for your flight home.', {
        hideImage: true,
      }),
    ],
  }),
  journey({
    slug: 'borneo-wildlife-adventure',
    heroTitle: 'Borneo Wildlife Adventure',
    heroSubtitle: 'Sepilok, the Kinabatangan, Danum Valley and Gaya Island',
    title:
      'Orang-utans in the wild, pygmy elephants on the riverbank and a night walk in one of the oldest rainforests on earth, then a reef-fringed island to rest.',
    description:
      'Twelve nights in Sabah with naturalist guides, boat safaris and a canopy walkway.',
    nights: 12,
    price: 4750,
    tags: ['Asia', 'Malaysia', 'Borneo'],
    scene: 'rainforest',
    cardScene: 'lagoon',
    place: 'Borneo',
    overview: {
      title: 'Into the rainforest',
      text: 'Sabah is one of the finest wildlife destinations in Asia. This journey follows the river and the forest: orang-utan rehabilitation at Sepilok, dawn boat trips on the Kinabatangan, and the pristine forest of Danum Valley, before a few days on Gaya Island.',
    },
    days: [
      day('Day 1', 'London to Kota Kinabalu', 'Fly overnight via Kuala Lumpur or Singapore.', {
        hideImage: true,
      }),
      day(
        'Days 2–3',
        'Sepilok',
        'Fly to Sandakan. Visit the orang-utan and sun bear centres and climb the Rainforest Discovery Centre’s canopy towers.',
        { stays: [['Sepilok Forest Lodge', 2]] },
      ),
      day(
        'Days 4–6',
        'Kinabatangan River',
        'Boat safaris at dawn and dusk for proboscis monkeys, hornbills, crocodiles and, with luck, pygmy elephants.\nOption includes: all meals and guided boat safaris.\nOption excludes: conservation fees, paid locally.',
        { scene: 'delta', stays: [['Kinabatangan River Lodge', 3]] },
      ),
      day(
        'Days 7–9',
        'Danum Valley',
        'Walk the canopy, swim beneath waterfalls and join a night walk with resident scientists.',
        { stays: [['Danum Valley Canopy Lodge', 3]] },
      ),
      day(
        'Days 10–13',
        'Gaya Island',
        'Four nights on a forested island off Kota Kinabalu with snorkelling on the house reef.',
        { scene: 'lagoon', stays: [['Gaya Island Reef Villas', 4]] },
      ),
      day('Day 14', 'Kota Kinabalu to London', 'Fly home via Kuala Lumpur or Singapore.', {
        hideImage: true,
      }),
    ],
  }),
  journey({
    slug: 'bali-lombok',
    heroTitle: 'Bali and Lombok',
    heroSubtitle: 'Ubud, Uluwatu, Lombok and the Gili Islands',
    title:
      'Rice terraces and water temples in Ubud, cliff-top sunsets in Uluwatu, then across the strait to Lombok and the car-free Gilis.',
    description:
      'Fourteen nights in Indonesia with private drivers, a volcano sunrise and a barefoot island finale.',
    nights: 14,
    price: 3875,
    tags: ['Asia', 'Indonesia', 'Bali', 'Lombok'],
    scene: 'volcano-terraces',
    cardScene: 'lagoon',
    place: 'Bali and Lombok',
    overview: {
      title: 'Beyond Bali',
      text: 'Bali rewards those who leave the beaches for the interior: the rice terraces of Jatiluwih, the water temples, the craft villages around Ubud. Lombok, a short crossing away, is quieter still, and the Gili Islands are perfect for turtles, sunsets and bicycles.',
    },
    days: [
      day('Day 1', 'London to Bali', 'Fly overnight to Denpasar.', { hideImage: true }),
      day(
        'Days 2–5',
        'Ubud',
        'Explore the water temples, the terraces of Jatiluwih and the craft villages, and climb Mount Batur for sunrise.\nOption includes: guided sunrise trek with breakfast on the rim.\nOption excludes: temple donations.',
        { stays: [['Ubud Valley Sanctuary', 4]] },
      ),
      day(
        'Days 6–8',
        'Uluwatu',
        'Three nights on the cliffs of the Bukit peninsula, with a kecak fire dance at the sea temple.',
        { scene: 'pool-terrace', stays: [['Uluwatu Clifftop Villas', 3]] },
      ),
      day(
        'Days 9–12',
        'Lombok',
        'Fast boat to Lombok for beaches, waterfalls and Sasak villages.',
        { scene: 'beach', stays: [['Lombok Sanctuary Beach Villas', 4]] },
      ),
      day('Days 13–15', 'Gili Meno', 'Three nights on a car-free island, swimming with turtles.', {
        scene: 'lagoon',
        stays: [['Gili Island Bungalows', 3]],
      }),
      day('Day 16', 'Lombok to London', 'Return to Lombok for your flight home.', {
        hideImage: true,
      }),
    ],
  }),
];
