import { installChunkReload } from './shell/chunk-reload';
import './styles/global.css';
import './styles/footer.css';
import './styles/header.css';
import './styles/app-states.css';

// The page's only script in the HTML. The server's HTML is complete and styled, so the first job
// on a phone is to show it: the hero image (preloaded first in the head) gets the connection to
// itself and is painted before the app's JavaScript is fetched, evaluated and hydrated (a long task
// that would otherwise hold that paint back). On a saturated link the scripts arrive at about the
// same time either way; the image arrives sooner. See docs/decisions/0015.

/** Longest wait for the hero before loading the app anyway (a slow image must not hold it back). */
const HERO_WAIT_MS = 1500;
/** Longest wait for the browser to report a loaded hero as painted (see `shown`). */
const HERO_PAINT_WAIT_MS = 300;

installChunkReload();

function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** After the next frame is painted: rAF runs just before a paint, a task queued there runs after it. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Once one of `images` is on screen. A frame is drawn after rAF but shown later (rastering and
 * decoding a full-width photo takes a phone, or a busy machine, tens of milliseconds more), and
 * the browser reports a largest-contentful-paint entry only when a frame holding the element is
 * presented: waiting for that entry keeps the app's download and evaluation from starting while
 * the hero is still being drawn. Without the entry type (Safari), or on a page without a hero (a
 * form, the about page), the next frame is enough; when no hero is the largest paint (a larger
 * text, a hidden layout's image), two frames and a short wait.
 */
function shown(images: HTMLImageElement[]): Promise<void> {
  if (images.length === 0 || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
    return nextPaint();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (!entries.some((entry) => images.includes(entry.element as HTMLImageElement))) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // A hero that is not the largest paint gets no entry of its own: the frame after it loaded then.
    void nextPaint()
      .then(nextPaint)
      .then(() => setTimeout(() => (observer.disconnect(), resolve()), HERO_PAINT_WAIT_MS));
  });
}

function firstInput(): Promise<void> {
  return new Promise((resolve) => {
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
  });
}

// Images the page marked as above the fold (fetchpriority="high"); hidden layouts load a blank.
const heroes = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
await Promise.race([
  Promise.all(heroes.map(settled)).then(() => shown(heroes)),
  new Promise((resolve) => setTimeout(resolve, HERO_WAIT_MS)),
  firstInput(),
]);

// The screen's chunks and the page language's texts, which the app would otherwise only ask for
// after its own code ran: fetched together with it instead (the server lists them).
const modules = JSON.parse(document.getElementById('page-modules')?.textContent ?? '[]') as string[];
for (const href of modules) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}
// React's modules are evaluated in a task of their own, then the packages' (framework-first), then
// the app's. A module graph is evaluated in one go, and React's and the app's together made the
// longest task of a phone's page load (evaluated, not run: it is mostly functions being defined);
// each later import then finds what it shares with an earlier one evaluated.
await import('./react-first');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./framework-first');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./entry-client');
