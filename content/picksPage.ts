/** The Premium Travel Picks page (/picks). */
import { art } from './image.ts';

export const picksPage = {
  _id: 'picksPage',
  _type: 'picksPage' as const,
  heroTitle: 'Premium travel picks',
  heroSubtitle: 'Hotels, cruises and escapes our specialists would book for themselves',
  heroImage: art(
    'pool-terrace',
    'picks-hero',
    'hero',
    'Illustration of an infinity pool terrace looking out to sea',
  ),
  heroMobileImage: art(
    'pool-terrace',
    'picks-hero',
    'mobile',
    'Illustration of an infinity pool terrace looking out to sea',
  ),
  overview: {
    title: 'Luxury finds, expertly selected',
    text: 'Our premium picks are the offers we would book ourselves: beach and city hotels, ski chalets and cruises from partners we trust, checked by our specialists for quality, value and charm. Prices change as offers are updated; call us and we will confirm the latest, or ask us to build something entirely your own.',
  },
  destinationsSection: {
    title: 'Turning Wanderlust Into Reality',
    subtitle:
      'Seven destinations we return to again and again, each with ideas for how to spend your days.',
    buttonText: 'Explore all destinations',
  },
  seo: {
    title: 'Premium travel picks',
    description:
      'Hand-picked luxury hotel, ski and cruise offers, chosen by our specialists for style, quality and charm.',
    noIndex: false,
  },
};
