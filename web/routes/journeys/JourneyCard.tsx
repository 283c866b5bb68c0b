import '../../styles/card.css';
import './journeys.css';
import { Link } from 'react-router';
import type { SanityImage } from '../../data/image.ts';
import type { JourneyCard as JourneyCardContent } from '../../data/queries/journeyTypes.ts';
import { fromPricePerPerson } from '../../lib/price.ts';
import { ContentImage } from '../../components/ContentImage.tsx';

interface JourneyCardProps {
  journey: JourneyCardContent;
  /** A regional page's default card picture, for journeys without their own. */
  fallbackImage?: SanityImage | null;
}

/** A signature itinerary's card: picture, tags, title, summary and 'From £X per person'. */
export function JourneyCard({ journey, fallbackImage }: JourneyCardProps) {
  const price = fromPricePerPerson(journey.price);
  const tags = (journey.tags ?? []).filter(Boolean);
  return (
    <article className="card journey-card">
      <ContentImage
        image={journey.cardImage ?? fallbackImage}
        width={400}
        aspectRatio={4 / 3}
        sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 90vw"
        className="journey-card__image"
      />
      <div className="card__body">
        {tags.length > 0 && (
          <ul className="card__labels" aria-label="Destinations">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <h3 className="card__title">
          <Link to={`/journeys/${journey.id}`} className="card__link">
            {journey.heroTitle ?? journey.id}
          </Link>
        </h3>
        {journey.title && <p className="card__text">{journey.title}</p>}
        {price && <p className="card__price">{price}</p>}
      </div>
    </article>
  );
}
