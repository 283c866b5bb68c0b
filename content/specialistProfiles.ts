/**
 * The team as visitors meet them: original, fictional people with drawn portraits (the picture
 * generator's "portrait" scene), each the public face of one private record in
 * travelSpecialists.ts. Places travelled are named as the site names them, so journey and
 * destination pages find the specialist who has been most often.
 */
import type { HolidayTypeSlug } from '../features/tripRequests/browser.ts';
import { art } from './image.ts';

interface ProfileInput {
  slug: string;
  name: string;
  oneLine: string;
  biography: string;
  regions: string[];
  holidayTypes: HolidayTypeSlug[];
  places: [place: string, visits: number, lastVisited: number][];
  languages: string[];
}

const profiles: ProfileInput[] = [
  {
    slug: 'priya-hartley',
    name: 'Priya Hartley',
    oneLine: 'Has travelled Sri Lanka nine times and still finds a new corner of the hill country.',
    biography:
      'Priya first went to Sri Lanka to see where her grandmother grew up, and has gone back every year since: to the tea estates above Ella, the quiet beaches south of Galle and the leopards of Yala at first light. She plans Indian Ocean honeymoons as carefully as she would her own, pairing a week of discovery with a few unhurried days on a Maldivian lagoon.',
    regions: ['indian-ocean'],
    holidayTypes: ['honeymoons', 'luxury-beach-holidays', 'all-inclusive'],
    places: [
      ['Sri Lanka', 9, 2026],
      ['Maldives', 6, 2025],
      ['Seychelles', 3, 2024],
      ['Mauritius', 2, 2023],
    ],
    languages: ['English', 'Tamil'],
  },
  {
    slug: 'thomas-fairbairn',
    name: 'Thomas Fairbairn',
    oneLine: 'A father of three who knows which island villas truly suit a family.',
    biography:
      'Thomas has spent fifteen years planning journeys for families and friends travelling together, from a first long-haul trip with toddlers to a grandparent’s milestone birthday. He knows Mauritius and Thailand as well as anyone in the business, and he will always ask about nap times before he suggests a flight.',
    regions: ['indian-ocean', 'asia'],
    holidayTypes: ['family-holidays', 'multi-destinations-holidays', 'all-inclusive'],
    places: [
      ['Mauritius', 7, 2026],
      ['Thailand', 6, 2025],
      ['Maldives', 4, 2024],
      ['Dubai', 5, 2025],
      ['Malaysia', 2, 2023],
    ],
    languages: ['English', 'French'],
  },
  {
    slug: 'eleanor-whitcombe',
    name: 'Eleanor Whitcombe',
    oneLine: 'Lived in Bangkok for four years and returns to South-East Asia each season.',
    biography:
      'Eleanor taught in Bangkok before she came home to plan journeys, and South-East Asia has never quite let her go. She is at her happiest stitching together a journey from the temples of Angkor to the beaches of the Andaman Sea, with the right guide waiting at every turn.',
    regions: ['asia'],
    holidayTypes: ['honeymoons', 'multi-destinations-holidays', 'luxury-beach-holidays'],
    places: [
      ['Thailand', 11, 2026],
      ['Vietnam', 5, 2025],
      ['Cambodia', 4, 2025],
      ['Indonesia', 3, 2024],
      ['Singapore', 3, 2023],
    ],
    languages: ['English', 'Thai'],
  },
  {
    slug: 'rupert-ashdown',
    name: 'Rupert Ashdown',
    oneLine: 'Has tracked wildlife across southern Africa for twenty years.',
    biography:
      'Rupert grew up between Hampshire and Harare, and has spent a good part of his life since in the bush: poling a mokoro through the Okavango, waiting out a storm at Victoria Falls and learning from the guides who read the land best. He plans safaris that leave room for the unexpected.',
    regions: ['africa'],
    holidayTypes: ['safaris', 'family-holidays', 'honeymoons'],
    places: [
      ['South Africa', 12, 2026],
      ['Botswana', 8, 2025],
      ['Zimbabwe', 6, 2025],
    ],
    languages: ['English', 'Shona'],
  },
];

export const specialistProfiles = profiles.map((profile, index) => ({
  _id: `specialistProfile-${profile.slug}`,
  _type: 'specialistProfile' as const,
  name: profile.name,
  slug: { _type: 'slug' as const, current: profile.slug },
  portrait: art(
    'portrait',
    `specialist-${profile.slug}`,
    'portrait',
    `Drawn portrait of ${profile.name}, head and shoulders against a soft sky`,
  ),
  oneLine: profile.oneLine,
  biography: profile.biography,
  regions: profile.regions.map((region) => ({
    _type: 'reference' as const,
    _ref: `journeyRegion-${region}`,
  })),
  holidayTypes: profile.holidayTypes,
  places: profile.places.map(([place, visits, lastVisited]) => ({
    _type: 'placeTravelled' as const,
    place,
    visits,
    lastVisited,
  })),
  languages: profile.languages,
  order: index + 1,
}));
