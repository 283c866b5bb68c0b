import '../../styles/card.css';
import './journeys.css';
import { Link } from 'react-router';
import type { JourneysListCard } from './journeysPageQuery.ts';
import { fromPricePerPerson } from '../../lib/price.ts';
import { ContentImage } from '../../components/ContentImage.tsx';

interface JourneyListCardProps {
  card: JourneysListCard;
  /** The lowest price of the journeys tagged with the card's id. */
  price: number | null;
  /** The regional page the card leads to, if any. */
  href: string | null;
}

/** A card of the Signature Itineraries list: a region or country with its lowest price. */
export function JourneyListCard({ card, price, href }: JourneyListCardProps) {
  const priceText = fromPricePerPerson(price);
  const title = card.title ?? card.id ?? '';
  return (
    <article className="card journey-card">
      <ContentImage
        image={card.image}
        width={400}
        aspectRatio={4 / 3}
        sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 90vw"
        className="journey-card__image"
      />
      <div className="card__body">
        <h2 className="card__title">
          {href ? (
            <Link to={href} className="card__link">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {card.text && <p className="card__text">{card.text}</p>}
        {priceText && <p className="card__price">{priceText}</p>}
      </div>
    </article>
  );
}
