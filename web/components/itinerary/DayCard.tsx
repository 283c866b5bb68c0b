import '../../styles/itinerary.css';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ItineraryDay } from '../../data/queries/journeyTypes.ts';
import { ContentImage } from '../ContentImage.tsx';
import { HotelExample } from './HotelExample.tsx';

/** Day text taller than 100 px is faded until the visitor expands it. */
export const DAY_TEXT_FADE_PX = 100;

// useLayoutEffect warns during the server render; measuring only matters in the browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect;

/** One day (or run of days) of an itinerary: label, place, picture, text and example hotels. */
export function DayCard({
  day,
  headingLevel = 'h3',
}: {
  day: ItineraryDay;
  headingLevel?: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  const text = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useBrowserLayoutEffect(() => {
    const element = text.current;
    if (!element) return;
    const measure = () => setTall(element.scrollHeight > DAY_TEXT_FADE_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [day.additionalContent]);

  const faded = tall && !expanded;
  const textId = `day-text-${day._key}`;
  return (
    <article className="day-card">
      {day.image && !day.hideImage && (
        <ContentImage
          image={day.image}
          width={480}
          aspectRatio={3 / 2}
          sizes="(min-width: 992px) 380px, 90vw"
          className="day-card__image"
        />
      )}
      <div className="day-card__body">
        <Heading className="day-card__heading">
          {day.region && <span className="day-card__region">{day.region}</span>}
          {day.location && <span className="day-card__location">{day.location}</span>}
        </Heading>
        {day.additionalContent && (
          <>
            <div
              ref={text}
              id={textId}
              className={faded ? 'day-card__text day-card__text--faded' : 'day-card__text'}
              data-faded={faded}
            >
              {day.additionalContent.split(/\n+/).map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            </div>
            {tall && (
              <button
                type="button"
                className="link-button day-card__more"
                aria-expanded={expanded}
                aria-controls={textId}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? 'Read less' : 'Read more'}
              </button>
            )}
          </>
        )}
        {day.dealsExample.length > 0 && (
          <div className="day-card__hotels">
            {day.dealsExample.map((hotel) => (
              <HotelExample key={hotel._key} hotel={hotel} />
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
