import './picks.css';
import { ShowMore, useShownInFull } from '../../components/ShowMore.tsx';
import type { CruiseStop } from '../../data/travelCards.ts';

/** The offer itinerary shows its first 5 lines, faded, until expanded. */
export const ITINERARY_PREVIEW_LINES = 5;

const LIST_ID = 'offer-itinerary-stops';

/** A cruise's ports of call, first five faded behind 'See full itinerary'. */
export function OfferItinerary({ stops }: { stops: CruiseStop[] }) {
  const [expanded, toggleExpanded] = useShownInFull(LIST_ID);
  const labelled = stops.filter((stop) => stop.Label.trim());
  if (labelled.length === 0) return null;
  const long = labelled.length > ITINERARY_PREVIEW_LINES;
  const shown = expanded || !long ? labelled : labelled.slice(0, ITINERARY_PREVIEW_LINES);
  return (
    <section className="offer-itinerary" aria-labelledby="offer-itinerary-heading">
      <h2 id="offer-itinerary-heading">Itinerary</h2>
      <ol
        id={LIST_ID}
        className={
          long && !expanded
            ? 'offer-itinerary__stops offer-itinerary__stops--faded'
            : 'offer-itinerary__stops'
        }
      >
        {shown.map((stop, index) => (
          <li key={`${stop.Id ?? index}-${index}`}>
            <span className="offer-itinerary__day">Day {index + 1}</span>{' '}
            <span className="offer-itinerary__label">{stop.Label}</span>
          </li>
        ))}
      </ol>
      {long && (
        <ShowMore
          listId={LIST_ID}
          expanded={expanded}
          onToggle={toggleExpanded}
          labels={{ more: 'See full itinerary', less: 'Hide' }}
        />
      )}
    </section>
  );
}
