import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { createProgressRun, progressReducer, whenScreenSettles } from './navigation-progress';
import { markNavigationPending, navigationShown, onNavigationStart } from './navigation-start';

const PROGRESS_DURATION_MS = 5000;
const PROGRESS_THROTTLE_MS = 200;
// The .progress-bar--done transition in global.css: width 0.2 s, then opacity 0.3 s.
const PROGRESS_FADE_MS = 500;
// Twice the bar's own duration: past that the screen is stuck, and a bar would only hide it.
const PROGRESS_MAX_WAIT_MS = 2 * PROGRESS_DURATION_MS;
/**
 * How far the smooth scroll to the top of a new screen travels at most: from further down, the
 * screen is first placed this far from its top. A glide of the whole distance kept the new screen's
 * heading out of view for 150-300 ms on a phone (a card tapped half a screen down a board).
 */
const SMOOTH_GLIDE_PX = 96;

/** To the top of a new screen, smoothly over the last SMOOTH_GLIDE_PX (at once for reduced motion). */
function scrollToTop(): void {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    return window.scrollTo({ top: 0, behavior: 'instant' });
  if (window.scrollY > SMOOTH_GLIDE_PX) window.scrollTo({ top: SMOOTH_GLIDE_PX, behavior: 'instant' });
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * On every route or parameter change: a thin progress bar (spec: 5 s duration, 200 ms throttle,
 * so instant navigations show nothing) from the moment the navigation begins, while the previous
 * page is still up and the next screen's code loads (navigation-start.ts), until the new screen
 * has rendered; and a smooth scroll to the top, placed before the new screen's first frame.
 */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  // The page as first rendered (server or hydration) is no navigation; compared by value, not a
  // "first run" flag, so StrictMode's second run of the mount effect is not taken for one either.
  const initial = useRef<string | null>(pathname + search);
  const [state, dispatch] = useReducer(progressReducer, 'idle');
  const [run] = useState(() =>
    createProgressRun(
      dispatch,
      { throttleMs: PROGRESS_THROTTLE_MS, maxWaitMs: PROGRESS_MAX_WAIT_MS },
      markNavigationPending,
    ),
  );

  useEffect(() => {
    const unsubscribe = onNavigationStart(run.begin);
    return () => {
      unsubscribe();
      run.dispose();
      markNavigationPending(false);
    };
  }, [run]);

  // Before the browser paints the new screen: its first frame already shows its top.
  useLayoutEffect(() => {
    if (initial.current !== pathname + search) scrollToTop();
  }, [pathname, search]);

  useEffect(() => {
    const path = pathname + search;
    navigationShown(path);
    if (initial.current === path) return;
    initial.current = null;
    // Begun already when the navigation had to wait (its start was reported); from now otherwise.
    run.begin(path);
    // A newer navigation takes over: its own watch decides when the bar ends.
    return whenScreenSettles(document.getElementById('content'), run.end, PROGRESS_MAX_WAIT_MS);
  }, [pathname, search, run]);

  useEffect(() => {
    if (state !== 'done') return;
    const faded = setTimeout(() => dispatch('faded'), PROGRESS_FADE_MS);
    return () => clearTimeout(faded);
  }, [state]);

  // 'pending' looks like 'idle' (nothing shown) until the throttle passes.
  const look = state === 'pending' ? 'idle' : state;
  return (
    <div
      className={`progress-bar progress-bar--${look}`}
      data-state={state}
      style={{ ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms` }}
      aria-hidden="true"
    />
  );
}
