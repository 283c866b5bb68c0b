import 'swiper/css';
import '../../styles/carousel.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import {
  CAROUSEL_BREAKPOINTS,
  DEFAULT_LAYOUT,
  layoutAt,
  showsArrows,
} from '../../lib/carouselLayout.ts';
import { SlideRow, type Slide } from '../carousel/SlideRow.tsx';
import { useSwiperOnDemand } from '../carousel/useSwiperOnDemand.ts';
import { useNearView } from '../useNearView.ts';
import { inHydrationSlice } from '../../startup/HydrationSlice.tsx';

interface CardCarouselProps {
  /** Names the carousel for assistive technology, e.g. 'Signature itineraries'. */
  label: string;
  items: Slide[];
  /** 'cards' follows the spec's breakpoints; 'auto' sizes slides by their own width. */
  layout?: 'cards' | 'auto';
  className?: string;
}

/** Destinations carousel: auto width, 25 px gaps on large screens, 16 px otherwise. */
const AUTO_BREAKPOINTS: Record<number, SwiperOptions> = { 992: { spaceBetween: 25 } };

interface Arrows {
  shown: boolean;
  atStart: boolean;
  atEnd: boolean;
}

/**
 * A row of cards that slides: previous/next buttons only when there are more slides than
 * fit in view, arrow keys move it, and a link focused off-screen slides into view.
 *
 * The row is painted and hydrated as plain markup that CSS lays out as Swiper would; Swiper
 * starts on it as the row nears the screen, or at once when the visitor points at, touches or
 * focuses it, so a page whose carousels are below the fold does not wait for their code.
 */
function CardCarouselContent({ label, items, layout = 'cards', className }: CardCarouselProps) {
  const container = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState<Arrows>({ shown: false, atStart: true, atEnd: false });

  const update = useCallback(
    (instance: Swiper) => {
      const perView = instance.params.slidesPerView;
      const shown =
        typeof perView === 'number' ? showsArrows(items.length, perView) : !instance.isLocked;
      setArrows({ shown, atStart: instance.isBeginning, atEnd: instance.isEnd });
    },
    [items.length],
  );
  // Swiper keeps the handlers it started with; they reach today's count through this.
  const report = useRef(update);
  useEffect(() => {
    report.current = update;
  }, [update]);
  const onChange = (instance: Swiper) => report.current(instance);

  const { swiper, start } = useSwiperOnDemand(container, {
    modules: ['a11y', 'keyboard'],
    slideKeys: items.map((item) => item.key),
    options: () => ({
      ...(layout === 'auto'
        ? { slidesPerView: 'auto', spaceBetween: 16, breakpoints: AUTO_BREAKPOINTS }
        : { ...DEFAULT_LAYOUT, breakpoints: { ...CAROUSEL_BREAKPOINTS } }),
      keyboard: { enabled: true, onlyInViewport: true },
      a11y: {
        enabled: true,
        slideRole: 'group',
        slideLabelMessage: '{{index}} of {{slidesLength}}',
      },
      watchOverflow: true,
      on: {
        init: onChange,
        update: onChange,
        breakpoint: onChange,
        resize: onChange,
        slideChange: onChange,
        reachBeginning: onChange,
        reachEnd: onChange,
        lock: onChange,
        unlock: onChange,
      },
    }),
  });

  // Swiper reports its own state; before it runs, the arrows follow the layout at this width.
  useEffect(() => {
    if (swiper) return;
    const measure = () => {
      const row = container.current?.querySelector('.swiper-wrapper');
      const shown =
        layout === 'auto'
          ? !!row && row.scrollWidth > row.clientWidth + 1
          : showsArrows(items.length, layoutAt(window.innerWidth).slidesPerView);
      setArrows({ shown, atStart: true, atEnd: false });
    };
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [swiper, layout, items.length]);

  const near = useNearView(container);
  useEffect(() => {
    if (near) void start();
  }, [near, start]);

  const wake = () => void start();
  const slide = (move: (instance: Swiper) => void) => () =>
    void start().then((instance) => instance && move(instance));

  return (
    <div
      className={['card-carousel', `card-carousel--${layout}`, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
    >
      <SlideRow rowRef={container} slides={items} />
      {arrows.shown && (
        <div className="card-carousel__arrows">
          <button
            type="button"
            className="card-carousel__arrow card-carousel__arrow--prev"
            aria-label="Previous slide"
            disabled={arrows.atStart}
            onClick={slide((instance) => instance.slidePrev())}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="card-carousel__arrow card-carousel__arrow--next"
            aria-label="Next slide"
            disabled={arrows.atEnd}
            onClick={slide((instance) => instance.slideNext())}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** Hydrated as a slice of its own (decision 105). */
export const CardCarousel = inHydrationSlice(CardCarouselContent);
