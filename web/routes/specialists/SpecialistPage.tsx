import './specialists.css';
import { data, Link } from 'react-router';
import { ContentImage } from '../../components/ContentImage.tsx';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { useContentQuery } from '../../data/useContentQuery.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { firstName, timesInWords } from '../../../features/specialists/index.ts';
import { HOLIDAY_TYPE_OPTIONS } from '../../../features/tripRequests/browser.ts';
import { requestToSpecialist } from '../../components/SpecialistAside.tsx';
import { specialistQuery } from './specialistsQuery.ts';
import type { Route } from './+types/SpecialistPage';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.slug.trim().toLowerCase();
  const content = await fetchContent(specialistQuery, { slug }, { request, context });
  return data({ slug, content }, { status: content.specialist ? 200 : 404 });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const specialist = loaded?.content.specialist;
  return pageMeta(matches, {
    title: specialist?.name ?? 'Specialist not found',
    description: specialist?.oneLine ?? null,
    heroImage: specialist?.portrait,
  });
}

const holidayTypeTitle = (slug: string) =>
  HOLIDAY_TYPE_OPTIONS.find((option) => option.value === slug)?.title ?? slug;

/** /specialists/{slug}: who they are, where they have been, and the journeys they plan. */
export default function SpecialistPage({ loaderData }: Route.ComponentProps) {
  const { specialist, journeys } = useContentQuery(
    specialistQuery,
    { slug: loaderData.slug },
    loaderData.content,
  );
  if (!specialist) {
    return (
      <section className="page-message">
        <h1>Specialist not found</h1>
        <p>
          Please meet <Link to="/specialists">our specialists</Link>: any of them will gladly help.
        </p>
      </section>
    );
  }
  const name = specialist.name ?? '';
  const places = specialist.places.map((travelled) => travelled.place ?? '');
  // Their trips: the signature itineraries to places they have travelled.
  const theirs = journeys.filter((journey) =>
    (journey.tags ?? []).some((tag) => places.includes(tag)),
  );
  return (
    <article className="specialist-page">
      <div className="specialist-page__intro">
        <ContentImage
          image={specialist.portrait}
          width={280}
          aspectRatio={4 / 5}
          sizes="(min-width: 640px) 280px, 90vw"
          priority
        />
        <div>
          <p className="section-heading__eyebrow">Travel specialist</p>
          <h1>{name}</h1>
          {specialist.oneLine && <p className="specialist-page__line">{specialist.oneLine}</p>}
          {specialist.biography && <p>{specialist.biography}</p>}
          <dl className="specialist-page__facts">
            {specialist.regions.length > 0 && (
              <>
                <dt>Regions</dt>
                <dd>{specialist.regions.join(', ')}</dd>
              </>
            )}
            {specialist.holidayTypes.length > 0 && (
              <>
                <dt>Holidays</dt>
                <dd>{specialist.holidayTypes.map(holidayTypeTitle).join(', ')}</dd>
              </>
            )}
            {specialist.places.length > 0 && (
              <>
                <dt>Places travelled</dt>
                <dd>
                  <ul className="specialist-page__places">
                    {specialist.places.map((travelled) => (
                      <li key={travelled.place}>
                        {travelled.place}: {timesInWords(travelled.visits ?? 0)}
                        {travelled.lastVisited ? `, most recently in ${travelled.lastVisited}` : ''}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
            {specialist.languages.length > 0 && (
              <>
                <dt>Languages</dt>
                <dd>{specialist.languages.join(', ')}</dd>
              </>
            )}
          </dl>
          <p>
            <Link className="button" to={requestToSpecialist(specialist.slug ?? '')}>
              Send {firstName(name)} a trip request
            </Link>
          </p>
        </div>
      </div>
      {theirs.length > 0 && (
        <section aria-labelledby="specialist-journeys">
          <h2 id="specialist-journeys">Journeys {firstName(name)} plans</h2>
          <ul className="specialist-page__journeys">
            {theirs.map((journey) => (
              <li key={journey.id}>
                <Link to={`/journeys/${journey.id ?? ''}`}>
                  {journey.heroTitle ?? journey.title}
                </Link>
                {journey.tags && journey.tags.length > 0 ? ` · ${journey.tags.join(', ')}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
