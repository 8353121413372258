import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { useGetAllActiveAdsByTypeQuery, type Ad } from '@/api';
import { useAppDispatch, useAppSelector } from '@/store';
import { readAd } from '@/components/cards';
import { adImage } from '@/lib/recordImages';
import { Icon, type IconName } from '@/components/Icon';
import { ExternalLink } from '@/components/ExternalLink';
import { FallbackImage } from '@/components/media/FallbackImage';
import { ErrorBox } from '@/components/ui/ErrorBox';
import { useOnScreen } from '@/components/ui/useOnScreen';
import { IsolatedParagraph } from '@/components/ui/IsolatedParagraph';
import { paths } from '@/config/paths';
import { HOME_CAROUSEL_QUERY, HOME_LIMITS } from '../queries';
import {
  AUTO_ADVANCE_MS,
  autoAdvanced,
  dotClicked,
  nextClicked,
  previousClicked,
  rotationToggled,
  selectCarouselIndex,
  selectPausedUntil,
  selectStopped,
  visibleIndex,
} from './carouselSlice';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './carousel.css';

function Slide({ ad, position, total }: { ad: Ad; position: number; total: number }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const { title, company, description, externalHref: external } = readAd(ad, language);

  return (
    <div
      className="carousel__slide"
      role="group"
      aria-roledescription={t('carousel.slideRoleDescription')}
      aria-label={t('carousel.slideLabel', { current: position, total })}
    >
      {/* Lazy, not asked for first: the carousel sits below home's first screen at phone and desktop
          widths (its top at ~960 px), so a preload at high priority took bandwidth from what is above. */}
      <FallbackImage src={adImage(ad)} alt="" fallback="adBackground" className="carousel__image" />
      <div className="carousel__shade" aria-hidden="true" />
      <div className="carousel__content">
        <IsolatedParagraph className="carousel__company" text={company} />
        <h3 className="carousel__title">
          <bdi>{title}</bdi>
        </h3>
        <IsolatedParagraph className="carousel__description" text={description} />
        {/* Each slide's button names its ad for screen readers and crawlers: three "Learn More"
            links in one list say nothing out of context (Lighthouse's link-text audit failed on
            them). The visible label stays first, so it is still what voice control users say. */}
        {external ? (
          <ExternalLink className="button button--primary carousel__cta" href={external}>
            <CtaWords label={t('carousel.visitWebsite')} title={title} icon="external" />
          </ExternalLink>
        ) : (
          <Link className="button button--primary carousel__cta" to={paths.ad.getHref(ad.id)}>
            <CtaWords label={t('carousel.learnMore')} title={title} icon="arrowForward" />
          </Link>
        )}
      </div>
    </div>
  );
}

/** A slide button's words: the visible label, the ad's title for screen readers, and the icon. */
function CtaWords({ label, title, icon }: { label: string; title: string; icon: IconName }) {
  return (
    <>
      {label}
      <span className="visually-hidden">
        : <bdi>{title}</bdi>
      </span>
      <Icon name={icon} size={16} />
    </>
  );
}

