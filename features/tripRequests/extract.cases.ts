/**
 * Trip requests as people write them, with what a careful reader takes from each. Written
 * before the extractor was tuned, from the way enquiries arrive: typos, British spellings,
 * voice-to-text run-ons, several places, often no dates. Read against today = 26 November 2026.
 *
 * A field left out of `expect` must be absent from the reading. `when` compares only the keys
 * given. Holiday types include the implied ones a specialist would tag: children travelling make
 * a family holiday, two countries a multi-destination one.
 */
import type { HolidayTypeSlug, TravelBudget, TravelParty, TravelWhen } from './types.ts';

export interface ExpectedTrip {
  places?: string[];
  when?: TravelWhen;
  nights?: number;
  party?: TravelParty;
  holidayType?: HolidayTypeSlug[];
  budget?: TravelBudget;
}

export interface TripCase {
  text: string;
  expect: ExpectedTrip;
}

const MALDIVES = 'destination-maldives';
const DUBAI = 'destination-dubai';
const MAURITIUS = 'destination-mauritius';
const THAILAND = 'destination-thailand';
const SRI_LANKA = 'destination-sri-lanka';
const SOUTH_AFRICA = 'destination-south-africa';
const SEYCHELLES = 'destination-seychelles';
const ASIA = 'journeyRegion-asia';
const AFRICA = 'journeyRegion-africa';
const INDIAN_OCEAN = 'journeyRegion-indian-ocean';

