import '../../styles/home.css';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import { useEffect, useState } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { HeroSlide } from '../../content/homePage.ts';
import { ArtDirectedPicture } from '../ArtDirectedPicture.tsx';
import { useEditAttribute } from '../../preview/PreviewContext.ts';
import { prefersReducedMotion } from '../motion.ts';
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
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (reducedMotion) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, reducedMotion]);

  if (slides.length === 0) return null;
  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label="Featured journeys"
      onFocus={() => swiper?.autoplay.stop()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget) && !prefersReducedMotion()) {
          swiper?.autoplay.start();
        }
      }}
    >
      <Swiper
        modules={[EffectFade, Autoplay, A11y, Keyboard, Pagination]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        slidesPerView={1}
        speed={HERO_TRANSITION_MS}
        loop
        autoplay={{ delay: HERO_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        a11y={{ enabled: true, slideRole: 'group' }}
        onSwiper={setSwiper}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={slide._key}
            role="group"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            <HeroSlideContent slide={slide} index={index} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
