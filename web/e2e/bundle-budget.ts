import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SCREEN_MODULES } from '../src/app/screens';
import type { Screen } from '../src/routing/routes';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
const CLIENT = new URL('../dist/client/', import.meta.url);

/** Budgets of JavaScript loaded before a screen is interactive (gzip, bytes). */
export const BUDGETS: Partial<Record<Screen, number>> = {
  models: 200 * 1024,
  home: 230 * 1024,
  modelProfile: 230 * 1024,
};

/** Packages that must stay out of a screen's start-up graph unless it shows them. */
export const FORBIDDEN: Record<string, RegExp[]> = {
  home: [/leaflet/, /react-hook-form/, /message-form|textarea-field/],
  models: [/swiper/, /leaflet/, /react-hook-form/, /message-form|textarea-field/],
  modelProfile: [/leaflet/, /react-hook-form/, /message-form|textarea-field/],
};

/**
 * The entry plus the screen's chunk and everything either imports statically: what the browser
 * fetches (modulepreload) before hydrating. Dynamic imports (other screens) are not counted.
 */
export function startupFiles(screen: Screen): string[] {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', CLIENT), 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
  visit(SCREEN_MODULES[screen]);
  return [...files];
}

export function gzipBytes(files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, CLIENT)), { level: 9 }).length, 0);
}
