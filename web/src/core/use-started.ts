import { useEffect, useState } from 'react';

/**
 * False on the server and while hydrating, true once the app runs the page: the two-pass render
 * React documents for content the server cannot know (local storage, a map, timers), so that
 * hydration matches the server's HTML.
 */
export function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second pass of a hydration-safe render, by design
  useEffect(() => setStarted(true), []);
  return started;
}
