// When a navigation begins, before it commits. React Router renders the next location as a
// transition: while the next screen's code (or its language's texts) is still loading, React keeps
// the previous page on screen, and everything under the router, the progress bar included, still
// sees the previous location. The URL has changed, the page has not, and nothing said so (seconds
// on a slow link). The app's top component renders the next location first, inside that
// transition, and reports it here; the bar listens from outside the transition and starts at once.

type Listener = (path: string) => void;

const listeners = new Set<Listener>();
/** The path and query on screen (committed); null until the document's first page renders. */
let shown: string | null = null;
/** The path and query a pending navigation renders, until it is shown. */
let started: string | null = null;

/** Called by the render of the location the router is rendering (maybe a pending transition). */
export function navigationRendered(path: string): void {
  // The server renders one page per request: nothing to follow there.
  if (typeof window === 'undefined') return;
  if (shown === null) {
    // The document's first page: no navigation.
    shown = path;
    return;
  }
  if (path === shown || path === started) return;
  started = path;
  // Not inside the render that reports it: listeners update another component's state.
  queueMicrotask(() => {
    if (started !== path) return;
    for (const listener of listeners) listener(path);
  });
}

/** Called once the page at `path` is committed (on screen). */
export function navigationShown(path: string): void {
  shown = path;
  if (started === path) started = null;
}

/** Calls `listener` with the path of each navigation as it begins; returns the unsubscribe. */
export function onNavigationStart(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

let pending = false;
const whenDone: (() => void)[] = [];

/**
 * Set by the progress bar while a navigation runs: from its start until its screen has settled
 * (drawn with its data), or the bar's cap.
 */
export function markNavigationPending(now: boolean): void {
  pending = now;
  if (now) return;
  for (const resolve of whenDone.splice(0)) resolve();
}

/** Settles once no navigation is running: what is fetched ahead waits for the screen asked for. */
export function navigationDone(): Promise<void> {
  return pending ? new Promise((resolve) => whenDone.push(resolve)) : Promise.resolve();
}

/**
 * Whether a navigation runs, after a turn of the event loop: a tap's click comes after its press,
 * and its start is reported from the render that follows.
 */
export function isNavigationPending(): Promise<boolean> {
  return new Promise((resolve) => setTimeout(() => resolve(pending || started !== null), 0));
}
