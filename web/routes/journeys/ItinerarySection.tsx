import './journeys.css';
import { ShowMore, useShownInFull } from '../../components/ShowMore.tsx';
import type { ItineraryDay } from '../../data/queries/journeyTypes.ts';
import { DayCard } from '../../components/itinerary/DayCard.tsx';
import { inHydrationSlice } from '../../startup/HydrationSlice.tsx';

interface ItinerarySectionProps {
  days: ItineraryDay[];
  nights?: number | null;
  type?: string | null;
}

const LIST_ID = 'itinerary-days';

/** 'A Journey Designed Around You': the day-by-day cards behind 'See full itinerary'. */
function ItinerarySectionContent({ days, nights, type }: ItinerarySectionProps) {
  const [open, toggleOpen] = useShownInFull(LIST_ID);
  if (days.length === 0) return null;
  const summary = [type, nights ? `${nights} nights` : null].filter(Boolean).join(' · ');
  return (
    <section className="itinerary" aria-labelledby="itinerary-heading">
      <header className="section-heading">
        <h2 id="itinerary-heading">A Journey Designed Around You</h2>
        {summary && <p className="section-heading__annotation">{summary}</p>}
      </header>
      <div className="itinerary__toggle">
        <ShowMore
          listId={LIST_ID}
          expanded={open}
          onToggle={toggleOpen}
          labels={{ more: 'See full itinerary', less: 'Hide full itinerary' }}
          className="button button--primary"
        />
      </div>
      <ol className="itinerary__days" id={LIST_ID} hidden={!open}>
        {days.map((day) => (
          <li key={day._key}>
            <DayCard day={day} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Hydrated as a slice of its own (decision 105). */
export const ItinerarySection = inHydrationSlice(ItinerarySectionContent);
