import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CHUNK_MODULES_FILE } from '../build/chunk-modules';
import { APP_MODULE } from '../server/asset-links';
import { MESSAGE_MODULES } from '../src/core/locale-messages';
import { SCREEN_LOAD_MODULES } from '../src/shell/screens';
import type { Locale } from '../src/i18n/locales';
import type { Screen } from '../src/routing/routes';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
const CLIENT = new URL('../dist/client/', import.meta.url);

/** Budgets of JavaScript loaded before a screen is interactive (gzip, bytes; step 10). */
export const BUDGETS: Partial<Record<Screen, number>> = {
  models: 175 * 1024,
  home: 190 * 1024,
  modelProfile: 190 * 1024,
};

// Loaded after the page is shown or on interaction only: sliders, toasts, forms, maps, and the
// other languages' messages (the pages measured are in English).
const AFTER_FIRST_PAINT = [
  /^swiper\//,
  /^react-hot-toast\//,
  /^zod\//,
  /^leaflet\//,
  /^react-hook-form\//,
  /^src\/components\/form\//,
  /^src\/i18n\/messages\/(pt|es)\.ts$/,
];

/** Modules that must stay out of a screen's start-up graph (as build/chunk-modules.ts names them). */
export const FORBIDDEN: Record<string, RegExp[]> = {
  home: AFTER_FIRST_PAINT,
  models: AFTER_FIRST_PAINT,
  modelProfile: AFTER_FIRST_PAINT,
};

type Manifest = Record<string, Chunk>;
const readManifest = () =>
  JSON.parse(readFileSync(new URL('.vite/manifest.json', CLIENT), 'utf8')) as Manifest;

/** The chunks of these manifest keys and everything they import statically. */
function closure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

/** The bootstrap, the only script in the HTML, with its static imports: all that runs before the hero is painted. */
export function bootFiles(): string[] {
  const manifest = readManifest();
  return closure(manifest, [Object.keys(manifest).find((key) => manifest[key]!.isEntry)!]);
}

/**
 * What the browser fetches before hydrating: the bootstrap entry, the app it imports, the screen's
 * chunks (a form's with the jitless setting) and one language's messages (all preloaded together,
 * src/boot.ts), with everything they import statically. Other dynamic imports (other screens,
 * swiper, toasts) are not counted.
 */
export function startupFiles(screen: Screen, locale: Locale = 'en'): string[] {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  return closure(manifest, [entry, APP_MODULE, ...SCREEN_LOAD_MODULES[screen], MESSAGE_MODULES[locale]]);
}

/** The script modules inside the given chunks (package paths, or src/... for our own). */
export function modulesOf(files: string[]): string[] {
  const modules = JSON.parse(readFileSync(new URL(CHUNK_MODULES_FILE, CLIENT), 'utf8')) as Record<
    string,
    string[]
  >;
  // Imported CSS leaves an empty module in its chunk; the styles themselves are inlined in the HTML.
  return files.flatMap((file) => modules[file] ?? []).filter((id) => !id.endsWith('.css'));
}

export function gzipBytes(files: string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(new URL(file, CLIENT)), { level: 9 }).length,
    0,
  );
}
