import type { SanityImage } from '../image.ts';

export interface Seo {
  title: string | null;
  description: string | null;
  /** The sharing picture. */
  image?: SanityImage | null;
  /** 'Hide from search engines'. */
  noIndex?: boolean | null;
}

export interface TextBlock {
  title: string | null;
  text: string | null;
}

export interface HotelExample {
  _key: string;
  hotelId: number | null;
  nights: number | null;
  title: string | null;
  slug: string | null;
  images: SanityImage[];
  description: string | null;
}

export interface ItineraryDay {
  _key: string;
  region: string | null;
  location: string | null;
  image: SanityImage | null;
  hideImage: boolean | null;
  additionalContent: string | null;
  dealsExample: HotelExample[];
}

/** A journey as its card shows it. */
export interface JourneyCard {
  id: string;
  heroTitle: string | null;
  title: string | null;
  tags: string[] | null;
  price: number | null;
  cardImage: SanityImage | null;
}

export interface ItinerariesSection {
  heading: string | null;
  subheading: string | null;
  showAllLabel: string | null;
  hideLabel: string | null;
}
