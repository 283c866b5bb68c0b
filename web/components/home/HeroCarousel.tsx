import '../../styles/home.css';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import { useEffect, useRef, useState } from 'react';
import type { HeroSlide } from '../../content/homePage.ts';
import { ArtDirectedPicture } from '../ArtDirectedPicture.tsx';
import { useEditAttribute } from '../../preview/PreviewContext.ts';
import { prefersReducedMotion } from '../motion.ts';
import { useIdle } from '../useIdle.ts';
import { SlideRow } from '../carousel/SlideRow.tsx';
import { useSwiperOnDemand } from '../carousel/useSwiperOnDemand.ts';
import { formatPrice, isShownPrice } from '../../lib/price.ts';

/** Autoplay every 5 s, cross-fade over 1.2 s, looping. */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_TRANSITION_MS = 1200;

/** The home page is a one-off document with a fixed id. */
const HOME_PAGE_ID = 'homePage';

function HeroSlideContent({ slide, index }: { slide: HeroSlide; index: number }) {
  const edit = useEditAttribute(HOME_PAGE_ID, 'homePage');
  const field = (name: string) => edit(`heroSlides[_key=="${slide._key}"].${name}`);
  return (
    <div className="hero-slide">
      <ArtDirectedPicture
        image={slide.image}
        mobileImage={slide.mobileImage}
        aspectRatio={16 / 8}
        mobileAspectRatio={3 / 4.4}
        className="hero-slide__picture"
        priority={index === 0}
        editLabel={field('image')}
      />
      <div className="hero-slide__content">
        {slide.brandText && (
          <p className="hero-slide__brand" data-sanity={field('brandText')}>
            {slide.brandText}
          </p>
        )}
        <h2 className="hero-slide__title" data-sanity={field('title')}>
          {slide.title}
        </h2>
        {slide.subtitle && (
          <p className="hero-slide__subtitle" data-sanity={field('subtitle')}>
            {slide.subtitle}
          </p>
        )}
        {(slide.annotationText || isShownPrice(slide.priceValue)) && (
          <p className="hero-slide__price">
            {slide.annotationText}
            {isShownPrice(slide.priceValue) && <strong> {formatPrice(slide.priceValue)}</strong>}
          </p>
        )}
        <a className="button button--light" href="#offers">
          Explore now
        </a>
      </div>
    </div>
  );
}

/**
 * The home hero: seven slides from the Studio, cross-fading in a loop. Autoplay pauses
 * while the pointer or keyboard focus is on it and is off for visitors who prefer less motion.
 *
 * The first slide is painted and hydrated without Swiper. Swiper starts on the same markup when
 * the first cross-fade is due, or sooner if the visitor points at, touches or focuses the hero;
 * a visitor who prefers less motion and never touches it is never sent Swiper's code.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const container = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const [reducedMotion, setReducedMotion] = useState(false);
  const { swiper, start } = useSwiperOnDemand(container, {
    modules: ['fade', 'autoplay', 'a11y', 'keyboard', 'pagination'],
    slideKeys: slides.map((slide) => slide._key),
    options: () => ({
      effect: 'fade',
      fadeEffect: { crossFade: true },
      slidesPerView: 1,
      speed: HERO_TRANSITION_MS,
      // With a cross-fade, rewinding from the last slide to the first looks exactly like a loop,
      // and Swiper never has to move the slides React rendered.
      rewind: true,
      autoplay: { delay: HERO_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false },
      keyboard: { enabled: true, onlyInViewport: true },
      pagination: { el: pagination.current, clickable: true },
      a11y: { enabled: true, slideRole: 'group' },
    }),
  });

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // Until Swiper runs, the first cross-fade is this page's own timer: when it is due, Swiper is
  // loaded and moves on, and its autoplay keeps time from there.
  useEffect(() => {
    if (swiper || reducedMotion || slides.length < 2) return;
    const due = window.setTimeout(() => {
      void start().then((started) => {
        if (started && !isHeld(container.current)) started.slideNext();
      });
    }, HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(due);
  }, [swiper, reducedMotion, slides.length, start]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (reducedMotion || isHeld(container.current)) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, reducedMotion]);

  // The other slides' pictures wait for the page's first idle moment, or for Swiper should the
  // visitor reach for the hero sooner, so on a phone's connection they never compete with the
  // first slide's picture, the page's largest paint.
  const othersDue = useIdle() || swiper !== null;

  if (slides.length === 0) return null;
  const wake = () => void start();
  return (
    <section
      className={othersDue ? 'hero-carousel' : 'hero-carousel hero-carousel--first-only'}
      aria-roledescription="carousel"
      aria-label="Featured journeys"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={() => {
        swiper?.autoplay.stop();
        wake();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget) && !prefersReducedMotion()) {
          swiper?.autoplay.start();
        }
      }}
    >
      <SlideRow
        rowRef={container}
        slides={slides.map((slide, index) => ({
          key: slide._key,
          content: <HeroSlideContent slide={slide} index={index} />,
        }))}
      >
        <div className="swiper-pagination" ref={pagination} />
      </SlideRow>
    </section>
  );
}

/** Keyboard focus inside the hero holds it still; so does the pointer resting on it. */
function isHeld(element: HTMLElement | null): boolean {
  return !!element && (element.contains(document.activeElement) || element.matches(':hover'));
}
