/** Signature itineraries in Africa: South Africa, Botswana and Zimbabwe. */
import { day, journey } from './build.ts';

export const africaJourneys = [
  journey({
    slug: 'southern-africa-cape-winelands-kruger',
    heroTitle: 'Southern Africa: the Cape, the Winelands and the Kruger',
    seoTitle: 'Southern Africa: Cape, Winelands and Kruger',
    heroSubtitle: 'Cape Town, Franschhoek, the Garden Route and Sabi Sands',
    title:
      'Table Mountain and the Atlantic seaboard, long lunches in the Winelands, whales on the Garden Route and the Big Five in a private reserve.',
    description:
      'Fourteen nights across South Africa, finishing with four nights of private safari.',
    nights: 14,
    price: 7549,
    tags: ['Africa', 'South Africa'],
    scene: 'cape',
    cardScene: 'savanna',
    place: 'South Africa',
    overview: {
      title: 'The classic South African journey',
      text: 'South Africa rewards those who give it time. We begin in Cape Town, drive out through the vineyards, follow the coast east to Plettenberg Bay and finish in the Sabi Sands, where leopards are seen more reliably than almost anywhere in Africa.',
    },
    days: [
      day('Day 1', 'London to Cape Town', 'Fly overnight to Cape Town.', { hideImage: true }),
      day(
        'Days 2–5',
        'Cape Town',
        'Table Mountain by cable car, the penguins of Boulders Beach and a private drive around the Cape Peninsula.\nOption includes: private guide for two days.\nOption excludes: Robben Island tickets.',
        { stays: [['Cape Town Waterfront Residence', 4]] },
      ),
      day(
        'Days 6–8',
        'Franschhoek',
        'Three nights in the Winelands, with tastings, cellar tours and some of the finest restaurants in the country.',
        { scene: 'tea-hills', stays: [['Winelands Manor', 3]] },
      ),
      day(
        'Days 9–11',
        'Plettenberg Bay',
        'Drive the Garden Route to a cliff-top lodge. Watch for southern right whales in season.',
        { stays: [['Garden Route Cliff Lodge', 3]] },
      ),
      day(
        'Days 12–15',
        'Sabi Sands',
        'Fly to the Kruger for four nights of game drives and bush walks in a private reserve.\nOption includes: all meals, drinks and twice-daily game drives.\nOption excludes: conservation levy.',
        { scene: 'savanna', stays: [['Sabi Sands Private Lodge', 4]] },
      ),
      day(
        'Day 16',
        'Johannesburg to London',
        'Fly to Johannesburg for your overnight flight home.',
        { hideImage: true },
      ),
    ],
  }),
  journey({
    slug: 'botswana-okavango-kalahari-safari',
    heroTitle: 'Botswana: the Okavango and the Kalahari',
    heroSubtitle: 'Chobe, the Okavango Delta and the Makgadikgadi Pans',
    title:
      'Elephant herds on the Chobe, mokoro journeys through the Okavango’s channels and sleep-outs on the salt pans: Botswana by light aircraft.',
    description: 'Ten nights in three remarkable camps, linked by scenic flights.',
    nights: 10,
    price: 6195,
    tags: ['Africa', 'Botswana'],
    scene: 'delta',
    cardScene: 'savanna',
    place: 'Botswana',
    overview: {
      title: 'Water and desert',
      text: 'Botswana keeps its wilderness wild by welcoming few visitors. You will fly between small camps, glide through the delta in a dug-out canoe, and on the Makgadikgadi Pans meet the habituated meerkats and sleep beneath more stars than you knew existed.',
    },
    days: [
      day('Day 1', 'London to Kasane', 'Fly overnight via Johannesburg.', { hideImage: true }),
      day(
        'Days 2–4',
        'Chobe',
        'Boat safaris on the Chobe river, where elephants cross in their hundreds in the dry season.',
        { stays: [['Chobe River Lodge', 3]] },
      ),
      day(
        'Days 5–8',
        'Okavango Delta',
        'Fly into the delta for four nights of mokoro trips, walking safaris and game drives.\nOption includes: all meals, local drinks, activities and park fees.\nOption excludes: scenic helicopter flight.',
        { stays: [['Okavango Delta Camp', 4]] },
      ),
      day(
        'Days 9–11',
        'Makgadikgadi Pans',
        'Quad bikes across the salt pans, meerkats at dawn and a night sleeping out under the stars.',
        { scene: 'savanna', stays: [['Kalahari Salt Pan Camp', 3]] },
      ),
      day('Day 12', 'Maun to London', 'Fly via Johannesburg, arriving home the next morning.', {
        hideImage: true,
      }),
    ],
  }),
  journey({
    slug: 'zimbabwe-victoria-falls-wild-rivers',
    heroTitle: 'Zimbabwe: Victoria Falls and the Wild Rivers',
    heroSubtitle: 'Victoria Falls, Hwange, Mana Pools and Lake Kariba',
    title:
      'The smoke that thunders, the great herds of Hwange, canoeing on the Zambezi at Mana Pools and a last, lazy stay on Lake Kariba.',
    description: 'Eleven nights in a country of superb guiding and blissfully few visitors.',
    nights: 11,
    price: null,
    tags: ['Africa', 'Zimbabwe'],
    scene: 'falls',
    cardScene: 'savanna',
    place: 'Zimbabwe',
    overview: {
      title: 'Africa’s great rivers',
      text: 'Zimbabwe’s guides are among the best trained in Africa, and its parks are wonderfully uncrowded. This journey follows the Zambezi from the Falls to Mana Pools and Kariba, with Hwange’s waterholes between. Prices depend on the season and the camps available, so we quote for each journey.',
    },
    days: [
      day('Day 1', 'London to Victoria Falls', 'Fly overnight via Johannesburg.', {
        hideImage: true,
      }),
      day(
        'Days 2–3',
        'Victoria Falls',
        'A guided tour of the Falls, a sunset cruise on the upper Zambezi and, for the brave, a helicopter flight over the gorge.\nOption includes: guided tour of the Falls, sunset cruise.\nOption excludes: helicopter flight.',
        { stays: [['Victoria Falls River Lodge', 2]] },
      ),
      day(
        'Days 4–6',
        'Hwange',
        'Three nights overlooking a waterhole, with game drives and walks among elephant, buffalo and lion.',
        { scene: 'savanna', stays: [['Hwange Plains Camp', 3]] },
      ),
      day('Days 7–9', 'Mana Pools', 'Walking safaris and canoe trips on the Zambezi floodplain.', {
        scene: 'delta',
        stays: [['Mana Pools Riverside Camp', 3]],
      }),
      day(
        'Days 10–12',
        'Lake Kariba',
        'Fishing for tigerfish, game drives in Matusadona and sunsets over the drowned forest.',
        { scene: 'delta', stays: [['Lake Kariba Island Lodge', 3]] },
      ),
      day('Day 13', 'Kariba to London', 'Fly via Harare and Johannesburg for your journey home.', {
        hideImage: true,
      }),
    ],
  }),
];
