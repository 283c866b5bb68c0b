import './specialists.css';
import { Link } from 'react-router';
import { ContentImage } from '../../components/ContentImage.tsx';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { useContentQuery } from '../../data/useContentQuery.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { specialistsQuery } from './specialistsQuery.ts';
import type { Route } from './+types/SpecialistsPage';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { team: await fetchContent(specialistsQuery, {}, { request, context }) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Our specialists',
    description:
      'Meet the specialists who plan every journey: people who have travelled the places they talk about, many times over.',
  });
}

/** /specialists: everyone who plans journeys, each linked to their own page. */
export default function SpecialistsPage({ loaderData }: Route.ComponentProps) {
  const team = useContentQuery(specialistsQuery, {}, loaderData.team);
  return (
    <article className="specialists-page">
      <header className="section-heading specialist-page__header">
        <p className="section-heading__eyebrow">Our specialists</p>
        <h1>The people who plan your journey</h1>
        <p>
          Every journey is planned from first idea to flight home by one specialist who has
          travelled there, often many times.
        </p>
      </header>
      <ul className="specialist-list">
        {team.map((specialist, index) => (
          <li key={specialist._id} className="specialist-card">
            <ContentImage
              image={specialist.portrait}
              width={320}
              aspectRatio={4 / 5}
              sizes="(min-width: 768px) 280px, 90vw"
              // The first portrait fills a phone's first screen: it is the page's largest paint.
              priority={index === 0}
            />
            <h2>
              <Link to={`/specialists/${specialist.slug ?? ''}`}>{specialist.name}</Link>
            </h2>
            {specialist.oneLine && <p>{specialist.oneLine}</p>}
            {specialist.regions.length > 0 && <p>{specialist.regions.join(' · ')}</p>}
          </li>
        ))}
      </ul>
    </article>
  );
}
