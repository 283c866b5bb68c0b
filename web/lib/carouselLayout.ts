/**
 * Carousel layout: 1.4 slides per view from 480 px, 2 from 768 px, 3 from 992 px;
 * gaps 24 px by default, 16 px at 320/480/768 px, 25 px from 992 px.
 */

export interface CarouselBreakpoint {
  slidesPerView: number;
  spaceBetween: number;
}

export const DEFAULT_LAYOUT: CarouselBreakpoint = { slidesPerView: 1, spaceBetween: 24 };

export const CAROUSEL_BREAKPOINTS: Readonly<Record<number, CarouselBreakpoint>> = {
  320: { slidesPerView: 1, spaceBetween: 16 },
  480: { slidesPerView: 1.4, spaceBetween: 16 },
  768: { slidesPerView: 2, spaceBetween: 16 },
  992: { slidesPerView: 3, spaceBetween: 25 },
};

export function layoutAt(viewportWidth: number): CarouselBreakpoint {
  const matching = Object.keys(CAROUSEL_BREAKPOINTS)
    .map(Number)
    .filter((minWidth) => viewportWidth >= minWidth)
    .sort((a, b) => b - a)[0];
  return (matching === undefined ? undefined : CAROUSEL_BREAKPOINTS[matching]) ?? DEFAULT_LAYOUT;
}

/** Previous/next buttons only when there is somewhere to go. */
export function showsArrows(slideCount: number, slidesPerView: number): boolean {
  return slideCount > slidesPerView;
}
