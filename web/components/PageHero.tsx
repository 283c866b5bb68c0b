import '../styles/page.css';
import type { ReactNode } from 'react';
import type { SanityImage } from '../data/image.ts';
import { ArtDirectedPicture } from './ArtDirectedPicture.tsx';

interface PageHeroProps {
  title: string;
  suptitle?: string | null;
  subtitle?: string | null;
  description?: string | null;
  image: SanityImage | null | undefined;
  mobileImage?: SanityImage | null;
  /** Price line, buttons, footnotes. */
  children?: ReactNode;
  /** The Studio fields each part comes from, for click-to-edit in draft mode. */
  editLabels?: Partial<Record<'title' | 'suptitle' | 'subtitle' | 'description' | 'image', string>>;
}

/** A full-width hero with art-directed desktop and mobile images and the page's h1. */
export function PageHero({
  title,
  suptitle,
  subtitle,
  description,
  image,
  mobileImage,
  children,
  editLabels = {},
}: PageHeroProps) {
  return (
    <section className="page-hero">
      <ArtDirectedPicture
        image={image}
        mobileImage={mobileImage}
        aspectRatio={16 / 7}
        mobileAspectRatio={3 / 4}
        className="page-hero__picture"
        priority
        editLabel={editLabels.image}
      />
      <div className="page-hero__content">
        {suptitle && (
          <p className="page-hero__suptitle" data-sanity={editLabels.suptitle}>
            {suptitle}
          </p>
        )}
        <h1 className="page-hero__title" data-sanity={editLabels.title}>
          {title}
        </h1>
        {subtitle && (
          <p className="page-hero__subtitle" data-sanity={editLabels.subtitle}>
            {subtitle}
          </p>
        )}
        {description && (
          <p className="page-hero__description" data-sanity={editLabels.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
