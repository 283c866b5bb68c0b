import '../../styles/itinerary.css';
import type { HotelExample as HotelExampleContent } from '../../data/queries/journeyTypes.ts';
import { ContentImage } from '../ContentImage.tsx';

/** Two hotel images per example. */
export const HOTEL_IMAGES = 2;

/** An example hotel for a stay: nights, name, two pictures, description. */
export function HotelExample({ hotel }: { hotel: HotelExampleContent }) {
  const nights = hotel.nights ?? 0;
  return (
    <article className="hotel-example">
      <p className="hotel-example__nights">
        {nights} {nights === 1 ? 'night' : 'nights'}
      </p>
      {hotel.title && <p className="hotel-example__title">{hotel.title}</p>}
      {hotel.images.length > 0 && (
        <div className="hotel-example__images">
          {hotel.images.slice(0, HOTEL_IMAGES).map((image, index) => (
            <ContentImage
              key={image.asset?._ref ?? index}
              image={image}
              width={320}
              aspectRatio={3 / 2}
              sizes="(min-width: 768px) 240px, 45vw"
            />
          ))}
        </div>
      )}
      {hotel.description && <p className="hotel-example__description">{hotel.description}</p>}
    </article>
  );
}
