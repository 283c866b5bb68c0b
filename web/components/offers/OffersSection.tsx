import '../../styles/card.css';
import '../../styles/offers.css';
import { useRef } from 'react';
import { summariseCard, type CardSummary } from '../../data/travelCards.ts';
import { useSiteSettings } from '../../data/siteSettings.ts';
import { cardKey } from '../../lib/cardKey.ts';
import { contentHostBase } from '../../lib/travelCardImages.ts';
import { CardCarousel } from './CardCarousel.tsx';
import { OfferCard } from './OfferCard.tsx';
import { ShowMore, useShownInFull } from '../ShowMore.tsx';
import { DEFAULT_FEED_URL, useTravelCards } from './useTravelCards.ts';
import { useMediaQuery } from './useMediaQuery.ts';
import { useNearView } from '../useNearView.ts';
import { inHydrationSlice } from '../../startup/HydrationSlice.tsx';

/** The 'Show more' toggle appears above 4 offers. */
export const OFFERS_SHOWN_FIRST = 4;

interface OffersSectionProps {
  heading: string | null;
  title: string | null;
  description: string | null;
  /** Cards from the loader; without them the section shows only its headings until the feed answers. */
  initialCards?: readonly CardSummary[];
  feedUrl?: string;
  id?: string;
}

function offerHref(card: CardSummary): string {
  return card.link?.trim() || `/picks/${encodeURIComponent(card.slug)}`;
}

/**
 * The home page's 'Premium Travel Picks': a grid on wide screens, a swipeable carousel on phones;
 * each card leads to the offer's own link. Both views are in the page and the stylesheet shows
 * the one for the screen, so a phone never sees a grid turn into a carousel as the page hydrates
 * (nor pays for that render in one long task).
 */
function OffersSectionContent({
  heading,
  title,
  description,
  initialCards,
  feedUrl = DEFAULT_FEED_URL,
  id = 'offers',
}: OffersSectionProps) {
  const { phone } = useSiteSettings();
  const section = useRef<HTMLElement>(null);
  // The offers are well below the hero. Until a visitor nears them, their refresh from the feed
  // waits, and a phone's carousel holds the first few: building all sixty-odd slides as the page
  // hydrated was its longest task.
  const near = useNearView(section);
  const { cards, loading } = useTravelCards({
    initialCards,
    select: summariseCard,
    feedUrl,
    near,
  });
  // Until the visitor nears the offers both views show the same four cards, as the server drew
  // them; only a phone's carousel (the view its screen shows) then takes every offer.
  const narrow = useMediaQuery('(max-width: 767px)', near);
  const gridId = `${id}-grid`;
  const [expanded, toggleExpanded] = useShownInFull(gridId);
  const carouselId = `${id}-carousel`;
  const [carouselInFull, toggleCarousel] = useShownInFull(carouselId);
  const imageBase = contentHostBase(feedUrl);
  const headingId = `${id}-heading`;

  const renderCard = (card: CardSummary) => (
    <OfferCard card={card} href={offerHref(card)} imageBase={imageBase} phone={phone} />
  );

  let body = null;
  if (!loading && cards.length > 0) {
    const shown = expanded ? cards : cards.slice(0, OFFERS_SHOWN_FIRST);
    // A phone shows the carousel and a wider screen the grid, by the stylesheet alone: each screen
    // is painted in its own view from the start, and hydration changes nothing.
    body = (
      <>
        <div className="offers-section__carousel" id={carouselId}>
          <CardCarousel
            label={heading ?? 'Offers'}
            items={(narrow || carouselInFull ? cards : cards.slice(0, OFFERS_SHOWN_FIRST)).map(
              (card, index) => ({ key: cardKey(card, index), content: renderCard(card) }),
            )}
          />
          {/* With script a phone's carousel takes every offer as the visitor nears it. A browser
              that runs none, or whose scripts never arrived, asks for them all with a toggle of
              the carousel's own, which the stylesheet shows to those alone; once the carousel
              holds every offer it is gone, never having been shown. */}
          {cards.length > OFFERS_SHOWN_FIRST && !narrow && (
            <div className="card-grid__more offers-section__carousel-more">
              <ShowMore listId={carouselId} expanded={carouselInFull} onToggle={toggleCarousel} />
            </div>
          )}
        </div>
        <div className="offers-section__grid-view">
          <ul className="card-grid offers-section__grid" id={gridId}>
            {shown.map((card, index) => (
              <li key={cardKey(card, index)}>{renderCard(card)}</li>
            ))}
          </ul>
          {cards.length > OFFERS_SHOWN_FIRST && (
            <div className="card-grid__more">
              <ShowMore listId={gridId} expanded={expanded} onToggle={toggleExpanded} />
            </div>
          )}
        </div>
      </>
    );
  }

  return (
    <section
      ref={section}
      id={id}
      className="offers-section"
      aria-labelledby={headingId}
      aria-busy={loading}
    >
      <header className="section-heading">
        {heading && <p className="section-heading__eyebrow">{heading}</p>}
        <h2 id={headingId}>{title ?? heading}</h2>
        {description && <p className="section-heading__annotation">{description}</p>}
      </header>
      {body}
    </section>
  );
}

/** Hydrated as a slice of its own (decision 105). */
export const OffersSection = inHydrationSlice(OffersSectionContent);
