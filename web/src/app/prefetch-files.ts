import type { Screen } from '../routing/routes';

let files: Partial<Record<Screen, string[]>> | null = null;
const fetched = new Set<string>();

/**
 * Fetches a screen's scripts and styles into the browser's HTTP cache (`rel=prefetch`, the lowest
 * priority) without running or applying them: when the visitor does open the screen, its import
 * finds them there. Unlike importing ahead, nothing changes on the page shown (no styles of another
 * screen applied, no code run), and a failed prefetch costs nothing (no chunk-error reload, which
 * is for a screen the visitor asked for). The server lists each screen's files in the page
 * (web/server/asset-links.ts); with none listed (the dev server) nothing is fetched ahead.
 */
export function prefetchScreenFiles(screen: Screen): void {
  files ??= JSON.parse(document.getElementById('screen-files')?.textContent ?? '{}') as Partial<Record<Screen, string[]>>;
  for (const href of files[screen] ?? []) {
    if (fetched.has(href)) continue;
    fetched.add(href);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    // As the app's import will ask (Vite's module preloads are CORS requests), so the cache entry matches.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
