// The navigation progress bar as a state machine, so that the end of a navigation and the
// throttle timer can arrive in either order:
//   idle --navigate--> pending --throttle passed--> running --screen ready--> done --faded--> idle
//   pending --screen ready--> idle   (a quick navigation: the bar never shows)
// A screen ready before the throttle passed cancels the bar; it can no longer be left at 90 %.

export type ProgressState = 'idle' | 'pending' | 'running' | 'done';
export type ProgressEvent = 'navigate' | 'throttlePassed' | 'screenReady' | 'faded';

export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event) {
    // A navigation while the bar runs keeps it running (no jump back to 0); otherwise it waits out the throttle.
    case 'navigate':
      return state === 'running' ? 'running' : 'pending';
    case 'throttlePassed':
      return state === 'pending' ? 'running' : state;
    case 'screenReady':
      return state === 'running' ? 'done' : state === 'pending' ? 'idle' : state;
    case 'faded':
      return state === 'done' ? 'idle' : state;
  }
}

// Screens mark what is still loading with aria-busy="true" (the Suspense fallback, a query's
// placeholder, a list refetching), so "rendered" needs no hook in every screen.
const BUSY = '[aria-busy="true"]';

/**
 * Calls `onSettled` once nothing under `root` is busy (at once if nothing is), or after `maxWaitMs`
 * so that a stalled request cannot leave the bar over the page for good. Returns a cancel function.
 */
export function whenScreenSettles(
  root: HTMLElement | null,
  onSettled: () => void,
  maxWaitMs: number,
): () => void {
  if (!root || !root.querySelector(BUSY)) {
    onSettled();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!root.querySelector(BUSY)) finish();
  });
  const cap = setTimeout(finish, maxWaitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(cap);
  }
  function finish() {
    stop();
    onSettled();
  }
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  return stop;
}

export type ProgressTimings = { throttleMs: number; maxWaitMs: number };

/**
 * The timers of one navigation's bar, from its start (navigation-start.ts: before the next screen
 * commits) to its end (the screen settled, or the cap). A navigation that takes over a running
 * one keeps the bar and its throttle; one that never commits (abandoned) ends at the cap.
 */
export function createProgressRun(
  dispatch: (event: ProgressEvent) => void,
  timings: ProgressTimings,
  onPending: (pending: boolean) => void = () => undefined,
) {
  let current: {
    path: string;
    throttle: ReturnType<typeof setTimeout>;
    cap: ReturnType<typeof setTimeout>;
  } | null = null;
  const clear = () => {
    if (!current) return;
    clearTimeout(current.throttle);
    clearTimeout(current.cap);
    current = null;
  };
  const end = () => {
    if (!current) return;
    clear();
    dispatch('screenReady');
    onPending(false);
  };
  const begin = (path: string) => {
    if (current?.path === path) return;
    const throttle = current?.throttle ?? setTimeout(() => dispatch('throttlePassed'), timings.throttleMs);
    clearTimeout(current?.cap);
    current = { path, throttle, cap: setTimeout(end, timings.maxWaitMs) };
    dispatch('navigate');
    onPending(true);
  };
  return { begin, end, dispose: clear };
}
