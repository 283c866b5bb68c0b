import 'swiper/css';
import '../../styles/carousel.css';
import { useCallback, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import { CAROUSEL_BREAKPOINTS, DEFAULT_LAYOUT, showsArrows } from '../../lib/carouselLayout.ts';

export interface CarouselItem {
  key: string;
  content: ReactNode;
}

interface CardCarouselProps {
  /** Names the carousel for assistive technology, e.g. 'Signature itineraries'. */
  label: string;
  items: CarouselItem[];
  /** 'cards' follows the spec's breakpoints; 'auto' sizes slides by their own width. */
  layout?: 'cards' | 'auto';
  className?: string;
}

/** Destinations carousel: auto width, 25 px gaps on large screens, 16 px otherwise. */
const AUTO_BREAKPOINTS: Record<number, SwiperOptions> = { 992: { spaceBetween: 25 } };

/**
 * A row of cards that slides: previous/next buttons only when there are more slides than
 * fit in view, arrow keys move it, and a link focused off-screen slides into view.
 */
export function CardCarousel({ label, items, layout = 'cards', className }: CardCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [arrows, setArrows] = useState({ shown: false, atStart: true, atEnd: false });

  const update = useCallback(
    (instance: SwiperInstance) => {
      const perView = instance.params.slidesPerView;
      const shown =
        typeof perView === 'number' ? showsArrows(items.length, perView) : !instance.isLocked;
      setArrows({ shown, atStart: instance.isBeginning, atEnd: instance.isEnd });
    },
    [items.length],
  );

  const options: SwiperOptions =
    layout === 'auto'
      ? { slidesPerView: 'auto', spaceBetween: 16, breakpoints: AUTO_BREAKPOINTS }
      : { ...DEFAULT_LAYOUT, breakpoints: { ...CAROUSEL_BREAKPOINTS } };

  return (
    <div
      className={['card-carousel', `card-carousel--${layout}`, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Swiper
        {...options}
        modules={[A11y, Keyboard]}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          slideRole: 'group',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
        }}
        watchOverflow
        onSwiper={(instance) => {
          setSwiper(instance);
          update(instance);
        }}
        onBreakpoint={update}
        onResize={update}
        onSlideChange={update}
        onReachBeginning={update}
        onReachEnd={update}
        onLock={update}
        onUnlock={update}
      >
        {items.map((item, index) => (
          <SwiperSlide key={item.key} role="group" aria-label={`${index + 1} of ${items.length}`}>
            {item.content}
          </SwiperSlide>
        ))}
      </Swiper>
      {arrows.shown && (
        <div className="card-carousel__arrows">
          <button
            type="button"
            className="card-carousel__arrow card-carousel__arrow--prev"
            aria-label="Previous slide"
            disabled={arrows.atStart}
            onClick={() => swiper?.slidePrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="card-carousel__arrow card-carousel__arrow--next"
            aria-label="Next slide"
            disabled={arrows.atEnd}
            onClick={() => swiper?.slideNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
