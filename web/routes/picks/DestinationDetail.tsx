import './picks.css';
import type { ReactNode } from 'react';
import type {
  Destination,
  DestinationCard,
  DestinationsSection as DestinationsSectionContent,
} from './destinationQuery.ts';
import { summariseCard, type CardSummary } from '../../data/travelCards.ts';
import { useSiteSettings } from '../../data/siteSettings.ts';
import { pageOfferPrice } from '../../lib/offerPrice.ts';
import { ContactBlock } from '../../components/ContactBlock.tsx';
import { CallbackForm } from '../../components/forms/CallbackForm.tsx';
import { HeroPrice } from '../../components/itinerary/HeroPrice.tsx';
import { PriceBox } from '../../components/itinerary/PriceBox.tsx';
import { CardList } from '../../components/offers/CardList.tsx';
import { useTravelCards } from '../../components/offers/useTravelCards.ts';
import { Overview } from '../../components/Overview.tsx';
import { WhenToGo } from '../../components/WhenToGo.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { useEditAttribute } from '../../preview/PreviewContext.ts';
import { DestinationsSection } from './DestinationsSection.tsx';

interface DestinationDetailProps {
  destination: Destination;
  destinations: DestinationCard[];
  section: DestinationsSectionContent | null;
  initialCards: CardSummary[];
  feedUrl: string;
  /** The specialist for this destination (SpecialistAside), beside the contact block. */
  specialist?: ReactNode;
}

/**
 * A destination page: the hero price is the page's own or the lowest
 * offer sharing its locations; then its offers and the other destinations.
 */
export function DestinationDetail({
  destination,
  destinations,
  section,
  initialCards,
  feedUrl,
  specialist,
}: DestinationDetailProps) {
  const settings = useSiteSettings();
  const { cards } = useTravelCards({ initialCards, select: summariseCard, feedUrl });
  const offer = pageOfferPrice(
    { locations: destination.locations, offerPrice: destination.offerPrice },
    cards.map((card) => (card.kind === 'cruise' ? { ...card, location: [] } : card)),
  );
  const footnote = settings.priceFootnotes?.journey;
  const edit = useEditAttribute(destination._id, 'destination');
  return (
    <article className="destination-page">
      <PageHero
        title={destination.heroTitle ?? destination.id}
        subtitle={destination.heroSubtitle}
        image={destination.heroImage}
        editLabels={{
          title: edit('heroTitle'),
          subtitle: edit('heroSubtitle'),
          image: edit('heroImage'),
        }}
      >
        <HeroPrice price={offer?.price} footnote={footnote} nights={offer?.nights} />
      </PageHero>
      <Overview
        title={destination.contentTitle}
        text={destination.contentText}
        editLabels={{ title: edit('contentTitle'), text: edit('contentText') }}
        breadcrumbOverrides={{ '/picks': { label: 'Premium Picks' } }}
        aside={
          <>
            {offer ? (
              <PriceBox price={offer.price} nights={offer.nights} note={destination.offerMessage} />
            ) : (
              <CallbackForm source={`/picks/${destination.id}`} />
            )}
            <WhenToGo
              months={destination.whenToGo?.months ?? []}
              note={destination.whenToGo?.note}
            />
            {specialist}
            <ContactBlock />
          </>
        }
      />
      <CardList
        initialCards={initialCards}
        feedUrl={feedUrl}
        destination={destination.id}
        title={`Premium picks in ${destination.heroTitle ?? destination.id}`}
      />
      <DestinationsSection destinations={destinations} section={section} />
    </article>
  );
}
