import { MESSAGE_MODULES } from '../src/core/locale-messages.js';
import { SCREEN_LOAD_MODULES } from '../src/shell/screens.js';
import type { Locale } from '../src/i18n/locales.js';
import type { Screen } from '../src/routing/routes.js';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** The app behind the page's bootstrap script (src/boot.ts imports it once the hero is painted). */
export const APP_MODULE = 'src/entry-client.tsx';

export type PageAssets = {
  /** Tags for the head: the CSS of the app and the screen (so the first paint is styled, also without JavaScript). */
  head: string;
  /** Script chunks the bootstrap preloads along with the app, so none waits for another to run first. */
  modules: string[];
  /** Each screen's own files (scripts and styles beyond the app's), which the app may prefetch. */
  screens?: Partial<Record<Screen, string[]>>;
};

/**
 * What a server-rendered page needs besides the template: the CSS of the app and of its screen, and
 * the script chunks of the app, the screen and the page language's messages. No chunk is preloaded
 * from the HTML: they would share the first round trips with the hero image, which comes first.
 */
export function pageAssets(
  manifest: Manifest,
  page: { screen: Screen | null; locale: Locale },
  styleTag: (file: string) => string = (file) => `<link rel="stylesheet" href="/${file}">`,
): PageAssets {
  const css = new Set<string>();
  const scripts = new Set<string>();
  // The bootstrap's own imports are in the template already.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const seen = new Set<string>(entry?.imports ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry is the bootstrap itself, already in the template with its CSS.
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    scripts.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(APP_MODULE);
  if (page.screen) SCREEN_LOAD_MODULES[page.screen].forEach(visit);
  visit(MESSAGE_MODULES[page.locale]);
  return { head: [...css].map(styleTag).join('\n    '), modules: [...scripts] };
}

/**
 * The files each screen adds to the app: what the browser fetches ahead (`rel=prefetch`, into its
 * HTTP cache, nothing run or applied) for a screen the visitor is likely to open next
 * (web/src/shell/prefetch-files.ts). The same for every page of a build.
 */
export function screenFiles(manifest: Manifest): Record<Screen, string[]> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const shared = new Set<string>(entry?.imports ?? []);
  const closure = (key: string, seen: Set<string>, files: string[]) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`, ...(chunk.css ?? []).map((file) => `/${file}`));
    chunk.imports?.forEach((next) => closure(next, seen, files));
  };
  closure(APP_MODULE, shared, []);
  const files = (screen: Screen) => {
    const list: string[] = [];
    const seen = new Set(shared);
    for (const module of SCREEN_LOAD_MODULES[screen]) closure(module, seen, list);
    return list;
  };
  return Object.fromEntries(
    Object.keys(SCREEN_LOAD_MODULES).map((screen) => [screen, files(screen as Screen)]),
  ) as Record<Screen, string[]>;
}
