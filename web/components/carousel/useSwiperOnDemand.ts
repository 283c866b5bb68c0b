import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { retryingImport } from '../retryingImport.ts';
import type { CarouselModule } from './swiperEngine.ts';

/** Swiper and the site's setup of it, fetched once for every carousel on the page. */
const loadEngine = retryingImport(() => import('./swiperEngine.ts'));

export interface SwiperSetup {
  modules: readonly CarouselModule[];
  /**
   * The slides' keys in order. When they change (the offers feed, a live edit), Swiper measures
   * the row again. Swiper's own observer is not used: it answers a single change to the row at
   * once, its own class changes included, so one change can set off the next without end.
   */
  slideKeys: readonly string[];
  /** Read when Swiper starts, so it may name elements and state callbacks of that moment. */
  options: () => SwiperOptions;
}

export interface OnDemandSwiper {
  /** The running carousel, or null while the server's markup stands on its own. */
  swiper: Swiper | null;
  /** Loads and starts Swiper once; every later call answers the same carousel. */
  start: () => Promise<Swiper | null>;
}

/**
 * A carousel's first state is plain markup laid out by CSS as Swiper would lay it out, so the
 * page paints and hydrates without Swiper's code (a fifth of the home page's script). Swiper
 * is loaded and started on that same markup when the carousel is first needed: the visitor
 * reaches it, points at it, touches it or focuses it, or it is due to move on its own. Because
 * Swiper takes over the elements React rendered, nothing is replaced: no flash, and focus
 * stays where it was.
 */
export function useSwiperOnDemand(
  container: RefObject<HTMLElement | null>,
  setup: SwiperSetup,
): OnDemandSwiper {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const starting = useRef<Promise<Swiper | null> | null>(null);
  // Read only when Swiper starts, which is always after the render that passed it.
  const setupRef = useRef(setup);
  useEffect(() => {
    setupRef.current = setup;
  });

  const start = useCallback(() => {
    starting.current ??= loadEngine().then(
      ({ startSwiper }) => {
        const element = container.current;
        if (!element) return null;
        const { modules, options } = setupRef.current;
        const instance = startSwiper(element, modules, options());
        setSwiper(instance);
        return instance;
      },
      // A failed download (a phone losing its signal) leaves the row as it is, and the next
      // touch, focus or approach tries again.
      () => {
        starting.current = null;
        return null;
      },
    );
    return starting.current;
  }, [container]);

  const slides = setup.slideKeys.join('\n');
  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.update();
  }, [swiper, slides]);

  useEffect(
    () => () => {
      swiper?.destroy(false, false);
    },
    [swiper],
  );

  return { swiper, start };
}
