import '../../styles/offers.css';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { widthSrcSet, type PictureSources } from '../../lib/travelCardImages.ts';
import { firstPicture, WAITS_FOR_FIRST_PAINT } from '../../startup/afterFirstPaint.ts';

interface TravelCardPictureProps {
  sources: PictureSources | null;
  alt: string;
  width: number;
  height: number;
  /** The slot's width at each screen size, so a phone is sent a narrower picture. */
  sizes: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A content-host picture: WebP with a JPG fallback, each at the host's widths (`srcset`), lazy
 * unless above the fold, and on
 * failure a grey placeholder in its place (logged 'Image not found:'), swapped once.
 */
export function TravelCardPicture({
  sources,
  alt,
  width,
  height,
  sizes,
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

  // Above the fold: announced in the document's head, so it is asked for before the styles load.
  if (sources && priority) {
    preload(sources.webp, {
      as: 'image',
      type: 'image/webp',
      imageSrcSet: widthSrcSet(sources.webp, sources.width),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }

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
  // Below the fold the picture is drawn, and its file fetched, only once the page has been painted
  // and as the visitor nears it. Its box takes its height from its width and proportions alone,
  // so drawing it moves nothing.
  return (
    <picture
      className={priority ? classes : `${classes} travel-picture--on-approach`}
      style={priority ? undefined : { aspectRatio: `${width} / ${height}` }}
    >
      <source type="image/webp" srcSet={widthSrcSet(sources.webp, sources.width)} sizes={sizes} />
      <img
        ref={image}
        src={sources.jpg}
        srcSet={widthSrcSet(sources.jpg, sources.jpgWidth ?? sources.width)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        className={priority ? undefined : WAITS_FOR_FIRST_PAINT}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        {...(priority ? firstPicture : {})}
        onError={(event) => fail(event.currentTarget.currentSrc || sources.jpg)}
      />
    </picture>
  );
}
