import './journeys.css';
import type { SanityImage } from '../../data/image.ts';
import { ContentImage } from '../../components/ContentImage.tsx';
import { inHydrationSlice } from '../../startup/HydrationSlice.tsx';

/** A grid of pictures from the Studio (journey gallery). */
function GalleryContent({ images, label }: { images: SanityImage[]; label: string }) {
  if (images.length === 0) return null;
  return (
    <section className="gallery" aria-label={label}>
      <ul className="gallery__grid">
        {images.map((image, index) => (
          <li key={image.asset?._ref ?? index}>
            <ContentImage
              image={image}
              width={600}
              aspectRatio={4 / 3}
              sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Hydrated as a slice of its own (decision 105). */
export const Gallery = inHydrationSlice(GalleryContent);
