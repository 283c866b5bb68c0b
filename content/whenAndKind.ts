/**
 * When to go and what kind of holiday, for the seed's destinations and journeys: the trip
 * finder's "when" and "kind". A journey without months of its own takes those of the
 * destinations it visits; the months here are for journeys whose places have no destination
 * page, or whose route keeps to a different season (Sri Lanka's east coast in summer).
 */

interface WhenToGo {
  months: number[];
  note: string;
}

export const destinationWhenToGo: Record<string, WhenToGo> = {
  maldives: {
    months: [11, 12, 1, 2, 3, 4],
    note: 'The dry north-east monsoon: calm seas, clear water and long, sunny days.',
  },
  dubai: {
    months: [11, 12, 1, 2, 3],
    note: 'Warm, bright days without the fierce heat of summer.',
  },
  mauritius: {
    months: [4, 5, 6, 9, 10, 11, 12],
    note: 'Warm, dry days either side of the cooler winter, and clear of the cyclone season.',
  },
  thailand: {
    months: [11, 12, 1, 2, 3, 4],
    note: 'The cool, dry season, before the rains reach the Andaman coast.',
  },
  'sri-lanka': {
    months: [12, 1, 2, 3, 4],
    note: 'Dry on the south and west coasts and in the hill country.',
  },
  'south-africa': {
    months: [10, 11, 12, 1, 2, 3, 4],
    note: 'Long, warm days in the Cape and the Winelands.',
  },
  seychelles: {
    months: [4, 5, 10, 11],
    note: 'The calm between the trade winds: still seas and the clearest water of the year.',
  },
};

/** Holiday-type slugs by destination slug. */
export const destinationKinds: Record<string, string[]> = {
  maldives: ['honeymoons', 'luxury-beach-holidays', 'all-inclusive'],
  dubai: ['family-holidays', 'multi-destinations-holidays'],
  mauritius: ['honeymoons', 'family-holidays', 'luxury-beach-holidays', 'all-inclusive'],
  thailand: ['family-holidays', 'luxury-beach-holidays', 'multi-destinations-holidays'],
  'sri-lanka': ['multi-destinations-holidays', 'family-holidays'],
  'south-africa': ['safaris', 'honeymoons', 'multi-destinations-holidays'],
  seychelles: ['honeymoons', 'luxury-beach-holidays'],
};

/** Months of their own, for journeys whose season is not their destinations'. */
export const journeyWhenToGo: Record<string, WhenToGo> = {
  'botswana-okavango-kalahari-safari': {
    months: [6, 7, 8, 9, 10],
    note: 'The dry season, when the flood reaches the delta and game gathers at the water.',
  },
  'zimbabwe-victoria-falls-wild-rivers': {
    months: [5, 6, 7, 8, 9, 10],
    note: 'Dry winter days: the best game viewing, and the Falls still in full voice early on.',
  },
  'singapore-highlights-malaysian-islands': {
    months: [12, 1, 2, 3, 4],
    note: 'Langkawi’s dry season, with calm seas on the Andaman side.',
  },
  'malaysian-explorer': {
    months: [12, 1, 2, 3, 4],
    note: 'Dry on the west coast, from Penang to the islands.',
  },
  'vietnam-north-to-south': {
    months: [2, 3, 4],
    note: 'The one season that is kind to the whole country, north to south.',
  },
  'cambodian-discovery': {
    months: [11, 12, 1, 2, 3],
    note: 'Cool, dry days at the temples and calm seas around Koh Rong.',
  },
  'borneo-wildlife-adventure': {
    months: [3, 4, 5, 6, 7, 8, 9],
    note: 'The drier months, for river safaris and orang-utans in the forest.',
  },
  'bali-lombok': {
    months: [4, 5, 6, 7, 8, 9, 10],
    note: 'The dry season: clear volcano sunrises and calm crossings to the Gilis.',
  },
  'sri-lankan-summer': {
    months: [5, 6, 7, 8, 9],
    note: 'The east coast’s season, when the beaches of Trincomalee are at their best.',
  },
};

/** Holiday-type slugs by journey slug. */
export const journeyKinds: Record<string, string[]> = {
  'southern-africa-cape-winelands-kruger': ['safaris', 'multi-destinations-holidays', 'honeymoons'],
  'botswana-okavango-kalahari-safari': ['safaris'],
  'zimbabwe-victoria-falls-wild-rivers': ['safaris'],
  'luxury-thailand-cities-culture-beaches': [
    'multi-destinations-holidays',
    'luxury-beach-holidays',
  ],
  'bangkok-hidden-islands-thailand': ['luxury-beach-holidays', 'honeymoons'],
  'thailand-in-style': ['honeymoons', 'multi-destinations-holidays'],
  'thailand-for-families': ['family-holidays'],
  'singapore-highlights-malaysian-islands': ['multi-destinations-holidays', 'family-holidays'],
  'malaysian-explorer': ['multi-destinations-holidays'],
  'vietnam-north-to-south': ['multi-destinations-holidays'],
  'cambodian-discovery': ['multi-destinations-holidays', 'luxury-beach-holidays'],
  'borneo-wildlife-adventure': ['family-holidays'],
  'bali-lombok': ['honeymoons', 'luxury-beach-holidays'],
  'sri-lankan-summer': ['family-holidays', 'luxury-beach-holidays'],
  'sri-lanka-culture-wildlife': ['family-holidays', 'safaris'],
  'sri-lanka-highlights-maldives': [
    'honeymoons',
    'multi-destinations-holidays',
    'luxury-beach-holidays',
  ],
  'sri-lanka-abu-dhabi-luxury-adventure': ['multi-destinations-holidays'],
  'sri-lanka-indulgence': ['honeymoons'],
  'sri-lanka-grand-tour': ['multi-destinations-holidays'],
};

/** References to holiday types, by their slugs (ids of the seed's holidayType documents). */
export const holidayTypeReferences = (slugs: readonly string[] | undefined) =>
  (slugs ?? []).map((slug) => ({ _type: 'reference' as const, _ref: `holidayType-${slug}` }));

/** A journey's months of its own, or an empty override (it inherits its destinations'). */
export const journeyWhenToGoOf = (slug: string): WhenToGo =>
  journeyWhenToGo[slug] ?? { months: [], note: '' };
