import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const PROGRESS_DURATION_MS = 5000;
const PROGRESS_THROTTLE_MS = 200;

/**
 * On every route or parameter change: a thin progress bar (spec: 5 s duration, 200 ms throttle,
 * so instant navigations show nothing) and a smooth scroll to the top.
 */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    const start = setTimeout(() => setState('running'), PROGRESS_THROTTLE_MS);
    // The new screen renders from cache or suspends; either way the bar completes on the next frame after render.
    const end = requestAnimationFrame(() => setState((s) => (s === 'running' ? 'done' : s)));
    return () => {
      clearTimeout(start);
      cancelAnimationFrame(end);
      setState('done');
    };
  }, [pathname, search]);

  useEffect(() => {
    if (state !== 'done') return;
    const reset = setTimeout(() => setState('idle'), 300);
    return () => clearTimeout(reset);
  }, [state]);

  return <div className={`progress-bar progress-bar--${state}`} style={{ ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms` }} aria-hidden="true" />;
}
