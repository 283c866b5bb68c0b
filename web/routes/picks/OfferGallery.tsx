import './picks.css';
import { CARD_PICTURE_WIDTH } from '../../lib/travelCardImages.ts';
import { TravelCardPicture } from '../../components/offers/TravelCardPicture.tsx';

/** The offer page's six pictures, each replaced by a placeholder if it fails. */
export function OfferGallery({ images, name }: { images: string[]; name: string }) {
  if (images.length === 0) return null;
  return (
    <section className="offer-gallery" aria-label={`Pictures of ${name}`}>
      <ul className="offer-gallery__grid">
        {images.map((src, index) => (
          <li key={src}>
            <TravelCardPicture
              sources={{ webp: src, jpg: src, width: CARD_PICTURE_WIDTH }}
              alt={`${name}, picture ${index + 1}`}
              width={600}
              height={400}
              sizes="(min-width: 768px) 33vw, 100vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
