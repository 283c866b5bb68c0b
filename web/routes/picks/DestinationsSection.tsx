import './picks.css';
import { ShowMore, useShownInFull } from '../../components/ShowMore.tsx';
import type {
  DestinationCard as DestinationCardContent,
  DestinationsSection as DestinationsSectionContent,
} from './destinationQuery.ts';
import { DayCard } from '../../components/itinerary/DayCard.tsx';
import { HotelExample } from '../../components/itinerary/HotelExample.tsx';
import { CardCarousel } from '../../components/offers/CardCarousel.tsx';
import { DestinationCard } from './DestinationCard.tsx';

const DEFAULT_TITLE = 'Turning Wanderlust Into Reality';

interface DestinationsSectionProps {
  destinations: DestinationCardContent[];
  section: DestinationsSectionContent | null;
}

function DestinationInFull({ destination }: { destination: DestinationCardContent }) {
  return (
    <article className="destination-full">
      <DestinationCard destination={destination} />
      <div className="destination-full__details">
        {destination.additionalContent && <p>{destination.additionalContent}</p>}
        {destination.days.map((day) => (
          <DayCard key={day._key} day={day} headingLevel="h4" />
        ))}
        {destination.dealsExample.length > 0 && (
          <div className="destination-full__hotels">
            {destination.dealsExample.map((hotel) => (
              <HotelExample key={hotel._key} hotel={hotel} />
            ))}
          </div>
        )}
      </div>
    </article>
  );
}

const LIST_ID = 'destinations-list';

/**
 * 'Turning Wanderlust Into Reality': the destinations in a carousel, or in
 * full with their day cards and example hotels. The expand button exists only when the editors
 * gave it a text.
 */
export function DestinationsSection({ destinations, section }: DestinationsSectionProps) {
  const [expanded, toggleExpanded] = useShownInFull(LIST_ID);
  if (destinations.length === 0) return null;
  const buttonText = section?.buttonText?.trim();
  const showFull = expanded && Boolean(buttonText);
  return (
    <section className="destinations" aria-labelledby="destinations-heading">
      <header className="section-heading">
        <h2 id="destinations-heading">{section?.title || DEFAULT_TITLE}</h2>
        {section?.subtitle && <p className="section-heading__annotation">{section.subtitle}</p>}
      </header>
      <div id={LIST_ID}>
        {showFull ? (
          <ul className="destinations__full">
            {destinations.map((destination) => (
              <li key={destination.id}>
                <DestinationInFull destination={destination} />
              </li>
            ))}
          </ul>
        ) : (
          <CardCarousel
            label="Destinations"
            layout="auto"
            items={destinations.map((destination) => ({
              key: destination.id,
              content: <DestinationCard destination={destination} />,
            }))}
          />
        )}
      </div>
      {buttonText && (
        <div className="destinations__toggle">
          <ShowMore
            listId={LIST_ID}
            expanded={showFull}
            onToggle={toggleExpanded}
            labels={{ more: buttonText, less: 'Hide' }}
          />
        </div>
      )}
    </section>
  );
}
