import './journeys.css';
import { useState } from 'react';
import type { ItineraryDay } from '../../data/queries/journeyTypes.ts';
import { DayCard } from '../../components/itinerary/DayCard.tsx';

interface ItinerarySectionProps {
  days: ItineraryDay[];
  nights?: number | null;
  type?: string | null;
}

/** 'A Journey Designed Around You': the day-by-day cards behind 'See full itinerary'. */
export function ItinerarySection({ days, nights, type }: ItinerarySectionProps) {
  const [open, setOpen] = useState(false);
  if (days.length === 0) return null;
  const summary = [type, nights ? `${nights} nights` : null].filter(Boolean).join(' · ');
  return (
    <section className="itinerary" aria-labelledby="itinerary-heading">
      <header className="section-heading">
        <h2 id="itinerary-heading">A Journey Designed Around You</h2>
        {summary && <p className="section-heading__annotation">{summary}</p>}
      </header>
      <div className="itinerary__toggle">
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open}
          aria-controls="itinerary-days"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide full itinerary' : 'See full itinerary'}
        </button>
      </div>
      <ol className="itinerary__days" id="itinerary-days" hidden={!open}>
        {days.map((day) => (
          <li key={day._key}>
            <DayCard day={day} />
          </li>
        ))}
      </ol>
    </section>
  );
}
