import '../../styles/offers.css';
import { useEffect, useRef, useState } from 'react';
import type { PictureSources } from '../../lib/travelCardImages.ts';

interface TravelCardPictureProps {
  sources: PictureSources | null;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A content-host picture: WebP with a JPG fallback, lazy unless above the fold, and on
 * failure a grey placeholder in its place (logged 'Image not found:'), swapped once.
 */
export function TravelCardPicture({
  sources,
  alt,
  width,
  height,
  priority = false,
  className,
}: TravelCardPictureProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const classes = ['travel-picture', className].filter(Boolean).join(' ');

  const fail = (src: string) => {
    console.error('Image not found:', src);
    setFailed(true);
  };

  // An image that failed before React hydrated fired its error event unheard.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) {
      fail(element.currentSrc || element.src);
    }
  }, []);

  if (!sources || failed) {
    return (
      <span
        className={`${classes} image-placeholder`}
        role="img"
        aria-label={alt}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    );
  }
  return (
    <picture className={classes}>
      <source type="image/webp" srcSet={sources.webp} />
      <img
        ref={image}
        src={sources.jpg}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        onError={(event) => fail(event.currentTarget.currentSrc || sources.jpg)}
      />
    </picture>
  );
}
