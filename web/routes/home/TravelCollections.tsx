import './home.css';
import { Link } from 'react-router';
import type { CollectionTile, HomePageContent } from './homePage.ts';
import { WAITS_FOR_FIRST_PAINT } from '../../startup/afterFirstPaint.ts';
import { splitIntoHalves } from '../../lib/tileColumns.ts';
import { ContentImage } from '../../components/ContentImage.tsx';
import { inHydrationSlice } from '../../startup/HydrationSlice.tsx';

type CollectionsText = NonNullable<HomePageContent['page']>['collections'];

function Tile({ tile }: { tile: CollectionTile }) {
  return (
    <li className="collection-tile">
      <Link to={tile.url} className="collection-tile__link">
        <ContentImage
          image={tile.tile?.image}
          width={600}
          aspectRatio={4 / 3}
          sizes="(min-width: 768px) 50vw, 100vw"
          // Below the hero on a phone, yet near enough for the browser to fetch it with the hero.
          className={`collection-tile__image ${WAITS_FOR_FIRST_PAINT}`}
        />
        <span className="collection-tile__text">
          {tile.tile?.subtitle && (
            <span className="collection-tile__subtitle">{tile.tile.subtitle}</span>
          )}
          <span className="collection-tile__title">{tile.tile?.title}</span>
        </span>
      </Link>
    </li>
  );
}

/** 'Travel Collections': the six holiday types as tiles in two halves. */
function TravelCollectionsContent({
  text,
  tiles,
}: {
  text: CollectionsText;
  tiles: CollectionTile[];
}) {
  const [left, right] = splitIntoHalves(tiles);
  const headingId = 'travel-collections-title';
  return (
    <section
      id={text?.sectionId ?? 'travel-collections'}
      className="travel-collections"
      aria-labelledby={headingId}
    >
      <div className="section-heading">
        {text?.sectionSubtitle && (
          <p className="section-heading__eyebrow">{text.sectionSubtitle}</p>
        )}
        <h2 id={headingId}>{text?.sectionTitle ?? 'Every Moment, Every Place'}</h2>
        {text?.sectionAnnotation && (
          <p className="section-heading__annotation">{text.sectionAnnotation}</p>
        )}
      </div>
      <div className="travel-collections__grid">
        <ul className="travel-collections__half travel-collections__half--left">
          {left.map((tile) => (
            <Tile key={tile.id} tile={tile} />
          ))}
        </ul>
        <ul className="travel-collections__half travel-collections__half--right">
          {right.map((tile) => (
            <Tile key={tile.id} tile={tile} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Hydrated as a slice of its own (decision 105). */
export const TravelCollections = inHydrationSlice(TravelCollectionsContent);
