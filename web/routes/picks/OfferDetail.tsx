import './picks.css';
import { useLocation } from 'react-router';
import { cardTitle, findCardBySlug, offerNights, type TravelCard } from '../../data/travelCards.ts';
import { useSiteSettings } from '../../data/siteSettings.ts';
import { isShownPrice } from '../../lib/price.ts';
import {
  cardHeroImage,
  contentHostBase,
  imageCode,
  offerGalleryImages,
  offerHeroMainImage,
  CARD_PICTURE_WIDTH,
  HERO_MAIN_PICTURE_WIDTH,
} from '../../lib/travelCardImages.ts';
import { ContactBlock } from '../../components/ContactBlock.tsx';
import { CallbackForm } from '../../components/forms/CallbackForm.tsx';
import { HeroPrice } from '../../components/itinerary/HeroPrice.tsx';
import { PriceBox } from '../../components/itinerary/PriceBox.tsx';
import { TravelCardPicture } from '../../components/offers/TravelCardPicture.tsx';
import { useTravelCards } from '../../components/offers/useTravelCards.ts';
import { Overview } from '../../components/Overview.tsx';
import { OfferGallery } from './OfferGallery.tsx';
import { OfferItinerary } from './OfferItinerary.tsx';

/**
 * The hero covers the full width; on a phone it is taller than the picture's proportion, so the
 * picture is cropped to its middle, drawn at well over the screen's width. It is asked for at
 * 1.65 times the screen's width: a typical phone (412 px at 1.75 device pixels) is sent the
 * host's 1200-pixel picture, about 48 KB, instead of the full 1920-pixel one at twice the bytes.
 * The largest paint of the page arrives in half the time, and a photograph beneath the title
 * shows no loss at that density.
 */
const HERO_SIZES = '(max-width: 767px) 165vw, 100vw';

/** The offer's heading name: the ship, or the destination. */
export function offerPlace(card: TravelCard): string {
  if (card.kind === 'cruise') return card.shipName || card.destinationName || cardTitle(card);
  return card.location[0] || cardTitle(card);
}

/** An offer's own page keeps the whole card of a refreshed feed: it shows the itinerary too. */
const wholeCard = (card: TravelCard) => card;

interface OfferDetailProps {
  card: TravelCard;
  feedUrl: string;
}

/** A partner offer or cruise from the travel-cards feed. */
export function OfferDetail({ card: loadedCard, feedUrl }: OfferDetailProps) {
  const settings = useSiteSettings();
  const { pathname } = useLocation();
  const { cards } = useTravelCards({
    initialCards: [loadedCard],
    select: wholeCard,
    feedUrl,
    errorMessage: 'Error fetching deal card:',
  });
  // The fresh feed's version of this card; the loader's if the feed no longer has it.
  const card = findCardBySlug(cards, loadedCard.slug) ?? loadedCard;
  const base = contentHostBase(feedUrl);
  const code = imageCode(card);
  const title = cardTitle(card);
  const nights = offerNights(card);
  const price = card.offer?.price;
  const footnote =
    card.kind === 'cruise' ? settings.priceFootnotes?.cruise : settings.priceFootnotes?.journey;
  const heroMain = code ? offerHeroMainImage(code, base) : null;
  const cardHero = cardHeroImage(card, base);
  return (
    <article className="offer-page">
      <section className="page-hero offer-hero">
        <TravelCardPicture
          sources={
            heroMain
              ? {
                  webp: heroMain,
                  jpg: cardHero?.jpg ?? heroMain,
                  width: HERO_MAIN_PICTURE_WIDTH,
                  jpgWidth: cardHero ? CARD_PICTURE_WIDTH : HERO_MAIN_PICTURE_WIDTH,
                }
              : cardHero
          }
          alt={title}
          width={1920}
          height={840}
          sizes={HERO_SIZES}
          priority
          className="page-hero__picture"
        />
        <div className="page-hero__content">
          {card.heroBrand && <p className="page-hero__suptitle">{card.heroBrand}</p>}
          <h1 className="page-hero__title">{title}</h1>
          {card.heroSubtitle && <p className="page-hero__subtitle">{card.heroSubtitle}</p>}
          <HeroPrice price={price} footnote={footnote} nights={nights} />
        </div>
      </section>
      <Overview
        title={`${offerPlace(card)} · ${nights} nights`}
        breadcrumbOverrides={{ '/picks': { label: 'Premium Picks' } }}
        aside={
          <>
            {isShownPrice(price) ? (
              <PriceBox price={price} nights={nights} note={card.offerMessage} />
            ) : (
              <CallbackForm source={pathname} />
            )}
            <ContactBlock />
          </>
        }
      >
        {card.contentTitle && <h3 className="offer-page__lead">{card.contentTitle}</h3>}
        {card.contentText?.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </Overview>
      {card.kind === 'cruise' && card.offer?.itinerary && (
        <OfferItinerary stops={card.offer.itinerary} />
      )}
      {code && <OfferGallery images={offerGalleryImages(code, base)} name={title} />}
    </article>
  );
}
