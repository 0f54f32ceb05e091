import { SCREEN_MODULES } from '../src/app/screens.js';
import type { Screen } from '../src/routing/routes.js';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The <link> tags a server-rendered screen needs: its CSS (so the first paint is styled, also
 * without JavaScript) and its JavaScript chunks preloaded in parallel with the entry.
 */
export function screenAssetLinks(
  manifest: Manifest,
  screen: Screen | null,
  template: string,
  styleTag: (file: string) => string = (file) => `<link rel="stylesheet" href="/${file}">`,
): string {
  if (!screen) return '';
  const css = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    // The template already preloads the entry's own chunks.
    if (!template.includes(`/${chunk.file}"`)) scripts.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach((imported) => visit(imported, seen));
  };
  visit(SCREEN_MODULES[screen], new Set());
  return [
    ...[...css].map(styleTag),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}
