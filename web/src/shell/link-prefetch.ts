import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ScreenPreparer } from './prepare-screen';
import { whenIdle } from './when-idle';

/**
 * Links in view whose data is fetched ahead per screen shown, at the first look (on a phone's board,
 * four cards) and again among those the visitor stops at after a scroll, which go before the menu's
 * screens (ahead-queue.ts). Further ones get their code only.
 */
const DATA_PREFETCHES = { firstLook: 4, stopped: 4 };
/** A link must stay in view this long: a list flicked past is not prepared. */
const IN_VIEW_DWELL_MS = 250;

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * Whether to spend the visitor's bandwidth on screens they have not asked for: not when they asked
 * their browser to save data, nor on a 2G link (where it would slow what they did ask for).
 */
export function mayPrefetch(
  connection: NetworkInformation | undefined = (navigator as Navigator & { connection?: NetworkInformation })
    .connection,
): boolean {
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  // Not a jump within the page (the skip link), a file, or a new tab.
  const usable =
    link instanceof HTMLAnchorElement &&
    !link.getAttribute('href')!.startsWith('#') &&
    !link.hasAttribute('download') &&
    link.target !== '_blank';
  return usable ? link : null;
}

let settled: Promise<void> | null = null;

/**
 * Once the page has loaded (its own photos and fonts in) and the browser is next idle, for the life
 * of the document. Fetching ahead waits for it: until then the main thread and the connection are
 * the page's own start-up's. Not the visitor's first touch: on a page reached from a link, that
 * touch is often the tap on a card, and the screens fetched ahead then shared the phone's link and
 * main thread with the one tapped. Started on idle, they are mostly in before the tap, and what is
 * still queued waits for the tapped screen (prepare-screen.ts).
 */
function whenLoadedAndIdle(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const idle = () => void whenIdle(resolve);
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
  return settled;
}

/**
 * Has the next screen ready before the tap (docs/decisions/0020):
 * - a press on a link (pointerdown, touchstart) starts its screen's code, data and opening photo,
 *   the 50-150 ms before the click comes;
 * - links in view get their code and, for the first few, their data: those in view as the page
 *   settles at once, the largest first; those scrolled to once they have stayed a moment;
 * - then, once the browser is idle, the header's screens (the menu) get their code and data,
 *   behind any link the visitor stops at meanwhile.
 * The last two only once the page has loaded and the browser is idle (whenLoadedAndIdle), and only
 * when the connection allows (mayPrefetch).
 */
export function useLinkPrefetch(preparer: ScreenPreparer | null): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (!preparer) return;
    const onPress = (event: Event) => {
      const link = linkOf(event.target);
      if (link) preparer.prepare(link.href, 'intent');
    };
    const options = { capture: true, passive: true };
    document.addEventListener('pointerdown', onPress, options);
    document.addEventListener('touchstart', onPress, options);
    return () => {
      document.removeEventListener('pointerdown', onPress, options);
      document.removeEventListener('touchstart', onPress, options);
    };
  }, [preparer]);

  // Per screen shown: its own budget of data prefetches, and the menu's screens once idle.
  useEffect(() => {
    if (!preparer || !mayPrefetch() || typeof IntersectionObserver !== 'function') return;
    const dataLeft = { ...DATA_PREFETCHES };
    const dwelling = new Map<Element, ReturnType<typeof setTimeout>>();
    const seen = new WeakSet<Element>();
    let stopped = false;
    let firstLook = true;
    let menuQueued = false;
    let cancelIdle = () => undefined as void;
    // The menu's screens come after the links in view at the first look: on a board reached from a
    // link, a card is the likeliest tap, and the menu's seven screens queued first (the queue goes
    // one step at a time, prepare-screen.ts) held its profile back for seconds on a phone's link.
    const queueMenu = () => {
      if (menuQueued || stopped) return;
      menuQueued = true;
      cancelIdle = whenIdle(() => {
        for (const element of document.querySelectorAll('header a[href]')) {
          const link = linkOf(element);
          if (link) preparer.prepare(link.href, 'data', 'later');
        }
      });
    };
    const prepareLink = (link: HTMLAnchorElement, at: keyof typeof DATA_PREFETCHES) => {
      inView.unobserve(link);
      preparer.prepare(link.href, dataLeft[at] > 0 ? 'data' : 'code');
      dataLeft[at] -= 1;
    };
    const inView = new IntersectionObserver((entries) => {
      const wanted = entries.filter(
        // Not a link to this same screen (a letter, a board's filters): its code is in, and the
        // screen shows its other results over the current ones.
        ({ target, isIntersecting }) =>
          isIntersecting &&
          target instanceof HTMLAnchorElement &&
          target.pathname !== window.location.pathname,
      );
      for (const { target } of entries) {
        clearTimeout(dwelling.get(target));
        dwelling.delete(target);
      }
      if (firstLook) {
        // What is in view as the page settles was not flicked past: prepared at once, the largest
        // first (a card's photo before a tab's word), so the likeliest tap leads the queue.
        firstLook = false;
        const area = ({ boundingClientRect: box }: IntersectionObserverEntry) => box.width * box.height;
        for (const entry of wanted.sort((a, b) => area(b) - area(a)))
          prepareLink(entry.target as HTMLAnchorElement, 'firstLook');
        queueMenu();
        return;
      }
      for (const { target } of wanted)
        dwelling.set(
          target,
          setTimeout(() => {
            dwelling.delete(target);
            prepareLink(target as HTMLAnchorElement, 'stopped');
          }, IN_VIEW_DWELL_MS),
        );
    });
    /** Watches the page's links not yet watched; returns how many it added. */
    const observeLinks = (root: ParentNode): number => {
      let count = 0;
      for (const element of root.querySelectorAll('main a[href]')) {
        const link = linkOf(element);
        if (link && !seen.has(link)) {
          seen.add(link);
          inView.observe(link);
          count += 1;
        }
      }
      return count;
    };
    // Cards appended later (more models loaded) are watched too.
    const added = new MutationObserver(() => observeLinks(document));
    void whenLoadedAndIdle().then(() => {
      if (stopped) return;
      // A page without links of its own has no first look to wait for (the observer reports each
      // link watched once, in view or not).
      if (observeLinks(document) === 0) queueMenu();
      added.observe(document.getElementById('content') ?? document.body, { childList: true, subtree: true });
    });
    return () => {
      stopped = true;
      cancelIdle();
      added.disconnect();
      inView.disconnect();
      dwelling.forEach((timer) => clearTimeout(timer));
    };
  }, [preparer, pathname]);
}
