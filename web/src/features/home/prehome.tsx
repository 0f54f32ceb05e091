import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '../../core/site-config';
import { useStarted } from '../../core/use-started';
import type { SlideMedia_SlideFragment } from '../../gql/graphql';
import { AUTOPLAY_DELAY_MS, PREHOME_AUTO_CLOSE_MS, PREHOME_FADE_OUT_MS } from './home-timing';
import { dismissPrehome, isPrehomeDismissed, shouldShowPrehome } from './prehome-visibility';
import { SlideMedia } from './slide-media';
import { useReducedMotion } from './use-reduced-motion';
import './prehome.css';

type Phase = 'open' | 'closing' | 'closed';

/**
 * The full-screen intro on '/': the agency's name over a cross-fading slideshow.
 *
 * It is rendered on the server, so the first paint already shows it (no flash of the home before
 * it) and the home's HTML is still in the page underneath for crawlers and for visitors without
 * JavaScript, for whom prehome.css fades it out after the same 15 s. The close timer starts in the
 * browser, after hydration.
 */
/** Whether the page as the visitor arrived on it greets them with the pre-home (fixed for the page's life). */
export function useGreetedOnArrival(slideCount: number): boolean {
  const location = useLocation();
  const [greeted] = useState(() =>
    shouldShowPrehome({
      pathname: location.pathname,
      locationKey: location.key,
      dismissed: isPrehomeDismissed(),
      slideCount,
    }),
  );
  return greeted;
}

export function Prehome({ slides }: { slides: readonly SlideMedia_SlideFragment[] }) {
  const { t } = useTranslation();
  const { productName } = useSiteConfig();
  const reduced = useReducedMotion();
  const greeted = useGreetedOnArrival(slides.length);
  const [phase, setPhase] = useState<Phase>(greeted ? 'open' : 'closed');
  const [current, setCurrent] = useState(0);
  const [reached, setReached] = useState(0);
  const started = useStarted();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    dismissPrehome();
    setPhase((p) => (p === 'open' ? 'closing' : p));
    // The focused button is about to disappear: hand focus to the page rather than to nothing.
    if (root.current?.contains(document.activeElement))
      document.getElementById('content')?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (phase !== 'open') return;
    // Focus goes to the dialog itself, so screen readers announce it, without drawing a focus
    // ring around the logo for visitors who did not use the keyboard.
    root.current?.focus({ preventScroll: true });
    document.body.classList.add('prehome-open');
    const timer = setTimeout(close, PREHOME_AUTO_CLOSE_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      // The page behind is covered: keep keyboard focus on the one control of the dialog.
      if (event.key === 'Tab') {
        event.preventDefault();
        button.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
      document.body.classList.remove('prehome-open');
    };
  }, [phase, close]);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => setPhase('closed'), PREHOME_FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'open' || reduced || slides.length < 2) return;
    const timer = setInterval(() => {
      setCurrent((i) => (i + 1) % slides.length);
      setReached((seen) => Math.min(slides.length - 1, seen + 1));
    }, AUTOPLAY_DELAY_MS);
    return () => clearInterval(timer);
  }, [phase, reduced, slides.length]);

  if (phase === 'closed') return null;
  return (
    <div
      ref={root}
      className={`prehome prehome--${phase}`}
      role="dialog"
      aria-modal="true"
      aria-label={t('home.prehome_label')}
      tabIndex={-1}
    >
      <div className="prehome__slides" aria-hidden="true">
        {slides.map((slide, i) => (
          <div key={slide.id} className={`prehome__slide${i === current ? ' is-active' : ''}`}>
            {/* The first photo alone until the app runs: it is the page's largest paint, and the next
                ones would share the phone's bandwidth with it. Then each one a slide ahead. */}
            {(i === 0 || (started && i <= reached + 1)) && (
              <SlideMedia
                slide={slide}
                layout="any"
                eager={i === 0}
                active={i === current && phase === 'open'}
                playing={!reduced}
              />
            )}
          </div>
        ))}
      </div>
      <button ref={button} type="button" className="prehome__logo" onClick={close}>
        <span className="prehome__name">{productName}</span>
        <span className="prehome__enter">{t('home.prehome_enter')}</span>
      </button>
    </div>
  );
}
