/**
 * The head of a page: title (by the one title rule, which adds the brand) and description
 * (falling back to the site's defaults from settings),
 * the canonical address, the share card (Open Graph and Twitter), the robots rule for pages an
 * editor hides from search engines, and the structured data (the agency on every page, plus what
 * the page adds). Every route's `meta` goes through here, so no page forgets one of them.
 */
import type { MetaDescriptor } from 'react-router';
import type { PublicContentConfig } from '../data/contentConfig.ts';
import { imageSource, type SanityImage } from '../data/image.ts';
import type { OpeningHoursEntry } from './availability.ts';
import { absoluteUrl, canonicalUrl } from './seo/canonicalUrl.ts';
import { pageTitle } from '../../shared/seo/pageTitle.ts';
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
    /** The share picture of a page with neither a sharing picture nor a hero of its own. */
    shareCard?: SanityImage | null;
  };
}

export interface MatchLike {
  id: string;
  pathname?: string;
  loaderData?: unknown;
}

export interface PageHead {
  /** What the page is called, without the brand: the title rule adds it. */
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

interface ShareImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * The page's share picture: its own sharing picture, else its hero (through the image pipeline,
 * or from outside it), else the site's default share card, so no page shares as bare text.
 */
function shareImage(
  root: RootData | undefined,
  page: PageHead,
  origin: string,
  title: string,
): ShareImage | null {
  const config = root?.contentConfig;
  const own = page.seo?.image?.asset
    ? page.seo.image
    : page.heroImage?.asset
      ? page.heroImage
      : null;
  const ownSrc = shareImageUrl(config, own, origin);
  if (ownSrc) return { src: ownSrc, alt: own?.alt || page.title || title, ...SHARE_IMAGE };
  if (page.imageUrl) {
    const { src, alt, width, height } = page.imageUrl;
    return {
      src: absoluteUrl(origin || 'http://localhost', src),
      alt,
      ...(width && height ? { width, height } : {}),
    };
  }
  const card = root?.settings?.shareCard;
  const cardSrc = shareImageUrl(config, card?.asset ? card : null, origin);
  return cardSrc ? { src: cardSrc, alt: card?.alt || title, ...SHARE_IMAGE } : null;
}

export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  page: PageHead,
): MetaDescriptor[] {
  const root = rootData(matches);
  const { origin, url, brand } = siteContext(matches);
  const settings = root?.settings;
  const title = pageTitle(page.title, brand, settings?.seo?.title);
  const description = page.description ?? settings?.seo?.description ?? null;
  const image = shareImage(root, page, origin, title);
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
          ...(image.width && image.height
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
