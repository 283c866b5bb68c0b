import '../../styles/card.css';
import '../../styles/offers.css';
import { Link } from 'react-router';
import { cardLabels, cardTitle, type CardSummary } from '../../data/travelCards.ts';
import { fromPricePerPerson } from '../../lib/price.ts';
import { cardHeroImage } from '../../lib/travelCardImages.ts';
import { TravelCardPicture } from './TravelCardPicture.tsx';

interface OfferCardProps {
  card: CardSummary;
  /** Where the card leads: /picks/{slug}, or the offer's own link. */
  href: string;
  /** The content host's base for pictures ('' on this host). */
  imageBase: string;
  phone: string | null;
  headingLevel?: 'h2' | 'h3';
}

/** A card's slot: a quarter of a wide page, half a tablet's, a phone's whole width. */
const OFFER_CARD_SIZES = '(min-width: 992px) 25vw, (min-width: 768px) 50vw, 100vw';

/** 'From £X per person', or 'Please call {phone}' when there is no price. */
export function offerPriceText(card: CardSummary, phone: string | null): string {
  return fromPricePerPerson(card.offer?.price) ?? (phone ? `Please call ${phone}` : 'Please call');
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** One partner offer: picture, labels, name, a line about it and the price. */
export function OfferCard({ card, href, imageBase, phone, headingLevel = 'h3' }: OfferCardProps) {
  const Heading = headingLevel;
  const title = cardTitle(card);
  const labels = cardLabels(card);
  return (
    <article className="card offer-card">
      <TravelCardPicture
        sources={cardHeroImage(card, imageBase)}
        alt={title}
        width={600}
        height={400}
        sizes={OFFER_CARD_SIZES}
        className="offer-card__picture"
      />
      <div className="card__body">
        {labels.length > 0 && (
          <ul className="card__labels" aria-label="Highlights">
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        )}
        <Heading className="card__title">
          {isExternal(href) ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className="card__link">
              {title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link to={href} className="card__link">
              {title}
            </Link>
          )}
        </Heading>
        {card.heroSubtitle && <p className="card__text">{card.heroSubtitle}</p>}
        <p className="card__price">{offerPriceText(card, phone)}</p>
      </div>
    </article>
  );
}
