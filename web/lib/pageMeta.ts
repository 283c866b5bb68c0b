/**
 * The head of a page: title and description (falling back to the site's defaults from settings),
 * the canonical address, the share card (Open Graph and Twitter), the robots rule for pages an
 * editor hides from search engines, and the structured data (the agency on every page, plus what
 * the page adds). Every route's `meta` goes through here, so no page forgets one of them.
 */
import type { MetaDescriptor } from 'react-router';
import type { PublicContentConfig } from '../content/contentConfig.ts';
import { imageSource, type SanityImage } from '../content/image.ts';
import type { OpeningHoursEntry } from './availability.ts';
import { absoluteUrl, canonicalUrl } from './seo/canonicalUrl.ts';
import { travelAgency, type JsonLd } from './seo/structuredData.ts';

/** The share picture's size, the one the large share cards of social networks expect. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

interface RootData {
  siteUrl?: string;
  contentConfig?: PublicContentConfig | null;
  settings?: {
    brandName?: string;
    phone?: string | null;
    email?: string | null;
    openingHours?: OpeningHoursEntry[];
    socialLinks?: { url: string | null }[];
    seo?: { title?: string | null; description?: string | null } | null;
  };
}

interface MatchLike {
  id: string;
  pathname?: string;
  loaderData?: unknown;
}

export interface PageHead {
  title: string | null;
  description: string | null;
  /** The page's 'Search and sharing' fields. */
  seo?: { image?: SanityImage | null; noIndex?: boolean | null } | null;
  /** The picture shared when the editor chose none: the page's hero. */
  heroImage?: SanityImage | null;
  /**
   * A share picture that does not come from the image pipeline (the travel-cards feed), with its
   * size when it is known.
   */
  imageUrl?: { src: string; alt: string; width?: number; height?: number } | null;
  /** 'article' for a single itinerary or offer; 'website' otherwise. */
  type?: 'website' | 'article';
  /** Structured data of the page itself, after the agency's. */
  jsonLd?: readonly JsonLd[];
}

export interface SiteContext {
  origin: string;
  /** The canonical URL of the page the matches lead to. */
  url: string;
  brand: string;
  /** For share pictures through the image pipeline. */
  contentConfig: PublicContentConfig | null;
}

function rootData(matches: readonly (MatchLike | undefined)[]): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/** The origin and canonical URL of the page, for routes that build structured data. */
export function siteContext(matches: readonly (MatchLike | undefined)[]): SiteContext {
  const root = rootData(matches);
  const origin = root?.siteUrl ?? '';
  const leaf = matches.filter(Boolean).at(-1);
  return {
    origin,
    url: origin ? canonicalUrl(origin, leaf?.pathname ?? '/') : (leaf?.pathname ?? '/'),
    brand: root?.settings?.brandName ?? '',
    contentConfig: root?.contentConfig ?? null,
  };
}

/** The 1200x630 share picture through the image pipeline, as an absolute URL. */
export function shareImageUrl(
  config: PublicContentConfig | null | undefined,
  image: SanityImage | null | undefined,
  origin: string,
): string | null {
  if (!config || !image) return null;
  const source = imageSource(config, image, {
    width: SHARE_IMAGE.width,
    aspectRatio: SHARE_IMAGE.width / SHARE_IMAGE.height,
  });
  return source ? absoluteUrl(origin || 'http://localhost', source.src) : null;
}

export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  page: PageHead,
): MetaDescriptor[] {
  const root = rootData(matches);
  const { origin, url, brand } = siteContext(matches);
  const settings = root?.settings;
  const siteTitle = settings?.seo?.title ?? brand;
  const title = page.title ? (brand ? `${page.title} | ${brand}` : page.title) : siteTitle;
  const description = page.description ?? settings?.seo?.description ?? null;
  const picture = page.seo?.image?.asset ? page.seo.image : page.heroImage;
  const pipelineImage = shareImageUrl(root?.contentConfig, picture, origin);
  const image = pipelineImage
    ? {
        src: pipelineImage,
        alt: picture?.alt || page.title || siteTitle,
        ...SHARE_IMAGE,
      }
    : page.imageUrl
      ? {
          src: absoluteUrl(origin || 'http://localhost', page.imageUrl.src),
          alt: page.imageUrl.alt,
          ...(page.imageUrl.width && page.imageUrl.height
            ? { width: page.imageUrl.width, height: page.imageUrl.height }
            : {}),
        }
      : null;
  const agency = settings
    ? travelAgency(
        {
          name: brand,
          phone: settings.phone ?? null,
          email: settings.email ?? null,
          description: settings.seo?.description ?? null,
          openingHours: settings.openingHours ?? [],
          socialLinks: settings.socialLinks ?? [],
        },
        origin,
      )
    : null;
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(page.seo?.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: url },
    { property: 'og:type', content: page.type ?? 'website' },
    ...(brand ? [{ property: 'og:site_name', content: brand }] : []),
    { property: 'og:locale', content: 'en_GB' },
    ...(image
      ? [
          { property: 'og:image', content: image.src },
          ...('width' in image
            ? [
                { property: 'og:image:width', content: String(image.width) },
                { property: 'og:image:height', content: String(image.height) },
              ]
            : []),
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(agency ? [{ 'script:ld+json': agency }] : []),
    ...(page.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}
