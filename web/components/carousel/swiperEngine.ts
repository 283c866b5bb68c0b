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

/** Whether `slide` is wholly inside the carousel's visible row. */
function inView(slide: HTMLElement, row: HTMLElement): boolean {
  const shown = row.getBoundingClientRect();
  const box = slide.getBoundingClientRect();
  return box.left >= shown.left - 1 && box.right <= shown.right + 1;
}

/**
 * Starts Swiper on a carousel's markup as React rendered it. This module is the only one that
 * imports Swiper's code, and it is loaded on demand.
 *
 * Before it starts, the browser may have scrolled the clipped row itself, to bring a focused or
 * found link into view. Swiper moves slides by translating them instead, so the row's own scroll
 * is handed over to Swiper at the same place: nothing under the visitor's pointer or finger moves
 * as it starts (a press begun on one card would otherwise end on another, and be lost). A focused
 * link's slide still out of view is then shown.
 */
export function startSwiper(
  element: HTMLElement,
  modules: readonly CarouselModule[],
  options: SwiperOptions,
): Swiper {
  const scrolled = element.scrollLeft;
  const swiper = new Swiper(element, { ...options, modules: modules.map((name) => MODULES[name]) });
  if (scrolled !== 0) {
    element.scrollLeft = 0;
    swiper.setTranslate(
      Math.min(swiper.minTranslate(), Math.max(swiper.maxTranslate(), -scrolled)),
    );
    swiper.updateActiveIndex();
    swiper.updateSlidesClasses();
  }
  const focusedSlide = document.activeElement?.closest<HTMLElement>('.swiper-slide');
  if (focusedSlide && element.contains(focusedSlide) && !inView(focusedSlide, element)) {
    swiper.slideTo(swiper.slides.indexOf(focusedSlide), 0);
  }
  return swiper;
}
