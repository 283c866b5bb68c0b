import './picks.css';
import { Link } from 'react-router';
import type { DestinationCard as DestinationCardContent } from './destinationQuery.ts';
import { ContentImage } from '../../components/ContentImage.tsx';

/** A destination's card: picture, region and place, to its page. */
export function DestinationCard({ destination }: { destination: DestinationCardContent }) {
  const label = destination.card?.location ?? destination.heroTitle ?? destination.id;
  return (
    <article className="destination-card">
      <ContentImage
        image={destination.card?.image}
        width={300}
        aspectRatio={3 / 4}
        sizes="300px"
        className="destination-card__image"
      />
      <div className="destination-card__body">
        {destination.card?.region && (
          <p className="destination-card__region">{destination.card.region}</p>
        )}
        <h3 className="destination-card__title">
          <Link to={`/picks/${destination.id}`} className="destination-card__link">
            {label}
          </Link>
        </h3>
      </div>
    </article>
  );
}
