import './home.css';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { HeroSlide } from './homePage.ts';
import { ArtDirectedPicture } from '../../components/ArtDirectedPicture.tsx';
import { useEditAttribute } from '../../preview/PreviewContext.ts';
import { useIdle } from '../../components/useIdle.ts';
import { RotationControl } from '../../components/carousel/RotationControl.tsx';
import { SlideRow } from '../../components/carousel/SlideRow.tsx';
import { useSwiperOnDemand } from '../../components/carousel/useSwiperOnDemand.ts';
import { formatPrice, isShownPrice } from '../../lib/price.ts';
import {
  INITIAL_ROTATION,
  isRotating,
  nextRotation,
  slidesLiveRegion,
} from '../../lib/slideshowRotation.ts';

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
 * The home hero: seven slides from the Studio, cross-fading in a loop. A pause and play button
 * comes first; rotation also holds while the pointer rests on the slides or keyboard focus is
 * among them, stops for good once the visitor chooses a slide (a dot, an arrow key, a swipe)
 * until they press Play, and does not start for visitors who prefer less motion.
 *
 * The first slide is painted and hydrated without Swiper. Swiper starts on the same markup when
 * the first cross-fade is due, or sooner if the visitor points at, touches or focuses the hero;
 * a visitor who prefers less motion and never touches it is never sent Swiper's code. The
 * rotation control needs no Swiper: before it starts, pausing simply cancels the first
 * cross-fade.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const container = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const slidesId = useId();
  const [rotation, dispatch] = useReducer(nextRotation, INITIAL_ROTATION);
  const rotating = isRotating(rotation) && slides.length > 1;
  // Read when Swiper arrives for the first cross-fade, which may be after a press of Pause.
  const rotatingNow = useRef(rotating);
  useEffect(() => {
    rotatingNow.current = rotating;
  }, [rotating]);

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
      // Started and stopped by the rotation state below, which also knows the visitor's hold.
      autoplay: { delay: HERO_AUTOPLAY_MS, disableOnInteraction: false },
      keyboard: { enabled: true, onlyInViewport: true },
      pagination: { el: pagination.current, clickable: true },
      // The slides' live region follows the rotation state, not Swiper's options.
      a11y: { enabled: true, slideRole: 'group', wrapperLiveRegion: false },
    }),
  });

  // Less motion: rotation stops, on arrival or when the visitor changes the setting, and starts
  // again only if they press Play. A pointer or focus already on the slides holds it too.
  useEffect(() => {
    if (container.current?.matches(':hover')) dispatch({ type: 'pointerEnter' });
    if (container.current?.contains(document.activeElement)) dispatch({ type: 'focusIn' });
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => {
      if (query.matches) dispatch({ type: 'reducedMotion' });
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // Until Swiper runs, the first cross-fade is this page's own timer: when it is due, Swiper is
  // loaded and moves on, and its autoplay keeps time from there.
  useEffect(() => {
    if (swiper || !rotating) return;
    const due = window.setTimeout(() => {
      void start().then((started) => {
        // Marked as Swiper's own move (`internal`), so it does not count as the visitor's choice.
        if (started && rotatingNow.current) started.slideNext(HERO_TRANSITION_MS, true, true);
      });
    }, HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(due);
  }, [swiper, rotating, start]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (rotating) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, rotating]);

  // A move Swiper did not make itself (autoplay's are `internal`) is the visitor choosing a
  // slide with a dot, an arrow key or a swipe: they are reading it, so rotation stops for good.
  useEffect(() => {
    if (!swiper) return;
    const chosen = (_swiper: unknown, _speed: number, internal: unknown) => {
      if (!internal) dispatch({ type: 'slideChosen' });
    };
    swiper.on('beforeTransitionStart', chosen);
    return () => {
      if (!swiper.destroyed) swiper.off('beforeTransitionStart', chosen);
    };
  }, [swiper]);

  // The slide showing, the only one a visitor can reach (see SlideRow's `shown`).
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!swiper) return;
    const follow = () => setShown(swiper.activeIndex);
    swiper.on('slideChange', follow);
    return () => {
      if (!swiper.destroyed) swiper.off('slideChange', follow);
    };
  }, [swiper]);

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
      onFocus={wake}
    >
      {slides.length > 1 && (
        <RotationControl
          rotation={rotation}
          slidesId={slidesId}
          onToggle={() => dispatch({ type: 'toggle' })}
        />
      )}
      <SlideRow
        rowRef={container}
        slidesId={slidesId}
        live={slidesLiveRegion(rotation)}
        shown={shown}
        // The rotation control is outside the row: resting on it or focusing it holds nothing,
        // so pressing Play starts the slides at once.
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') dispatch({ type: 'pointerEnter' });
        }}
        onPointerLeave={() => dispatch({ type: 'pointerLeave' })}
        onFocus={() => dispatch({ type: 'focusIn' })}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focusOut' });
        }}
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
