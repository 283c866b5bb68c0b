import { ContactBlock } from '../../components/ContactBlock.tsx';
import { CallbackForm } from '../../components/forms/CallbackForm.tsx';
import { CardList } from '../../components/offers/CardList.tsx';
import { Overview } from '../../components/Overview.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { picksPageQuery } from './picksPageQuery.ts';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { summariseCard } from '../../data/travelCards.ts';
import { loadTravelCards } from '../../data/travelCards.server.ts';
import { useContentQuery } from '../../data/useContentQuery.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import type { Route } from './+types/PicksPage';

const PAGE_TITLE = 'Premium travel picks';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, feed] = await Promise.all([
    fetchContent(picksPageQuery, {}, { request, context }),
    loadTravelCards(request, context),
  ]);
  // The offers as their cards show them: the feed's itineraries and long texts stay behind.
  return { page, feed: { cards: feed.cards.map(summariseCard), feedUrl: feed.feedUrl } };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const page = loaded?.page;
  return pageMeta(matches, {
    title: page?.seo?.title ?? page?.heroTitle ?? PAGE_TITLE,
    description: page?.seo?.description ?? null,
    seo: page?.seo,
    heroImage: page?.heroImage,
  });
}

/** The premium picks: hero, overview with a callback form, and every partner offer. */
export default function PicksPage({ loaderData }: Route.ComponentProps) {
  const page = useContentQuery(picksPageQuery, {}, loaderData.page);
  const { feed } = loaderData;
  return (
    <article className="picks-page">
      <PageHero
        title={page?.heroTitle ?? PAGE_TITLE}
        subtitle={page?.heroSubtitle}
        image={page?.heroImage}
        mobileImage={page?.heroMobileImage}
      />
      <Overview
        title={page?.overview?.title}
        text={page?.overview?.text}
        breadcrumbOverrides={{ '/picks': { label: 'Premium Picks' } }}
        aside={
          <>
            <CallbackForm source="/picks" />
            <ContactBlock />
          </>
        }
      />
      <CardList initialCards={feed.cards} feedUrl={feed.feedUrl} />
    </article>
  );
}
