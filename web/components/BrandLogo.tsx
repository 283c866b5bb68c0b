interface BrandLogoProps {
  name: string;
}

/** The wordmark: the brand name set in the display face, with a fine rule beneath. */
export function BrandLogo({ name }: BrandLogoProps) {
  return (
    <span className="brand-logo">
      <span className="brand-logo__name">{name}</span>
      <span className="brand-logo__tagline" aria-hidden="true">
        Tailor-made luxury travel
      </span>
    </span>
  );
}
