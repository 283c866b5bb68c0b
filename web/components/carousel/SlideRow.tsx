import type { FocusEventHandler, PointerEventHandler, ReactNode, RefObject } from 'react';

export interface Slide {
  key: string;
  content: ReactNode;
}

interface SlideRowProps {
  slides: readonly Slide[];
  /** The element Swiper starts on. */
  rowRef: RefObject<HTMLDivElement | null>;
  /** Swiper's own parts inside the row, such as the hero's pagination. */
  children?: ReactNode;
  /** The slides' container, for a control that names it (`aria-controls`). */
  slidesId?: string;
  /**
   * Whether a screen reader announces a change of slide: 'off' while a carousel moves on by
   * itself, 'polite' when only the visitor moves it (the WAI-ARIA carousel pattern).
   */
  live?: 'off' | 'polite';
  onPointerEnter?: PointerEventHandler<HTMLDivElement>;
  onPointerLeave?: PointerEventHandler<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  /**
   * For slides that sit on top of each other (a cross-fade), the one showing: the others are
   * inert, so neither Tab nor a screen reader lands on a slide the visitor cannot see.
   */
  shown?: number;
}

/**
 * A carousel's slides in Swiper's own markup, each a group named by its place ('2 of 7'). CSS
 * lays it out as Swiper would, so it paints and hydrates before Swiper's code arrives; Swiper
 * then starts on these very elements and marks the slide showing, the first until then.
 */
export function SlideRow({
  slides,
  rowRef,
  children,
  slidesId,
  live,
  shown,
  ...events
}: SlideRowProps) {
  return (
    <div className="swiper" ref={rowRef} {...events}>
      <div className="swiper-wrapper" id={slidesId} aria-live={live}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className={index === 0 ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}
            role="group"
            aria-label={`${index + 1} of ${slides.length}`}
            inert={shown !== undefined && index !== shown}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {children}
    </div>
  );
}