/** The carousel's section, named by its hidden heading: the same for the slides and for the error. */
function CarouselSection({ children, ...sectionProps }: Omit<ComponentProps<'section'>, 'className' | 'aria-labelledby'>) {
  const { t } = useTranslation('home');
  return (
    <section className="carousel-section" aria-labelledby="carousel-title" {...sectionProps}>
      <div className="container">
        <h2 id="carousel-title" className="visually-hidden">
          {t('carousel.title')}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * The level 1 hero carousel (docs/product.md §4): advances every 5 s with more than one slide while
 * some of it is on screen; a manual previous / next / dot rests autoplay for 10 s, after which the
 * 5 s rhythm resumes. It holds still under a resting mouse, while the keyboard is on the slide's
 * link, for visitors who prefer reduced motion, and for good once Pause is pressed (WCAG 2.2.2),
 * until Play.
 */
export function FeaturedCarousel() {
  const { t } = useTranslation('home');
  const { data, error, isLoading, refetch } = useGetAllActiveAdsByTypeQuery(HOME_CAROUSEL_QUERY);
  const slides = (data?.results ?? []).slice(0, HOME_LIMITS.slides);
  const count = slides.length;
  const rotation = useCarouselRotation(count);

  if (isLoading) return <CarouselLoading />;

  if (error) {
    return (
      <CarouselSection>
        <ErrorBox error={error} networkMessage={t('carousel.error')} onRetry={() => void refetch()} headingLevel={3} />
      </CarouselSection>
    );
  }

  // No level 1 ads: the hero simply flows into the partners section.
  if (count === 0) return null;

  const { index, autoplay, setHovered, setSlideFocused, viewport, onKeyDown } = rotation;
  const current = slides[index];

  return (
    <CarouselSection
      aria-roledescription={t('carousel.roleDescription')}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
    >
      <div className="carousel">
        <div
          className="carousel__viewport"
          aria-live={autoplay ? 'off' : 'polite'}
          aria-atomic="true"
          ref={viewport}
          onFocus={() => setSlideFocused(true)}
          onBlur={(event) => setSlideFocused(event.currentTarget.contains(event.relatedTarget))}
        >
          {current && <Slide key={current.id} ad={current} position={index + 1} total={count} />}
        </div>

        {count > 1 && <CarouselControls slides={slides} rotation={rotation} />}
      </div>
    </CarouselSection>
  );
}

/** The carousel's place while its ads load. */
function CarouselLoading() {
  const { t } = useTranslation('home');
  return (
    <section className="carousel-section" aria-label={t('carousel.title')}>
      <div className="container">
        <div className="carousel carousel--loading skeleton" role="status">
          <span className="visually-hidden">{t('carousel.loading')}</span>
        </div>
      </div>
    </section>
  );
}

type CarouselRotation = ReturnType<typeof useCarouselRotation>;

/** Which slide shows, whether it turns by itself, and the moves the controls and the arrow keys make. */
function useCarouselRotation(count: number) {
  const { i18n } = useTranslation('home');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const dispatch = useAppDispatch();
  const index = visibleIndex(useAppSelector(selectCarouselIndex), count);
  const pausedUntil = useAppSelector(selectPausedUntil);
  const stopped = useAppSelector(selectStopped);
  const reducedMotion = usePrefersReducedMotion();
  // Holds still under a mouse pointer (reading); touch and focus on the controls do not count, or
  // a tap on "next" would stop autoplay for good instead of for the spec's 10 s.
  const [hovered, setHovered] = useState(false);
  // Holds still while the keyboard is on the slide's link: the next slide would take the link, and
  // the keyboard with it, from under the visitor.
  const [slideFocused, setSlideFocused] = useState(false);
  const autoplay = count > 1 && !reducedMotion && !hovered && !slideFocused && !stopped;
  const viewport = useRef<HTMLDivElement>(null);
  // It turns only while some of it is on screen. Below home's first screen (its top at ~960 px), a
  // turn nobody sees cost a low-tier phone ~0.5 s of main thread every 5 s (issue 31: 320-520 ms
  // tasks at 11.5x), and the visitor who scrolls to it starts at its first slide.
  const onScreen = useOnScreen(viewport, count > 1);
  // An arrow key pressed on the slide's link: the keyboard goes to the new slide's link.
  const focusNewSlide = useRef(false);
  useEffect(() => {
    if (!focusNewSlide.current) return;
    focusNewSlide.current = false;
    viewport.current?.querySelector<HTMLElement>('a')?.focus();
  }, [index]);

  useEffect(() => {
    if (!autoplay || !onScreen) return undefined;
    // Each slide change restarts the wait; after a manual move, wait out the pause first.
    const rest = Math.max(0, pausedUntil - Date.now());
    const timer = window.setTimeout(() => dispatch(autoAdvanced({ count, now: Date.now() })), rest + AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, onScreen, count, index, pausedUntil, dispatch]);

  const next = () => dispatch(nextClicked({ count, now: Date.now() }));
  const previous = () => dispatch(previousClicked({ count, now: Date.now() }));
  const goTo = (dot: number) => dispatch(dotClicked({ index: dot, count, now: Date.now() }));
  const toggle = () => dispatch(rotationToggled());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count <= 1) return;
    focusNewSlide.current = viewport.current?.contains(event.target as Node) ?? false;
    // "Next" points the way the text reads: right in English, left in Arabic.
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      if (rtl) previous();
      else next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      if (rtl) next();
      else previous();
    }
  };
  return { count, index, stopped, autoplay, setHovered, setSlideFocused, viewport, next, previous, goTo, toggle, onKeyDown };
}

/** Pause or play, previous, next, a dot per slide and the counter. */
function CarouselControls({ slides, rotation }: { slides: Ad[]; rotation: CarouselRotation }) {
  const { t } = useTranslation('home');
  const { count, index, stopped, next, previous, goTo, toggle } = rotation;
  return (
    <div className="carousel__controls">
      {/* First of the controls, as the WAI-ARIA carousel pattern places its rotation control. */}
      <button
        type="button"
        className="carousel__arrow"
        onClick={toggle}
        aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
      >
        <Icon name={stopped ? 'play' : 'pause'} size={20} />
      </button>
      <button type="button" className="carousel__arrow" onClick={previous} aria-label={t('carousel.previous')}>
        <Icon name="chevronBack" size={22} />
      </button>
      {/* Beside Previous: on a phone the dots take the next row, and the Tab order stays the order shown. */}
      <button type="button" className="carousel__arrow" onClick={next} aria-label={t('carousel.next')}>
        <Icon name="chevronForward" size={22} />
      </button>
      <div className="carousel__dots" role="group" aria-label={t('carousel.dotsLabel')}>
        {slides.map((ad, dot) => (
          <button
            key={ad.id}
            type="button"
            className="carousel__dot"
            aria-label={t('carousel.goTo', { number: dot + 1 })}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => goTo(dot)}
          />
        ))}
      </div>
      <p className="carousel__counter">
        <bdi>{t('carousel.counter', { current: index + 1, total: count })}</bdi>
      </p>
    </div>
  );
}
