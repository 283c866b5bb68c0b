import '../../styles/card.css';
import './finder.css';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { loadTravelCards } from '../../data/travelCards.server.ts';
import { pageMeta, siteContext } from '../../lib/pageMeta.ts';
import { contentHostBase } from '../../lib/travelCardImages.ts';
import type { Route } from './+types/FindATripPage';
import { buildCatalogue, type KindOption } from './catalogue.ts';
import { catalogueCard } from './feedCards.ts';
import { FinderForm } from './FinderForm.tsx';
import { finderQuery } from './finderQuery.ts';
import { tripItemList } from './itemList.ts';
import { findTrips, nearestMatches, placeIndex } from './matching.ts';
import { toPlaceChoice, toResult, type PlaceChoice } from './results.ts';
import {
  describeSearch,
  filterChips,
  hasFilters,
  parseSearch,
  searchHref,
  withoutFilter,
  type FilterName,
  type FinderSearch,
} from './search.ts';
import { TripCard } from './TripCard.tsx';

const PAGE_TITLE = 'Find a trip';
const DESCRIPTION =
  'Find your journey by place, month, budget, length and kind of holiday, from our signature itineraries and premium picks.';

/** How a nearest match names the filter it leaves out. */
function relaxedLabel(
  filter: FilterName,
  search: FinderSearch,
  places: readonly PlaceChoice[],
  kinds: readonly KindOption[],
): string {
  const chips = filterChips(
    search,
    places.map((place) => ({ ...place, names: [] })),
    kinds,
  )
    .filter((chip) => chip.filter === filter)
    .map((chip) =>
      // 'In March' reads 'without in March'; a place or kind keeps its capital.
      filter === 'where' || filter === 'type'
        ? chip.label
        : chip.label.charAt(0).toLowerCase() + chip.label.slice(1),
    );
  return chips.join(' or ');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const [content, feed] = await Promise.all([
    fetchContent(finderQuery, {}, { request, context }),
    loadTravelCards(request, context),
  ]);
  const catalogue = buildCatalogue(content, feed.cards.map(catalogueCard));
  const url = new URL(request.url);
  const { search, notes } = parseSearch(url.searchParams, catalogue.places, catalogue.kinds);
  const index = placeIndex(catalogue.places);
  const trips = findTrips(catalogue.entries, search, index);
  const places = catalogue.places.map(toPlaceChoice);
  const nearest =
    trips.length === 0
      ? nearestMatches(catalogue.entries, search, index).map((match) => ({
          relaxed: relaxedLabel(match.relaxed, search, places, catalogue.kinds),
          href: searchHref(match.search),
          count: match.count,
          trips: match.trips.map(toResult),
        }))
      : [];
  const message = describeSearch(search, catalogue.places, catalogue.kinds);
  return {
    search,
    notes,
    trips: trips.map(toResult),
    nearest,
    places,
    kinds: catalogue.kinds,
    chips: filterChips(search, catalogue.places, catalogue.kinds).map((chip) => ({
      label: chip.label,
      href: searchHref(withoutFilter(search, chip.filter, chip.value)),
    })),
    filtered: hasFilters(search),
    // Any query string, even one the finder could not read, is a search and not the page.
    isSearch: url.search.length > 1,
    requestHref: `/plan-my-trip?message=${encodeURIComponent(message)}`,
    imageBase: contentHostBase(feed.feedUrl),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin } = siteContext(matches);
  return pageMeta(matches, {
    title: PAGE_TITLE,
    description: DESCRIPTION,
    // A search's address is not a page of its own: kept out of search engines, its canonical
    // address (the path alone) is the bare finder.
    seo: { noIndex: data?.isSearch ?? false },
    jsonLd: data ? [tripItemList(data.trips, origin)] : [],
  });
}

const tripsText = (count: number) => (count === 1 ? '1 trip' : `${count} trips`);

/** /find-a-trip: filters, the trips that answer them, and a way on when none do. */
export default function FindATripPage({ loaderData }: Route.ComponentProps) {
  const { trips, nearest, notes, chips, places, kinds, search, filtered, requestHref, imageBase } =
    loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const pending =
    navigation.state === 'loading' && navigation.location.pathname === '/find-a-trip'
      ? navigation.location
      : null;
  // While a search loads, the form shows what was asked for, not what is on screen.
  const shownSearch = pending
    ? parseSearch(
        new URLSearchParams(pending.search),
        places.map((place) => ({ ...place, names: [] })),
        kinds,
      ).search
    : search;

  // A removed filter's button goes with it; the results heading takes the focus it had.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [location.search]);

  return (
    <article className="finder-page">
      <header className="finder-page__header">
        <h1>{PAGE_TITLE}</h1>
        <p>
          Tell us where, when and how you like to travel, and we will show the signature journeys
          and premium picks that fit.
        </p>
      </header>
      <div className="finder-page__layout">
        {/* On a phone the filters wait behind one control, so the trips come first; on a wide
            screen they stand open beside the trips, the control hidden (finder.css). */}
        <details className="finder-filters" aria-labelledby="finder-filters-toggle">
          <summary id="finder-filters-toggle" className="finder-filters__toggle">
            Filters{chips.length > 0 ? ` (${chips.length} chosen)` : ''}
          </summary>
          <FinderForm search={shownSearch} places={places} kinds={kinds} />
        </details>
        <section
          className="finder-results"
          aria-labelledby="finder-results-heading"
          aria-busy={pending ? true : undefined}
        >
          <h2
            id="finder-results-heading"
            ref={heading}
            tabIndex={-1}
            className="finder-results__count"
            aria-live="polite"
          >
            {filtered ? `${tripsText(trips.length)} found` : `All ${tripsText(trips.length)}`}
          </h2>
          {notes.length > 0 && (
            <ul className="finder-results__notes" aria-label="Left out of your search">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          {chips.length > 0 && (
            <ul className="finder-results__chips" aria-label="Your filters">
              {chips.map((chip) => (
                <li key={chip.href + chip.label}>
                  <Link
                    to={chip.href}
                    preventScrollReset
                    className="finder-chip"
                    aria-label={`Remove ${chip.label}`}
                    onClick={() => {
                      focusHeading.current = true;
                    }}
                  >
                    {chip.label}
                    <span aria-hidden="true"> ×</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {trips.length > 0 ? (
            <ul className="card-grid finder-results__list">
              {trips.map((trip) => (
                <li key={trip.key}>
                  <TripCard trip={trip} imageBase={imageBase} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="finder-empty">
              <p>
                {nearest.length > 0
                  ? 'No trip matches all of that, but leave out one filter and these come close.'
                  : 'No trip matches all of that.'}
              </p>
              {nearest.length > 0 && (
                <ul className="finder-empty__nearest" aria-label="Nearest matches">
                  {nearest.map((match) => (
                    <li key={match.href}>
                      <Link to={match.href} preventScrollReset className="finder-empty__relax">
                        Without {match.relaxed}: {tripsText(match.count)}
                      </Link>
                      <ul>
                        {match.trips.map((trip) => (
                          <li key={trip.key}>
                            <Link to={trip.href}>{trip.title}</Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              )}
              <p className="finder-empty__request">
                Every journey we make is tailor-made, so we can plan exactly this for you.{' '}
                <Link to={requestHref}>Request this trip</Link>
              </p>
            </div>
          )}
        </section>
      </div>
    </article>
  );
}