export const tripCases: TripCase[] = [
  {
    text: 'Hi, my wife and I are thinking about Sri Lanka and the Maldives in March for about two weeks. Budget around £8k in total.',
    expect: {
      places: [SRI_LANKA, MALDIVES],
      when: { months: [3], from: '2027-03-01', to: '2027-03-31' },
      nights: 14,
      party: { adults: 2 },
      holidayType: ['multi-destinations-holidays'],
      budget: { amountGbp: 8000, per: 'total' },
    },
  },
  {
    text: 'We are 2 adults and 2 kids aged 6 and 9 looking for an all inclusive in the Maldives next Easter, 10 nights, £5,000 each',
    expect: {
      places: [MALDIVES],
      when: { months: [3, 4] },
      nights: 10,
      party: { adults: 2, children: 2, childAges: [6, 9] },
      holidayType: ['all-inclusive', 'family-holidays'],
      budget: { amountGbp: 5000, per: 'person' },
    },
  },
  {
    text: 'honeymoon!! getting married in june and want somewhere amazing after, thinking mauritius or seychelles, 12 nights ish',
    expect: {
      places: [MAURITIUS, SEYCHELLES],
      when: { months: [6] },
      nights: 12,
      party: { adults: 2 },
      holidayType: ['honeymoons'],
    },
  },
  {
    text: 'Looking for a safari in South Africa, Kruger ideally, with a few nights in Cape Town after. 2 adults. Flexible on dates.',
    expect: {
      places: [SOUTH_AFRICA],
      party: { adults: 2 },
      holidayType: ['safaris'],
    },
  },
  {
    text: 'hi there we are a family of four looking at thailand this summer for two weeks kids are 8 and 11 we like beaches and a bit of culture',
    expect: {
      places: [THAILAND],
      when: { months: [6, 7, 8] },
      nights: 14,
      party: { adults: 2, children: 2, childAges: [8, 11] },
      holidayType: ['family-holidays', 'luxury-beach-holidays'],
    },
  },
  {
    text: 'Can you help with a trip to Vietnam and Cambodia? Me and my partner, probably 3 weeks in Feb 2027. Budget approx 6k pp.',
    expect: {
      places: [ASIA],
      when: { months: [2], from: '2027-02-01', to: '2027-02-28' },
      nights: 21,
      party: { adults: 2 },
      holidayType: ['multi-destinations-holidays'],
      budget: { amountGbp: 6000, per: 'person' },
    },
  },
  {
    text: 'We would like to go to the Maldives from 3/4/2027 to 13/4/2027, two adults, somewhere with a great house reef',
    expect: {
      places: [MALDIVES],
      when: { from: '2027-04-03', to: '2027-04-13', months: [4] },
      nights: 10,
      party: { adults: 2 },
    },
  },
  {
    text: 'Dubai for a long weekend in January, just the two of us',
    expect: {
      places: [DUBAI],
      when: { months: [1], from: '2027-01-01' },
      nights: 3,
      party: { adults: 2 },
    },
  },
  {
    text: 'I am travelling solo and would love to see Sri Lanka, tea country, leopards, the lot. 10 nights in late January.',
    expect: {
      places: [SRI_LANKA],
      when: { months: [1], from: '2027-01-20', to: '2027-01-31' },
      nights: 10,
      party: { adults: 1 },
    },
  },
  {
    text: 'Botswana and Victoria Falls safari for our 25th wedding anniversary, sometime in September, around 12 nights',
    expect: {
      places: [AFRICA],
      when: { months: [9] },
      nights: 12,
      holidayType: ['safaris'],
    },
  },
  {
    text: 'Maldievs for our honeymoon in may please, budget is about 10k',
    expect: {
      places: [MALDIVES],
      when: { months: [5] },
      party: { adults: 2 },
      holidayType: ['honeymoons'],
      budget: { amountGbp: 10000, per: 'total' },
    },
  },
  {
    text: 'We went to Mauritius last year and loved it. This time we fancy the Seychelles, 2 adults, around 10 nights in October.',
    expect: {
      places: [SEYCHELLES],
      when: { months: [10] },
      nights: 10,
      party: { adults: 2 },
    },
  },
  {
    text: 'looking for winter sun somewhere hot with a beach, 7 nights, me my husband and our daughter who is 4',
    expect: {
      when: { months: [12, 1, 2] },
      nights: 7,
      party: { adults: 2, children: 1, childAges: [4] },
      holidayType: ['family-holidays', 'luxury-beach-holidays'],
    },
  },
  {
    text: 'Please call me about a holiday',
    expect: {},
  },
  {
    text: 'Thailand twin centre, Bangkok then Koh Samui, 14 nights, departing 14th Feb',
    expect: {
      places: [THAILAND],
      when: { from: '2027-02-14', months: [2] },
      nights: 14,
      holidayType: ['multi-destinations-holidays'],
    },
  },
  {
    text: 'we want to do two or three countries in southeast asia, maybe singapore, malaysia and bali, about a month, in the spring',
    expect: {
      places: [ASIA],
      when: { months: [3, 4, 5] },
      nights: 30,
      holidayType: ['multi-destinations-holidays'],
    },
  },
  {
    text: 'Srilanka 2 weeks Christmas and new year, 2 adults 3 children (12, 14, 16), max budget 20,000 pounds',
    expect: {
      places: [SRI_LANKA],
      when: { months: [12, 1] },
      nights: 14,
      party: { adults: 2, children: 3, childAges: [12, 14, 16] },
      holidayType: ['family-holidays'],
      budget: { amountGbp: 20000, per: 'total' },
    },
  },
  {
    text: 'Hello, we are interested in your Sri Lanka Grand Tour for next autumn. Two of us.',
    expect: {
      places: ['journey-sri-lanka-grand-tour'],
      when: { months: [9, 10, 11] },
      party: { adults: 2 },
    },
  },
  {
    text: 'hi um yeah so we were thinking of going somewhere in the indian ocean for half term in february with the kids they are seven and ten and we want all inclusive if possible',
    expect: {
      places: [INDIAN_OCEAN],
      when: { months: [2] },
      party: { children: 2, childAges: [7, 10] },
      holidayType: ['family-holidays', 'all-inclusive'],
    },
  },
  {
    text: 'Mauritus, 2 adults, 14 nights, end of November 2027, all-inclusive, beachfront',
    expect: {
      places: [MAURITIUS],
      when: { months: [11], from: '2027-11-20', to: '2027-11-30' },
      nights: 14,
      party: { adults: 2 },
      holidayType: ['all-inclusive', 'luxury-beach-holidays'],
    },
  },
  {
    text: 'My husband and I would love a safari then some beach time, maybe Kenya and Zanzibar? Around £15k for the two of us, next August',
    expect: {
      places: [AFRICA],
      when: { months: [8] },
      party: { adults: 2 },
      holidayType: ['safaris', 'luxury-beach-holidays', 'multi-destinations-holidays'],
      budget: { amountGbp: 15000, per: 'total' },
    },
  },
  {
    text: 'Thinking of Dubai and then the Maldives, 3 nights in Dubai and 7 in the Maldives, in about six weeks',
    expect: {
      places: [DUBAI, MALDIVES],
      when: { months: [1] },
      nights: 10,
      holidayType: ['multi-destinations-holidays'],
    },
  },
  {
    text: 'ceylon - 2 weeks - march - 2 adults 1 child aged 5',
    expect: {
      places: [SRI_LANKA],
      when: { months: [3] },
      nights: 14,
      party: { adults: 2, children: 1, childAges: [5] },
      holidayType: ['family-holidays'],
    },
  },
  {
    text: 'Four adults (two couples) looking at a villa in Thailand, ten nights in July',
    expect: {
      places: [THAILAND],
      when: { months: [7] },
      nights: 10,
      party: { adults: 4 },
    },
  },
  {
    text: 'Can we do South Africa with the children at Easter? Garden route and a malaria free safari. There are 5 of us, the kids are 9, 11 and 13',
    expect: {
      places: [SOUTH_AFRICA],
      when: { months: [3, 4] },
      party: { adults: 2, children: 3, childAges: [9, 11, 13] },
      holidayType: ['family-holidays', 'safaris'],
    },
  },
  {
    text: 'I would like some ideas for a special birthday trip. Somewhere warm in February, budget up to £4000 per person',
    expect: {
      when: { months: [2] },
      budget: { amountGbp: 4000, per: 'person' },
    },
  },
  {
    text: 'seychelles island hopping praslin la digue and mahe 12 nights for a couple in april or may',
    expect: {
      places: [SEYCHELLES],
      when: { months: [4, 5] },
      nights: 12,
      party: { adults: 2 },
    },
  },
  {
    text: 'Honeymoon - Bali and Lombok, 16 nights from 20th September 2027',
    expect: {
      places: [ASIA],
      when: { from: '2027-09-20', months: [9] },
      nights: 16,
      party: { adults: 2 },
      holidayType: ['honeymoons'],
    },
  },
  {
    text: 'We have been to the Maldives three times, want something different but still beach and luxury, maybe Mauritius? 2 adults, 10-14 nights in January',
    expect: {
      places: [MAURITIUS],
      when: { months: [1] },
      nights: 10,
      party: { adults: 2 },
      holidayType: ['luxury-beach-holidays'],
    },
  },
  {
    text: 'Family holiday for 2 adults and 2 teenagers. Thailand or Vietnam. Summer holidays. 3 weeks.',
    expect: {
      places: [THAILAND, ASIA],
      when: { months: [7, 8] },
      nights: 21,
      party: { adults: 2, children: 2 },
      holidayType: ['family-holidays'],
    },
  },
  {
    text: 'Need a quote for Dubai 5 nights 2 adults 1 infant, flying 12/01/2027',
    expect: {
      places: [DUBAI],
      when: { from: '2027-01-12', months: [1] },
      nights: 5,
      party: { adults: 2, children: 1 },
      holidayType: ['family-holidays'],
    },
  },
  {
    text: 'is the sri lankan summer trip available in august? we are 2 adults and would add a few nights on a beach at the end',
    expect: {
      places: ['journey-sri-lankan-summer'],
      when: { months: [8] },
      party: { adults: 2 },
      holidayType: ['luxury-beach-holidays'],
    },
  },
  {
    text: 'Hi! We are looking for a multi centre holiday combining Sri Lanka, the Maldives and Dubai, around 3 weeks, budget £25k total for the 4 of us',
    expect: {
      places: [SRI_LANKA, MALDIVES, DUBAI],
      nights: 21,
      party: { adults: 4 },
      holidayType: ['multi-destinations-holidays'],
      budget: { amountGbp: 25000, per: 'total' },
    },
  },
  {
    text: 'what would you suggest for a fortnight in the autumn? we like wildlife and walking not really beach people',
    expect: {
      when: { months: [9, 10, 11] },
      nights: 14,
    },
  },
  {
    text: 'my wife and i want to go to mauritious for our 10th anniversary in the first week of june',
    expect: {
      places: [MAURITIUS],
      when: { months: [6] },
      party: { adults: 2 },
    },
  },
  {
    text: 'Zimbabwe, Victoria falls and Mana Pools, 2 adults, about ten days, July 2027',
    expect: {
      places: [AFRICA],
      when: { months: [7], from: '2027-07-01', to: '2027-07-31' },
      nights: 9,
      party: { adults: 2 },
    },
  },
  {
    text: 'Looking at Thailand for Families trip over October half term, 2 adults 2 children',
    expect: {
      places: ['journey-thailand-for-families'],
      when: { months: [10, 11] },
      party: { adults: 2, children: 2 },
      holidayType: ['family-holidays'],
    },
  },
  {
    text: 'The Maldives. Overwater villa. All inclusive. 7 nights. 2 adults. Under 12 grand please',
    expect: {
      places: [MALDIVES],
      nights: 7,
      party: { adults: 2 },
      holidayType: ['all-inclusive'],
      budget: { amountGbp: 12000, per: 'total' },
    },
  },
  {
    text: 'so basically we want to go somewhere nice with the kids theyre 3 and 6 for a week or so around the end of may half term maybe mauritius or dubai',
    expect: {
      places: [MAURITIUS, DUBAI],
      when: { months: [5] },
      nights: 7,
      party: { children: 2, childAges: [3, 6] },
      holidayType: ['family-holidays'],
    },
  },
  {
    text: 'Good morning, my partner and I are celebrating our honeymoon next year and would like to combine a safari with the Seychelles',
    expect: {
      places: [SEYCHELLES],
      when: { from: '2027-01-01', to: '2027-12-31' },
      party: { adults: 2 },
      holidayType: ['honeymoons', 'safaris', 'multi-destinations-holidays'],
    },
  },
  {
    text: 'Thialand - 2 adults - 21 nights - Jan/Feb - budget 7-8k per person',
    expect: {
      places: [THAILAND],
      when: { months: [1, 2] },
      nights: 21,
      party: { adults: 2 },
      budget: { amountGbp: 8000, per: 'person' },
    },
  },
  {
    text: 'Would like to travel to South Africa between 10th March and 24th March 2027 with my three friends',
    expect: {
      places: [SOUTH_AFRICA],
      when: { from: '2027-03-10', to: '2027-03-24', months: [3] },
      nights: 14,
      party: { adults: 4 },
    },
  },
  {
    text: 'any availability in the seychelles over christmas? 2 adults and a baby',
    expect: {
      places: [SEYCHELLES],
      when: { months: [12] },
      party: { adults: 2, children: 1 },
      holidayType: ['family-holidays'],
    },
  },
  {
    text: 'We are a group of 6 adults wanting a luxury safari in Africa next spring, 10 nights, budget £9,500 per head',
    expect: {
      places: [AFRICA],
      when: { months: [3, 4, 5] },
      nights: 10,
      party: { adults: 6 },
      holidayType: ['safaris'],
      budget: { amountGbp: 9500, per: 'person' },
    },
  },
  {
    text: 'Beach holiday in Asia, 2 weeks, 2 adults, budget around five thousand pounds each',
    expect: {
      places: [ASIA],
      nights: 14,
      party: { adults: 2 },
      holidayType: ['luxury-beach-holidays'],
      budget: { amountGbp: 5000, per: 'person' },
    },
  },
  {
    text: 'We are not sure where to go yet, somewhere we can relax, just the two of us, may or june',
    expect: {
      when: { months: [5, 6] },
      party: { adults: 2 },
    },
  },
  {
    text: 'we may be interested in the Malaysian Explorer itinerary, can you send prices',
    expect: {
      places: ['journey-malaysian-explorer'],
    },
  },
  {
    text: 'Indian ocean honeymoon mid october 2 weeks budget 15k',
    expect: {
      places: [INDIAN_OCEAN],
      when: { months: [10], from: '2027-10-10', to: '2027-10-20' },
      nights: 14,
      party: { adults: 2 },
      holidayType: ['honeymoons'],
      budget: { amountGbp: 15000, per: 'total' },
    },
  },
  {
    text: 'Flying out on the 2nd of April 2027 and back on the 16th, Sri Lanka then Maldives, 2 adults and our son aged 12',
    expect: {
      places: [SRI_LANKA, MALDIVES],
      when: { from: '2027-04-02', to: '2027-04-16', months: [4] },
      nights: 14,
      party: { adults: 2, children: 1, childAges: [12] },
      holidayType: ['family-holidays', 'multi-destinations-holidays'],
    },
  },
  {
    text: 'Mum, dad and three kids (5, 8 and 10) want a family friendly resort in Mauritius in the summer holidays, 10 nights',
    expect: {
      places: [MAURITIUS],
      when: { months: [7, 8] },
      nights: 10,
      party: { adults: 2, children: 3, childAges: [5, 8, 10] },
      holidayType: ['family-holidays'],
    },
  },
  {
    text: 'Retired couple looking for a tour of Vietnam, not in the rainy season, three weeks or so',
    expect: {
      places: [ASIA],
      nights: 21,
      party: { adults: 2 },
    },
  },
  {
    text: 'Kruger and Cape Town, two adults, 9 nights, first two weeks of November 2027',
    expect: {
      places: [SOUTH_AFRICA],
      when: { months: [11] },
      nights: 9,
      party: { adults: 2 },
    },
  },
  {
    text: 'Hi can you quote Maldives 7 nights all inclusive for 2 adults in Feb. Budget 6000',
    expect: {
      places: [MALDIVES],
      when: { months: [2] },
      nights: 7,
      party: { adults: 2 },
      holidayType: ['all-inclusive'],
      budget: { amountGbp: 6000, per: 'total' },
    },
  },
  {
    text: 'We would like to see the big five and then relax by the sea, 2 adults, 2 children aged 10 and 12, August, two weeks',
    expect: {
      when: { months: [8] },
      nights: 14,
      party: { adults: 2, children: 2, childAges: [10, 12] },
      holidayType: [
        'safaris',
        'luxury-beach-holidays',
        'family-holidays',
        'multi-destinations-holidays',
      ],
    },
  },
  {
    text: 'Dubai stopover on the way to Mauritius, 2 nights in Dubai and 10 in Mauritius, adults only, 2 of us',
    expect: {
      places: [DUBAI, MAURITIUS],
      nights: 12,
      party: { adults: 2 },
      holidayType: ['multi-destinations-holidays'],
    },
  },
  {
    text: 'Bangkok, Chiang Mai and the islands. Three weeks in November 2027 for me and my girlfriend. Around 4.5k each.',
    expect: {
      places: [THAILAND],
      when: { months: [11] },
      nights: 21,
      party: { adults: 2 },
      budget: { amountGbp: 4500, per: 'person' },
    },
  },
  {
    text: 'looking for a really special place for a proposal! probably the maldives or seychelles, sometime in the new year, 8 nights',
    expect: {
      places: [MALDIVES, SEYCHELLES],
      when: { months: [1] },
      nights: 8,
    },
  },
  {
    text: 'Borneo orangutans and then a beach in Langkawi, 2 adults 2 kids, 16 nights, July',
    expect: {
      places: [ASIA],
      when: { months: [7] },
      nights: 16,
      party: { adults: 2, children: 2 },
      holidayType: ['luxury-beach-holidays', 'family-holidays'],
    },
  },
  {
    text: 'Hello I am enquiring for my parents who want to go to Sri Lanka in January for their 40th anniversary, three weeks',
    expect: {
      places: [SRI_LANKA],
      when: { months: [1] },
      nights: 21,
      party: { adults: 2 },
    },
  },
  {
    text: 'All-inc beach holiday for 2 adults in the Indian Ocean. 10 nights. £3k pp max.',
    expect: {
      places: [INDIAN_OCEAN],
      nights: 10,
      party: { adults: 2 },
      holidayType: ['all-inclusive', 'luxury-beach-holidays'],
      budget: { amountGbp: 3000, per: 'person' },
    },
  },
  {
    text: 'we are 2 adults and 1 child (age 2) looking at the seychelles in march 2027 for 12 nights',
    expect: {
      places: [SEYCHELLES],
      when: { months: [3], from: '2027-03-01', to: '2027-03-31' },
      nights: 12,
      party: { adults: 2, children: 1, childAges: [2] },
      holidayType: ['family-holidays'],
    },
  },
  {
    text: 'I saw your Botswana trip on Instagram, is it suitable for a solo traveller? I have about 12 days in June',
    expect: {
      places: [AFRICA],
      when: { months: [6] },
      nights: 11,
      party: { adults: 1 },
    },
  },
  {
    text: 'Sri Lanka and Abu Dhabi: a Luxury Adventure, for 2, departing 5 May 2027',
    expect: {
      places: ['journey-sri-lanka-abu-dhabi-luxury-adventure'],
      when: { from: '2027-05-05', months: [5] },
      party: { adults: 2 },
    },
  },
  {
    text: 'Ideas please for a 30th birthday trip with 3 friends in September, somewhere with beaches and nightlife, Thailand maybe, budget £2,500 each',
    expect: {
      places: [THAILAND],
      when: { months: [9] },
      party: { adults: 4 },
      holidayType: ['luxury-beach-holidays'],
      budget: { amountGbp: 2500, per: 'person' },
    },
  },
  {
    text: 'Mauritius or Maldives for 10 nights, 2 adults, budget £12,000, any time from mid-January to end of February',
    expect: {
      places: [MAURITIUS, MALDIVES],
      when: { months: [1, 2] },
      nights: 10,
      party: { adults: 2 },
      budget: { amountGbp: 12000, per: 'total' },
    },
  },
  {
    text: 'Could you put together something for the Seychells in June for my husband and me, 14 nights, we love snorkelling',
    expect: {
      places: [SEYCHELLES],
      when: { months: [6] },
      nights: 14,
      party: { adults: 2 },
    },
  },
];

