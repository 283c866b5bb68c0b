import '../../styles/card.css';
import './finder.css';
import { Link } from 'react-router';
import { ContentImage } from '../../components/ContentImage.tsx';
import { TravelCardPicture } from '../../components/offers/TravelCardPicture.tsx';
import type { SanityImage } from '../../data/image.ts';
import { fromPricePerPerson } from '../../lib/price.ts';
import { cardHeroImage } from '../../lib/travelCardImages.ts';
import type { TripResult } from './results.ts';

/** A card's slot: a third of a wide page, half a tablet's, a phone's whole width. */
const SIZES = '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw';

interface TripCardProps {
  trip: TripResult;
  /** The content host's base for feed pictures ('' on this host). */
  imageBase: string;
}

/** One trip the finder found: picture, kind, name, place, nights and guide price. */
export function TripCard({ trip, imageBase }: TripCardProps) {
  const { picture } = trip;
  return (
    <article className="card trip-card">
      {picture.source === 'content' ? (
        <ContentImage
          image={picture.image as SanityImage | null}
          width={400}
          aspectRatio={3 / 2}
          sizes={SIZES}
          className="trip-card__picture"
        />
      ) : (
        <TravelCardPicture
          sources={cardHeroImage(picture, imageBase)}
          alt=""
          width={600}
          height={400}
          sizes={SIZES}
          className="trip-card__picture"
        />
      )}
      <div className="card__body">
        <p className="trip-card__kind">
          {trip.kind === 'journey' ? 'Signature journey' : 'Premium pick'}
        </p>
        <h3 className="card__title">
          <Link to={trip.href} className="card__link">
            {trip.title}
          </Link>
        </h3>
        <dl className="trip-card__facts">
          {trip.placeLabel && (
            <div>
              <dt>Where</dt>
              <dd>{trip.placeLabel}</dd>
            </div>
          )}
          {trip.nights > 0 && (
            <div>
              <dt>Length</dt>
              <dd>{trip.nights} nights</dd>
            </div>
          )}
        </dl>
        <p className="card__price">{fromPricePerPerson(trip.price) ?? 'Price on request'}</p>
      </div>
    </article>
  );
}
