import type { Screen } from '../routing/routes';

let files: Partial<Record<Screen, string[]>> | null = null;
const fetched = new Set<string>();

/**
 * Fetches a screen's files ahead without running or applying them: its scripts as module preloads
 * (fetched, parsed and compiled into the page's module map, evaluated only when the screen is
 * imported), its styles into the HTTP cache (`rel=prefetch`). When the visitor opens the screen, its
 * import finds them there. Unlike importing ahead, nothing changes on the page shown (no styles of
 * another screen applied, no code run), and a failed fetch costs nothing (no chunk-error reload,
 * which is for a screen the visitor asked for). The server lists each screen's files in the page
 * (web/server/asset-links.ts); with none listed (the dev server) nothing is fetched ahead.
 */
export function prefetchScreenFiles(screen: Screen): void {
  files ??= JSON.parse(document.getElementById('screen-files')?.textContent ?? '{}') as Partial<
    Record<Screen, string[]>
  >;
  for (const href of files[screen] ?? []) {
    if (fetched.has(href)) continue;
    fetched.add(href);
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'prefetch';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // As the app's imports ask (Vite's preloads are CORS requests), so what is fetched is reused.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
