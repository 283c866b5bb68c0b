/** schema.org ItemList of the trips a finder page shows, in the order it shows them. */
import type { JsonLd } from '../../lib/seo/structuredData.ts';
import { absoluteUrl } from '../../lib/seo/canonicalUrl.ts';

export function tripItemList(
  trips: readonly { title: string; href: string }[],
  origin: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: trips.length,
    itemListElement: trips.map((trip, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: trip.title,
      url: origin ? absoluteUrl(origin, trip.href) : trip.href,
    })),
  };
}
