import type { PortableTextBlock } from '@portabletext/react';
import type { SanityImage } from './image.ts';
import type { Seo } from './queries/journeyTypes.ts';

export interface HeroSlide {
  _key: string;
  title: string;
  subtitle: string | null;
  brandText: string | null;
  image: SanityImage | null;
  mobileImage: SanityImage | null;
  priceValue: number | null;
  annotationText: string | null;
}

export interface CollectionTile {
  id: string;
  url: string;
  tile: {
    subtitle: string | null;
    title: string | null;
    image: SanityImage | null;
    panel: 'left' | 'right' | null;
  } | null;
}

export interface HomePageContent {
  page: {
    heroSlides: HeroSlide[];
    collections: {
      sectionId: string | null;
      sectionSubtitle: string | null;
      sectionTitle: string | null;
      sectionAnnotation: string | null;
    } | null;
    offers: { heading: string | null; title: string | null; description: string | null } | null;
    story: {
      title: string | null;
      body: PortableTextBlock[] | null;
      image: SanityImage | null;
    } | null;
    seo: Seo | null;
  } | null;
  tiles: CollectionTile[];
}
