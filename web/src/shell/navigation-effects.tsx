import { useEffect, useReducer, useRef, useState } from 'react';
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
 * On every route or parameter change: a thin progress bar (spec: 5 s duration, 200 ms throttle,
 * so instant navigations show nothing) from the moment the navigation begins, while the previous
 * page is still up and the next screen's code loads (navigation-start.ts), until the new screen
 * has rendered; and a smooth scroll to the top once it is shown.
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

  useEffect(() => {
    const path = pathname + search;
    navigationShown(path);
    if (initial.current === path) return;
    initial.current = null;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
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
