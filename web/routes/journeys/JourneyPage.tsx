import './journeys.css';
import { replace } from 'react-router';
import { ContactBlock } from '../../components/ContactBlock.tsx';
import { CallbackForm } from '../../components/forms/CallbackForm.tsx';
import { Gallery } from './Gallery.tsx';
import { HeroPrice } from '../../components/itinerary/HeroPrice.tsx';
import { ItinerarySection } from './ItinerarySection.tsx';
import { PriceBox } from '../../components/itinerary/PriceBox.tsx';
import { SignatureItineraries } from './SignatureItineraries.tsx';
import { Overview } from '../../components/Overview.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { SanityImage } from '../../data/image.ts';
import { journeyQuery, type Journey, type JourneyRegion } from './journeyQuery.ts';
import { SpecialistAside } from '../../components/SpecialistAside.tsx';
import { journeySpecialistsQuery } from './journeySpecialistsQuery.ts';
import type { SpecialistProfile } from '../../data/queries/specialistFragments.ts';
import type { ItinerariesSection, JourneyCard } from '../../data/queries/journeyTypes.ts';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { useSiteSettings } from '../../data/siteSettings.ts';
import { useContentQuery } from '../../data/useContentQuery.ts';
import { useEditAttribute } from '../../preview/PreviewContext.ts';
import { pageMeta, shareImageUrl, siteContext } from '../../lib/pageMeta.ts';
import { touristTrip } from '../../lib/seo/structuredData.ts';
import { isShownPrice } from '../../lib/price.ts';
import { hasTag } from '../../lib/tags.ts';
import { journeyWhenToGo, type WhenToGo as WhenToGoFacts } from '../../lib/whenToGo.ts';
import { WhenToGo } from '../../components/WhenToGo.tsx';
import type { Route } from './+types/JourneyPage';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = params.id.trim().toLowerCase();
  const [content, team] = await Promise.all([
    fetchContent(journeyQuery, { id }, { request, context }),
    fetchContent(journeySpecialistsQuery, {}, { request, context }),
  ]);
  // An unknown id goes home, replacing the history entry (a 302 for the server).
  if (!content.journey && !content.region) throw replace('/');
  return { id, content, team };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const region = loaded?.content.region;
  const journey = region ? null : loaded?.content.journey;
  const page = region ?? journey;
  const title = region ? (region.heroTitle ?? region.title) : journey?.heroTitle;
  const heroImage = region ? region.defaultHeroImage : journey?.heroImage;
  const head = {
    title: page?.seo?.title ?? title ?? null,
    description: page?.seo?.description ?? journey?.description ?? region?.description ?? null,
    seo: page?.seo,
    heroImage,
  };
  if (!journey) return pageMeta(matches, head);
  const { url, origin, contentConfig } = siteContext(matches);
  const trip = touristTrip({
    name: journey.heroTitle ?? journey.title ?? journey.id,
    description: journey.description,
    url,
    image: shareImageUrl(contentConfig, journey.seo?.image ?? journey.heroImage, origin),
    price: journey.price,
    days: journey.itinerary.map((day, index) => ({
      name: day.location ?? day.region ?? `Day ${index + 1}`,
    })),
  });
  return pageMeta(matches, { ...head, type: 'article', jsonLd: [trip] });
}

/** The journey's own gallery, else the pictures of its days. */
function galleryImages(journey: Journey): SanityImage[] {
  if (journey.gallery.length > 0) return journey.gallery;
  return journey.itinerary
    .filter((day) => day.image && !day.hideImage)
    .map((day) => day.image as SanityImage);
}

function JourneyDetail({
  journey,
  others,
  section,
  when,
  team,
}: {
  journey: Journey;
  others: JourneyCard[];
  section: ItinerariesSection | null;
  when: WhenToGoFacts;
  team: SpecialistProfile[];
}) {
  const settings = useSiteSettings();
  const footnote = settings.priceFootnotes?.journey;
  const title = journey.heroTitle ?? journey.id;
  const edit = useEditAttribute(journey._id, 'journey');
  return (
    <article className="journey-page">
      <PageHero
        title={title.toLocaleUpperCase('en-GB')}
        suptitle={journey.heroSubtitle}
        description={journey.description}
        image={journey.heroImage}
        editLabels={{
          title: edit('heroTitle'),
          suptitle: edit('heroSubtitle'),
          description: edit('description'),
          image: edit('heroImage'),
        }}
      >
        <HeroPrice price={journey.price} footnote={footnote} />
      </PageHero>
      <Overview
        title={journey.overview?.title}
        text={journey.overview?.text}
        aside={
          <>
            {isShownPrice(journey.price) ? (
              <PriceBox
                price={journey.price}
                nights={journey.nights}
                type={journey.type}
                note={journey.asideText}
              />
            ) : (
              <CallbackForm source={`/journeys/${journey.id}`} />
            )}
            <WhenToGo {...when} />
            <SpecialistAside
              team={team}
              topic={{ places: journey.tags ?? [], regions: journey.tags ?? [] }}
              place={title}
            />
            <ContactBlock place={title} />
          </>
        }
      />
      <ItinerarySection days={journey.itinerary} nights={journey.nights} type={journey.type} />
      <Gallery images={galleryImages(journey)} label={`Pictures of ${title}`} />
      <SignatureItineraries journeys={others} section={section} />
    </article>
  );
}

function RegionDetail({
  region,
  journeys,
  section,
  team,
}: {
  region: JourneyRegion;
  journeys: JourneyCard[];
  section: ItinerariesSection | null;
  team: SpecialistProfile[];
}) {
  return (
    <article className="journey-page journey-page--region">
      <PageHero
        title={region.heroTitle ?? region.title ?? region.id}
        subtitle={region.heroSubtitle}
        description={region.description}
        image={region.defaultHeroImage}
      />
      <Overview
        title={region.overview?.title}
        text={region.overview?.text}
        aside={
          <>
            <CallbackForm source={`/journeys/${region.id}`} />
            <SpecialistAside
              team={team}
              topic={{ places: [], regions: [region.title ?? ''] }}
              place={region.title ?? undefined}
            />
            <ContactBlock place={region.heroTitle ?? region.title ?? undefined} />
          </>
        }
      />
      <SignatureItineraries
        journeys={journeys}
        section={section}
        fallbackImage={region.defaultCardImage}
      />
    </article>
  );
}

/**
 * /journeys/{id}: a regional parent page (asia, africa, indian-ocean)
 * listing every journey tagged with it, or one signature itinerary.
 */
export default function JourneyPage({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  const content = useContentQuery(journeyQuery, { id }, loaderData.content);
  if (content.region) {
    return (
      <RegionDetail
        key={id}
        region={content.region}
        journeys={content.journeys.filter((journey) => hasTag(journey.tags, id))}
        section={content.section}
        team={loaderData.team}
      />
    );
  }
  if (content.journey) {
    return (
      <JourneyDetail
        key={id}
        journey={content.journey}
        others={content.journeys.filter((journey) => journey.id !== id)}
        section={content.section}
        when={journeyWhenToGo(content.journey, content.destinations)}
        team={loaderData.team}
      />
    );
  }
  return (
    <section className="page-message">
      <h1>This journey has moved</h1>
      <p>Please choose another of our signature itineraries.</p>
    </section>
  );
}
