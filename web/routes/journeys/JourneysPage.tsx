import '../../styles/card.css';
import './journeys.css';
import { ContactBlock } from '../../components/ContactBlock.tsx';
import { CallbackForm } from '../../components/forms/CallbackForm.tsx';
import { JourneyListCard } from './JourneyListCard.tsx';
import { Overview } from '../../components/Overview.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { journeysPageQuery } from './journeysPageQuery.ts';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { useContentQuery } from '../../data/useContentQuery.ts';
import { lowestPriceByTag } from '../../lib/lowestPrice.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { regionForTag } from '../../lib/tags.ts';
import type { Route } from './+types/JourneysPage';

const PAGE_TITLE = 'Signature Itineraries';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await fetchContent(journeysPageQuery, {}, { request, context });
  return { content };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const page = loaded?.content.page;
  return pageMeta(matches, {
    title: page?.seo?.title ?? page?.heroTitle ?? PAGE_TITLE,
    description: page?.seo?.description ?? null,
    seo: page?.seo,
    heroImage: page?.heroImage,
  });
}

/** Signature Itineraries: hero, overview with callback form, and the cards by region. */
export default function JourneysPage({ loaderData }: Route.ComponentProps) {
  const { page, journeys, regions } = useContentQuery(journeysPageQuery, {}, loaderData.content);
  return (
    <article className="journeys-page">
      <PageHero
        title={page?.heroTitle ?? PAGE_TITLE}
        subtitle={page?.heroSubtitle}
        image={page?.heroImage}
        mobileImage={page?.heroMobileImage}
      />
      <Overview
        title={page?.overview?.title}
        text={page?.overview?.text}
        aside={
          <>
            <CallbackForm source="/journeys" />
            <ContactBlock />
          </>
        }
      />
      {page && page.cards.length > 0 && (
        <section className="journey-list" aria-label="Itineraries by destination">
          <ul className="card-grid journey-grid">
            {page.cards.map((card) => {
              const region = card.id ? regionForTag(journeys, card.id, regions) : null;
              return (
                <li key={card._key}>
                  <JourneyListCard
                    card={card}
                    price={card.id ? lowestPriceByTag(journeys, card.id) : null}
                    href={region ? `/journeys/${region}` : null}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </article>
  );
}
