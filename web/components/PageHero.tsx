import '../styles/page.css';
import type { ReactNode } from 'react';
import { imageSource, type SanityImage } from '../content/image.ts';
import { useContentConfig } from '../content/ContentConfigContext.tsx';

interface PageHeroProps {
  title: string;
  suptitle?: string | null;
  subtitle?: string | null;
  description?: string | null;
  image: SanityImage | null | undefined;
  mobileImage?: SanityImage | null;
  /** Price line, buttons, footnotes. */
  children?: ReactNode;
}

const MOBILE_QUERY = '(max-width: 767px)';

/** A full-width hero with art-directed desktop and mobile images and the page's h1. */
export function PageHero({
  title,
  suptitle,
  subtitle,
  description,
  image,
  mobileImage,
  children,
}: PageHeroProps) {
  const config = useContentConfig();
  const desktop = image ? imageSource(config, image, { width: 1920, aspectRatio: 16 / 7 }) : null;
  const mobile = mobileImage
    ? imageSource(config, mobileImage, { width: 828, aspectRatio: 3 / 4 })
    : null;
  return (
    <section className="page-hero">
      {desktop ? (
        <picture className="page-hero__picture">
          {mobile && <source media={MOBILE_QUERY} srcSet={mobile.srcSet} sizes="100vw" />}
          <img
            src={desktop.src}
            srcSet={desktop.srcSet}
            sizes="100vw"
            width={desktop.width}
            height={desktop.height}
            alt={image?.alt ?? ''}
            fetchPriority="high"
          />
        </picture>
      ) : (
        <div className="page-hero__picture image-placeholder" />
      )}
      <div className="page-hero__content">
        {suptitle && <p className="page-hero__suptitle">{suptitle}</p>}
        <h1 className="page-hero__title">{title}</h1>
        {subtitle && <p className="page-hero__subtitle">{subtitle}</p>}
        {description && <p className="page-hero__description">{description}</p>}
        {children}
      </div>
    </section>
  );
}
