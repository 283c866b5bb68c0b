import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Keyboard, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/** The Swiper modules a carousel may ask for, by name, so asking does not load them. */
const MODULES = {
  a11y: A11y,
  autoplay: Autoplay,
  fade: EffectFade,
  keyboard: Keyboard,
  pagination: Pagination,
} as const;

export type CarouselModule = keyof typeof MODULES;

/**
 * Starts Swiper on a carousel's markup as React rendered it. This module is the only one that
 * imports Swiper's code, and it is loaded on demand.
 *
 * A link focused before the carousel started was brought into view by the browser scrolling the
 * clipped row; Swiper moves slides by translating them instead, so the row's own scroll is
 * handed over to Swiper, which then shows that link's slide.
 */
export function startSwiper(
  element: HTMLElement,
  modules: readonly CarouselModule[],
  options: SwiperOptions,
): Swiper {
  const swiper = new Swiper(element, { ...options, modules: modules.map((name) => MODULES[name]) });
  const focusedSlide = document.activeElement?.closest<HTMLElement>('.swiper-slide');
  if (focusedSlide && element.contains(focusedSlide)) {
    element.scrollLeft = 0;
    swiper.slideTo(swiper.slides.indexOf(focusedSlide), 0);
  }
  return swiper;
}
