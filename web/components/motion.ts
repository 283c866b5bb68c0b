import { hashScrollTop } from '../lib/scrollTarget.ts';

/** The visitor asked their system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Smooth scrolling, unless the visitor prefers less motion. */
export function scrollBehaviour(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth';
}

/** Scrolls a section into view 80 px below the top, clear of the sticky header. */
export function scrollToSection(target: Element): void {
  window.scrollTo({
    top: hashScrollTop(target.getBoundingClientRect().top, window.scrollY),
    behavior: scrollBehaviour(),
  });
}
