import { useEffect, useState } from 'react';

// What counts as the visitor being there: a touch, a click, a key, a wheel or a scroll, or a mouse
// moving over the page (a desktop visitor's first sign, before any click).
const SIGNS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart', 'focusin'] as const;

let interacted = false;
const waiting = new Set<() => void>();

function listen(): void {
  const done = () => {
    if (interacted) return;
    interacted = true;
    for (const type of SIGNS) removeEventListener(type, done, { capture: true });
    for (const notify of waiting) notify();
    waiting.clear();
  };
  for (const type of SIGNS) addEventListener(type, done, { capture: true, passive: true });
}

if (typeof window !== 'undefined') listen();

/**
 * False on the server, while hydrating and until the visitor first does something on the page;
 * true from then on, and at once on every later screen (a tap brought the visitor there). For heavy
 * extras that a page shows as a placeholder first (the contact map: Leaflet takes a phone's main
 * thread for a quarter of a second), the facade Lighthouse advises for embeds.
 */
export function useInteracted(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (interacted) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the second pass of a hydration-safe render, by design
      setReady(true);
      return;
    }
    const notify = () => setReady(true);
    waiting.add(notify);
    return () => void waiting.delete(notify);
  }, []);
  return ready;
}
