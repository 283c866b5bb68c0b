import '../styles/page.css';
import { useState } from 'react';
import { preload } from 'react-dom';
import { imageSource, type SanityImage } from '../data/image.ts';
import { useContentConfig } from '../data/ContentConfigContext.tsx';
import { firstPicture } from '../startup/afterFirstPaint.ts';

interface ContentImageProps {
  image: SanityImage | null | undefined;
  /** Width the image is laid out at on a wide screen, in CSS pixels. */
  width: number;
  aspectRatio?: number;
  sizes: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * An image from the Content Lake: responsive srcset through the image pipeline, explicit size so
 * nothing shifts, lazy below the fold, and a grey placeholder if it fails to load.
 */
export function ContentImage({
  image,
  width,
  aspectRatio,
  sizes,
  priority = false,
  className,
}: ContentImageProps) {
  const config = useContentConfig();
  const [failed, setFailed] = useState(false);
  const source = image ? imageSource(config, image, { width, aspectRatio }) : null;
  const classes = ['content-image', className].filter(Boolean).join(' ');

  // Above the fold: announced in the document's head, so it is asked for before the styles load.
  if (source && priority) {
    preload(source.src, {
      as: 'image',
      imageSrcSet: source.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }

  if (!source || failed) {
    return (
      <span
        className={`${classes} image-placeholder`}
        role="img"
        aria-label={image?.alt ?? ''}
        style={{ aspectRatio: aspectRatio ?? 3 / 2 }}
      />
    );
  }
  return (
    <img
      className={classes}
      src={source.src}
      srcSet={source.srcSet}
      sizes={sizes}
      width={source.width}
      height={source.height}
      alt={image?.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...(priority ? firstPicture : {})}
      onError={() => {
        console.error('Image not found:', source.src);
        setFailed(true);
      }}
    />
  );
}
