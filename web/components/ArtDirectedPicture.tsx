import { preload } from 'react-dom';
import { imageSource, type SanityImage } from '../data/image.ts';
import { useContentConfig } from '../data/ContentConfigContext.tsx';
import { firstPicture } from '../startup/afterFirstPaint.ts';

interface ArtDirectedPictureProps {
  image: SanityImage | null | undefined;
  /** A picture composed for phones, shown up to 767 px wide. */
  mobileImage?: SanityImage | null;
  aspectRatio: number;
  mobileAspectRatio: number;
  className: string;
  /** Above the fold: load at once, first in line. */
  priority?: boolean;
  /** The Studio field the picture comes from (draft mode only). */
  editLabel?: string;
}

const PHONE = '(max-width: 767px)';
const WIDER = '(min-width: 768px)';

/**
 * A full-width picture with a separate crop for phones, or a grey block when there is none.
 * Above the fold it is announced in the document's head (a preload per screen size, first in
 * line), so the browser asks for it before the stylesheets and scripts have arrived.
 */
export function ArtDirectedPicture({
  image,
  mobileImage,
  aspectRatio,
  mobileAspectRatio,
  className,
  priority = false,
  editLabel,
}: ArtDirectedPictureProps) {
  const config = useContentConfig();
  const desktop = image ? imageSource(config, image, { width: 1920, aspectRatio }) : null;
  const mobile = mobileImage
    ? imageSource(config, mobileImage, { width: 828, aspectRatio: mobileAspectRatio })
    : null;
  if (!desktop) return <div className={`${className} image-placeholder`} data-sanity={editLabel} />;
  if (priority) {
    preload(desktop.src, {
      as: 'image',
      imageSrcSet: desktop.srcSet,
      imageSizes: '100vw',
      fetchPriority: 'high',
      media: mobile ? WIDER : undefined,
    });
    if (mobile) {
      preload(mobile.src, {
        as: 'image',
        imageSrcSet: mobile.srcSet,
        imageSizes: '100vw',
        fetchPriority: 'high',
        media: PHONE,
      });
    }
  }
  return (
    <picture className={className} data-sanity={editLabel}>
      {mobile && <source media={PHONE} srcSet={mobile.srcSet} sizes="100vw" />}
      <img
        src={desktop.src}
        srcSet={desktop.srcSet}
        sizes="100vw"
        width={desktop.width}
        height={desktop.height}
        alt={image?.alt ?? ''}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        {...(priority ? firstPicture : {})}
      />
    </picture>
  );
}