/**
 * Written after the extractor was tuned on the table above, and first run unseen, to measure
 * how it does on requests it was not shaped by. Its first-run figure is in decision 070.
 */
export const laterTripCases: TripCase[] = [
  {
    text: 'Hiya, me and the wife fancy the Maldives for our 20th, somewhere quiet, 9 nights, first half of March',
    expect: {
      places: [MALDIVES],
      when: { months: [3] },
      nights: 9,
      party: { adults: 2 },
    },
  },
  {
    text: 'Family of 5 - two adults three kids (4, 7, 12) - Mauritius - Easter hols - all inclusive',
    expect: {
      places: [MAURITIUS],
      when: { months: [3, 4] },
      party: { adults: 2, children: 3, childAges: [4, 7, 12] },
      holidayType: ['family-holidays', 'all-inclusive'],
    },
  },
  {
    text: 'we are looking to go on a safari in tanzania in july or august two adults and then maybe a few days in the seychelles',
    expect: {
      places: [AFRICA, SEYCHELLES],
      when: { months: [7, 8] },
      party: { adults: 2 },
      holidayType: ['safaris', 'multi-destinations-holidays'],
    },
  },
  {
    text: 'Do you do Japan?',
    expect: {},
  },
  {
    text: 'Thailand, 18 nights, leaving 28/12/2026, 2 adults, 2 children aged 14 and 16, budget about £14,000 all in',
    expect: {
      places: [THAILAND],
      when: { from: '2026-12-28', months: [12] },
      nights: 18,
      party: { adults: 2, children: 2, childAges: [14, 16] },
      holidayType: ['family-holidays'],
      budget: { amountGbp: 14000, per: 'total' },
    },
  },
  {
    text: 'south africa self drive garden route then a safari lodge, 2 weeks in oct 2027 for my husband and I',
    expect: {
      places: [SOUTH_AFRICA],
      when: { months: [10] },
      nights: 14,
      party: { adults: 2 },
      holidayType: ['safaris'],
    },
  },
  {
    text: 'Honeymoon in the Seychells and Mauritus end of April, about 2 weeks total, £10-12k',
    expect: {
      places: [SEYCHELLES, MAURITIUS],
      when: { months: [4] },
      nights: 14,
      party: { adults: 2 },
      holidayType: ['honeymoons', 'multi-destinations-holidays'],
      budget: { amountGbp: 12000, per: 'total' },
    },
  },
  {
    text: 'Dubai over new years eve, 4 nights, for the 3 of us',
    expect: {
      places: [DUBAI],
      when: { months: [12, 1] },
      nights: 4,
      party: { adults: 3 },
    },
  },
  {
    text: 'We would like to visit Sri Lanka, we are two adults travelling with our 18 month old baby, in February for about 10 nights',
    expect: {
      places: [SRI_LANKA],
      when: { months: [2] },
      nights: 10,
      party: { adults: 2, children: 1 },
      holidayType: ['family-holidays'],
    },
  },
  {
    text: 'Not the Maldives again please! Somewhere in Asia with good beaches, 2 adults, November 2027, 12 nights',
    expect: {
      places: [ASIA],
      when: { months: [11] },
      nights: 12,
      party: { adults: 2 },
      holidayType: ['luxury-beach-holidays'],
    },
  },
  {
    text: 'Looking for a beach and safari combo for me and my partner, around 5k per person, next winter',
    expect: {
      when: { months: [12, 1, 2] },
      party: { adults: 2 },
      holidayType: ['luxury-beach-holidays', 'safaris', 'multi-destinations-holidays'],
      budget: { amountGbp: 5000, per: 'person' },
    },
  },
  {
    text: 'Vietnam Cambodia Laos 3-4 weeks this time next year, retired couple, flexible budget',
    expect: {
      places: [ASIA],
      when: { months: [11] },
      nights: 21,
      party: { adults: 2 },
    },
  },
  {
    text: 'my daughter is getting married in Cape Town in september and the family want to add a safari afterwards, 8 adults',
    expect: {
      places: [SOUTH_AFRICA],
      when: { months: [9] },
      party: { adults: 8 },
      holidayType: ['safaris'],
    },
  },
  {
    text: 'Can you do something like your Thailand in Style trip but shorter, maybe 10 nights, in February half term?',
    expect: {
      places: ['journey-thailand-in-style'],
      when: { months: [2] },
      nights: 10,
    },
  },
  {
    text: 'planning a trip to the maldives in 2027 for our honeymoon, 2 of us, 7 to 10 nights, up to 15000 pounds',
    expect: {
      places: [MALDIVES],
      when: { from: '2027-01-01', to: '2027-12-31' },
      nights: 7,
      party: { adults: 2 },
      holidayType: ['honeymoons'],
      budget: { amountGbp: 15000, per: 'total' },
    },
  },
];
