import '../../styles/card.css';
import './journeys.css';
import { ShowMore, useShownInFull } from '../../components/ShowMore.tsx';
import type { SanityImage } from '../../data/image.ts';
import type {
  ItinerariesSection,
  JourneyCard as JourneyCardContent,
} from '../../data/queries/journeyTypes.ts';
import { CardCarousel } from '../../components/offers/CardCarousel.tsx';
import { JourneyCard } from './JourneyCard.tsx';
import { inHydrationSlice } from '../../startup/HydrationSlice.tsx';

/** The carousel-to-grid toggle appears above 3 cards. */
export const CAROUSEL_TOGGLE_ABOVE = 3;

const DEFAULT_SECTION = {
  heading: 'Unforgettable. Unrepeatable. Yours.',
  showAllLabel: 'Discover all signature itineraries',
  hideLabel: 'Hide',
};

interface SignatureItinerariesProps {
  journeys: JourneyCardContent[];
  section: ItinerariesSection | null;
  fallbackImage?: SanityImage | null;
}

const LIST_ID = 'signature-itineraries-cards';

/**
 * 'Unforgettable. Unrepeatable. Yours.': journey cards in a carousel that switches to the
 * full grid and back.
 */
function SignatureItinerariesContent({
  journeys,
  section,
  fallbackImage,
}: SignatureItinerariesProps) {
  const [showAll, toggleShowAll] = useShownInFull(LIST_ID);
  if (journeys.length === 0) return null;
  const heading = section?.heading || DEFAULT_SECTION.heading;
  const cards = journeys.map((journey) => ({
    key: journey.id,
    content: <JourneyCard journey={journey} fallbackImage={fallbackImage} />,
  }));
  const grid = showAll;
  return (
    <section className="signature-itineraries" aria-labelledby="signature-itineraries-heading">
      <header className="section-heading">
        <h2 id="signature-itineraries-heading">{heading}</h2>
        {section?.subheading && <p className="section-heading__annotation">{section.subheading}</p>}
      </header>
      <div id={LIST_ID}>
        {grid ? (
          <ul className="card-grid journey-grid">
            {cards.map((card) => (
              <li key={card.key}>{card.content}</li>
            ))}
          </ul>
        ) : (
          <CardCarousel label="Signature itineraries" items={cards} />
        )}
      </div>
      {journeys.length > CAROUSEL_TOGGLE_ABOVE && (
        <div className="card-grid__more">
          <ShowMore
            listId={LIST_ID}
            expanded={showAll}
            onToggle={toggleShowAll}
            labels={{
              more: section?.showAllLabel || DEFAULT_SECTION.showAllLabel,
              less: section?.hideLabel || DEFAULT_SECTION.hideLabel,
            }}
          />
        </div>
      )}
    </section>
  );
}

/** Hydrated as a slice of its own (decision 105). */
export const SignatureItineraries = inHydrationSlice(SignatureItinerariesContent);
