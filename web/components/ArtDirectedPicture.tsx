import { imageSource, type SanityImage } from '../content/image.ts';
import { useContentConfig } from '../content/ContentConfigContext.tsx';

interface ArtDirectedPictureProps {
  image: SanityImage | null | undefined;
  /** A picture composed for phones, shown up to 767 px wide. */
  mobileImage?: SanityImage | null;
  aspectRatio: number;
  mobileAspectRatio: number;
  className: string;
  /** Above the fold: load at once, first in line. */
  priority?: boolean;
}

/** A full-width picture with a separate crop for phones, or a grey block when there is none. */
export function ArtDirectedPicture({
  image,
  mobileImage,
  aspectRatio,
  mobileAspectRatio,
  className,
  priority = false,
}: ArtDirectedPictureProps) {
  const config = useContentConfig();
  const desktop = image ? imageSource(config, image, { width: 1920, aspectRatio }) : null;
  const mobile = mobileImage
    ? imageSource(config, mobileImage, { width: 828, aspectRatio: mobileAspectRatio })
    : null;
  if (!desktop) return <div className={`${className} image-placeholder`} />;
  return (
    <picture className={className}>
      {mobile && <source media="(max-width: 767px)" srcSet={mobile.srcSet} sizes="100vw" />}
      <img
        src={desktop.src}
        srcSet={desktop.srcSet}
        sizes="100vw"
        width={desktop.width}
        height={desktop.height}
        alt={image?.alt ?? ''}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
