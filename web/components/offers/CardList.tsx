import '../../styles/card.css';
import '../../styles/offers.css';
import { useEffect, useRef } from 'react';
import { summariseCard, type CardSummary } from '../../data/travelCards.ts';
import { useSiteSettings } from '../../data/siteSettings.ts';
import { cardKey } from '../../lib/cardKey.ts';
import { contentHostBase } from '../../lib/travelCardImages.ts';
import { OfferCard } from './OfferCard.tsx';
import { ShowMore, useShownInFull } from '../ShowMore.tsx';
import { useTravelCards } from './useTravelCards.ts';
import { scrollBehaviour } from '../motion.ts';
import { inHydrationSlice } from '../../startup/HydrationSlice.tsx';

/** Cards shown before the list is expanded: two rows of three. */
export const COLLAPSED_CARDS = 6;
/** Collapsing scrolls the list back into view after about 150 ms. */
export const COLLAPSE_SCROLL_DELAY_MS = 150;

interface CardListProps {
  initialCards: readonly CardSummary[];
  feedUrl: string;
  /** Only offers in this destination, e.g. 'maldives'. */
  destination?: string | null;
  title?: string;
}

/** The partner offers as a grid of cards linking to their pages, expandable past two rows. */
function CardListContent({ initialCards, feedUrl, destination, title }: CardListProps) {
  const listId = `offers-${destination ?? 'all'}`;
  const { phone } = useSiteSettings();
  const { cards } = useTravelCards({
    initialCards,
    select: summariseCard,
    feedUrl,
    destination,
  });
  const [expanded, toggleExpanded] = useShownInFull(listId);
  const container = useRef<HTMLElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const imageBase = contentHostBase(feedUrl);

  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const toggle = () => {
    const collapsing = expanded;
    toggleExpanded();
    if (collapsing) {
      clearTimeout(scrollTimer.current);
      scrollTimer.current = setTimeout(() => {
        container.current?.scrollIntoView({ behavior: scrollBehaviour(), block: 'center' });
      }, COLLAPSE_SCROLL_DELAY_MS);
    }
  };

  if (cards.length === 0) return null;
  const shown = expanded ? cards : cards.slice(0, COLLAPSED_CARDS);
  return (
    <section className="card-list" ref={container} aria-label={title ?? 'Premium picks'}>
      {title && <h2 className="card-list__title">{title}</h2>}
      <ul className="card-grid card-list__grid" id={listId}>
        {shown.map((card, index) => (
          <li key={cardKey(card, index)}>
            <OfferCard
              card={card}
              href={`/picks/${encodeURIComponent(card.slug)}`}
              imageBase={imageBase}
              phone={phone}
              headingLevel={title ? 'h3' : 'h2'}
            />
          </li>
        ))}
      </ul>
      {cards.length > COLLAPSED_CARDS && (
        <div className="card-grid__more">
          <ShowMore listId={listId} expanded={expanded} onToggle={toggle} />
        </div>
      )}
    </section>
  );
}

/** Hydrated as a slice of its own (decision 105). */
export const CardList = inHydrationSlice(CardListContent);
