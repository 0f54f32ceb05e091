import type { Screen } from '../routing/routes';

let files: Partial<Record<Screen, string[]>> | null = null;
const fetched = new Set<string>();

/**
 * Named by the page itself: the server's own screen's styles (inlined, with a disabled link the
 * app's imports find, so they are never fetched) and scripts. Asking for them again fetches
 * what no import will read.
 */
function onPage(href: string): boolean {
  return document.querySelector(`link[href="${href}"], script[src="${href}"]`) !== null;
}

/**
 * Fetches a screen's files ahead without running or applying them: its scripts as module preloads
 * (fetched, parsed and compiled into the page's module map, evaluated only when the screen is
 * imported), its styles into the HTTP cache (`rel=prefetch`). When the visitor opens the screen, its
 * import finds them there. Unlike importing ahead, nothing changes on the page shown (no styles of
 * another screen applied, no code run), and a failed fetch costs nothing (no chunk-error reload,
 * which is for a screen the visitor asked for). The server lists each screen's files in the page
 * (web/server/asset-links.ts); with none listed (the dev server) nothing is fetched ahead. Settles
 * once they have all loaded (or failed).
 *
 * `now` is for the screen the visitor has just asked for: every file at high priority, the styles
 * preloaded, all at once. The screen's import alone would ask for them a round trip apart (a form's
 * jitless setting first, then its code and styles, ahead of each other through the import chain).
 */
export function prefetchScreenFiles(screen: Screen, urgency: 'ahead' | 'now' = 'ahead'): Promise<void> {
  files ??= JSON.parse(document.getElementById('screen-files')?.textContent ?? '{}') as Partial<
    Record<Screen, string[]>
  >;
  const loads: Promise<void>[] = [];
  for (const href of files[screen] ?? []) {
    if (fetched.has(href) || onPage(href)) continue;
    fetched.add(href);
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = urgency === 'now' ? 'preload' : 'prefetch';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // As the app's imports ask (Vite's preloads are CORS requests), so what is fetched is reused.
    link.crossOrigin = '';
    // Ahead, a module preload would be fetched at high priority, beside what the visitor waits for.
    link.fetchPriority = urgency === 'now' ? 'high' : 'low';
    link.href = href;
    // Settled either way: a failed prefetch costs nothing, and the next screen's may start.
    loads.push(
      new Promise((resolve) => {
        link.onload = link.onerror = () => resolve();
      }),
    );
    document.head.append(link);
  }
  return Promise.all(loads).then(() => undefined);
}
