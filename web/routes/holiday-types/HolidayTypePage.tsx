import { data } from 'react-router';
import { ContactBlock } from '../../components/ContactBlock.tsx';
import { CallbackForm } from '../../components/forms/CallbackForm.tsx';
import { Overview } from '../../components/Overview.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { RichText } from '../../components/RichText.tsx';
import { holidayTypeQuery } from './holidayTypeQuery.ts';
import { SpecialistAside } from '../../components/SpecialistAside.tsx';
import { holidayTypeSpecialistsQuery } from './holidayTypeSpecialistsQuery.ts';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { useContentQuery } from '../../data/useContentQuery.ts';
import { useEditAttribute } from '../../preview/PreviewContext.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import type { Route } from './+types/HolidayTypePage';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [holidayType, team] = await Promise.all([
    fetchContent(holidayTypeQuery, { id: params.id }, { request, context }),
    fetchContent(holidayTypeSpecialistsQuery, {}, { request, context }),
  ]);
  // An unknown id is a real 404 for crawlers, with the spec's message for visitors.
  return data({ id: params.id, holidayType, team }, { status: holidayType ? 200 : 404 });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const holidayType = loaded?.holidayType;
  return pageMeta(matches, {
    title: holidayType
      ? (holidayType.seo?.title ?? holidayType.heroTitle)
      : 'Holiday type not found',
    description: holidayType?.seo?.description ?? null,
    seo: holidayType?.seo,
    heroImage: holidayType?.heroImage,
  });
}

/** A holiday-type landing page. */
export default function HolidayTypePage({ loaderData }: Route.ComponentProps) {
  const holidayType = useContentQuery(
    holidayTypeQuery,
    { id: loaderData.id },
    loaderData.holidayType,
  );
  const edit = useEditAttribute(holidayType?._id, 'holidayType');
  if (!holidayType) {
    return (
      <section className="page-message">
        <h1>Holiday type not found</h1>
        <p>We could not find that collection. Every holiday we plan is tailor-made, though.</p>
      </section>
    );
  }
  return (
    <article className="holiday-type">
      <PageHero
        title={holidayType.heroTitle ?? ''}
        suptitle={holidayType.heroSuptitle}
        subtitle={holidayType.heroSubtitle}
        image={holidayType.heroImage}
        editLabels={{
          title: edit('heroTitle'),
          suptitle: edit('heroSuptitle'),
          subtitle: edit('heroSubtitle'),
          image: edit('heroImage'),
        }}
      />
      <Overview
        title={holidayType.overview?.title}
        text={holidayType.overview?.text}
        editLabels={{ title: edit('overview.title'), text: edit('overview.text') }}
        breadcrumbOverrides={{
          '/holiday-types': { label: 'Holiday Types', to: '/#travel-collections' },
        }}
        aside={
          <>
            <CallbackForm source={`/holiday-types/${holidayType.id}`} />
            <SpecialistAside
              team={loaderData.team}
              topic={{ places: [], regions: [], holidayType: holidayType.id ?? undefined }}
            />
            <ContactBlock />
          </>
        }
      />
      {holidayType.body && (
        <section className="content-section" data-sanity={edit('body')}>
          <RichText value={holidayType.body} />
        </section>
      )}
    </article>
  );
}
