import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { codeNearView } from '../../components/codeNearView.tsx';
import { retryingImport } from '../../components/retryingImport.ts';
import { HeroCarousel } from './HeroCarousel.tsx';
import { PaymentResultPopup } from './PaymentResultPopup.tsx';
import { TravelCollections } from './TravelCollections.tsx';
import { OffersSection } from '../../components/offers/OffersSection.tsx';
import { homePageQuery } from './homePageQuery.ts';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { summariseCard } from '../../data/travelCards.ts';
import { loadTravelCards } from '../../data/travelCards.server.ts';
import { useContentQuery } from '../../data/useContentQuery.ts';
import { paymentArrival } from './paymentArrival.server.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { hasPaymentQuery } from '../../lib/paymentStatus.ts';
import { environment } from '../../../shared/environment.ts';
import type { Route } from './+types/HomePage';
import { FindATripBand } from './FindATripBand.tsx';

// The brand story closes the page: its code (the rich-text renderer among it) comes as a visitor
// nears it, not with the page.
const loadBrandStory = retryingImport(() => import('./BrandStory.tsx'));
const BrandStory = codeNearView(() => loadBrandStory().then((module) => module.BrandStory));

export async function loader({ request, context }: Route.LoaderArgs) {
  // Offers are server-rendered too, so they are in the first HTML and nothing shifts on load.
  const [content, feed] = await Promise.all([
    fetchContent(homePageQuery, {}, { request, context }),
    loadTravelCards(request, context),
  ]);
  // Decided here because only the server holds the gateway secret (a signed result's key). A
  // signed result shows once, so a HEAD (which shows nothing) does not spend it.
  const url = new URL(request.url);
  const payment =
    request.method === 'HEAD'
      ? null
      : paymentArrival(url.searchParams, environment().PAYMENT_GATEWAY_SECRET, Date.now());
  // The offers as their cards show them: the feed's itineraries and long texts stay behind.
  return data(
    {
      content,
      feed: { cards: feed.cards.map(summariseCard), feedUrl: feed.feedUrl },
      payment,
    },
    // A payment result is one visitor's, and a signed one shows once: no cache may keep it.
    hasPaymentQuery(url.search) ? { headers: { 'cache-control': 'private, no-store' } } : undefined,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// Closing the payment popup takes the payment query away without changing the page's content;
// an address that brings a payment result is read again (the server decides what it shows), and
// a live update (a revalidation of the same address) reloads it too.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const paymentQueryGone =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    !hasPaymentQuery(nextUrl.search);
  return paymentQueryGone ? false : defaultShouldRevalidate;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: data?.content.page?.seo?.title ?? null,
    description: data?.content.page?.seo?.description ?? null,
    seo: data?.content.page?.seo,
    heroImage: data?.content.page?.heroSlides[0]?.image,
  });
}

/** Home: the hero slides, the travel collections, the premium picks and the brand story. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, tiles } = useContentQuery(homePageQuery, {}, loaderData.content);
  return (
    <>
      <h1 className="visually-hidden">Tailor-made luxury holidays</h1>
      <PaymentResultPopup result={loaderData.payment} />
      <HeroCarousel slides={page?.heroSlides ?? []} />
      <FindATripBand />
      <TravelCollections text={page?.collections ?? null} tiles={tiles} />
      <OffersSection
        heading={page?.offers?.heading ?? null}
        title={page?.offers?.title ?? null}
        description={page?.offers?.description ?? null}
        initialCards={loaderData.feed.cards}
        feedUrl={loaderData.feed.feedUrl}
      />
      {page?.story?.title && <BrandStory story={page.story} />}
    </>
  );
}
