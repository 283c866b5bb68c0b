import { replace } from 'react-router';
import { DestinationDetail } from './DestinationDetail.tsx';
import { OfferDetail } from './OfferDetail.tsx';
import { destinationQuery } from './destinationQuery.ts';
import { SpecialistAside } from '../../components/SpecialistAside.tsx';
import { destinationSpecialistsQuery } from './destinationSpecialistsQuery.ts';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { cardTitle, findCardBySlug, summariseCard } from '../../data/travelCards.ts';
import { loadTravelCards } from '../../data/travelCards.server.ts';
import { useContentQuery } from '../../data/useContentQuery.ts';
import { isInDestination, sharesLocation } from '../../lib/locationMatch.ts';
import { pageMeta, siteContext } from '../../lib/pageMeta.ts';
import { absoluteUrl } from '../../lib/seo/canonicalUrl.ts';
import { offerPage } from '../../lib/seo/structuredData.ts';
import { cardHeroImage, contentHostBase } from '../../lib/travelCardImages.ts';
import { TRAVEL_CARD_PICTURE_SIZES } from '../../../shared/travelCardPictures.ts';
import type { Route } from './+types/PickPage';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.slug.trim();
  // A missing or unknown slug goes home, replacing the history entry (302 on the server).
  if (!slug) throw replace('/');
  const [content, feed, team] = await Promise.all([
    fetchContent(destinationQuery, { slug }, { request, context }),
    loadTravelCards(request, context),
    fetchContent(destinationSpecialistsQuery, {}, { request, context }),
  ]);
  const { destination } = content;
  if (destination) {
    // Only the cards this page can show or price travel with the HTML, as their cards show them.
    const cards = feed.cards
      .filter(
        (card) =>
          card.kind !== 'cruise' &&
          (isInDestination(card.location, destination.id) ||
            sharesLocation(card.location, destination.locations)),
      )
      .map(summariseCard);
    return { kind: 'destination' as const, slug, content, cards, feedUrl: feed.feedUrl, team };
  }
  const card = findCardBySlug(feed.cards, slug);
  if (!card) throw replace('/');
  return { kind: 'offer' as const, slug, card, feedUrl: feed.feedUrl };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (loaded?.kind === 'destination') {
    const destination = loaded.content.destination;
    return pageMeta(matches, {
      title: destination?.seo?.title ?? destination?.heroTitle ?? null,
      description: destination?.seo?.description ?? null,
      seo: destination?.seo,
      heroImage: destination?.heroImage,
    });
  }
  if (!loaded) return pageMeta(matches, { title: null, description: null });
  const { card } = loaded;
  const { url, origin } = siteContext(matches);
  const title = cardTitle(card);
  const description = card.heroSubtitle ?? card.contentTitle ?? null;
  // The offer's hero as the content host draws it; the feed's pictures are not in the lake.
  const base = contentHostBase(loaded.feedUrl);
  const hero = cardHeroImage(card, base);
  const image = hero ? absoluteUrl(origin || 'http://localhost', hero.jpg) : null;
  // This host's own content host draws it at a known size; a remote host's photographs are its own.
  const size = base === '' ? TRAVEL_CARD_PICTURE_SIZES.hero : {};
  return pageMeta(matches, {
    title,
    description,
    imageUrl: image ? { src: image, alt: title, ...size } : null,
    type: 'article',
    jsonLd: [
      offerPage({
        kind: card.kind === 'cruise' ? 'cruise' : 'hotel',
        name: title,
        description,
        url,
        image,
        price: card.offer?.price ?? null,
        seller: card.offer?.partnerName ?? null,
      }),
    ],
  });
}

function DestinationRoute({
  loaded,
}: {
  loaded: Extract<Route.ComponentProps['loaderData'], { kind: 'destination' }>;
}) {
  const content = useContentQuery(destinationQuery, { slug: loaded.slug }, loaded.content);
  const destination = content.destination ?? loaded.content.destination;
  if (!destination) return null;
  return (
    <DestinationDetail
      key={loaded.slug}
      destination={destination}
      destinations={content.destinations}
      section={content.section}
      initialCards={loaded.cards}
      feedUrl={loaded.feedUrl}
      specialist={
        <SpecialistAside
          team={loaded.team}
          topic={{ places: [destination.heroTitle ?? ''], regions: [] }}
          place={destination.heroTitle ?? undefined}
        />
      }
    />
  );
}

/** /picks/{slug}: one of the seven destinations, or a partner offer. */
export default function PickPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'destination') return <DestinationRoute loaded={loaderData} />;
  return <OfferDetail key={loaderData.slug} card={loaderData.card} feedUrl={loaderData.feedUrl} />;
}
