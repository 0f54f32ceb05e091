import { useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { progressReducer, whenScreenSettles } from './navigation-progress';

const PROGRESS_DURATION_MS = 5000;
const PROGRESS_THROTTLE_MS = 200;
// The .progress-bar--done transition in global.css: width 0.2 s, then opacity 0.3 s.
const PROGRESS_FADE_MS = 500;
// Twice the bar's own duration: past that the screen is stuck, and a bar would only hide it.
const PROGRESS_MAX_WAIT_MS = 2 * PROGRESS_DURATION_MS;

/**
 * On every route or parameter change: a thin progress bar (spec: 5 s duration, 200 ms throttle,
 * so instant navigations show nothing) that completes and fades once the new screen has rendered,
 * and a smooth scroll to the top.
 */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  // The page as first rendered (server or hydration) is no navigation; compared by value, not a
  // "first run" flag, so StrictMode's second run of the mount effect is not taken for one either.
  const initial = useRef<string | null>(pathname + search);
  const [state, dispatch] = useReducer(progressReducer, 'idle');

  useEffect(() => {
    if (initial.current === pathname + search) return;
    initial.current = null;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    dispatch('navigate');
    const throttle = setTimeout(() => dispatch('throttlePassed'), PROGRESS_THROTTLE_MS);
    const stopWatching = whenScreenSettles(
      document.getElementById('content'),
      () => {
        clearTimeout(throttle);
        dispatch('screenReady');
      },
      PROGRESS_MAX_WAIT_MS,
    );
    // A newer navigation takes over: its own timer and watch decide when the bar ends.
    return () => {
      clearTimeout(throttle);
      stopWatching();
    };
  }, [pathname, search]);

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
