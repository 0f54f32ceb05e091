import { readdir, readFile } from 'node:fs/promises';

/** The font of the header's logo, on every screen above the fold; the only one worth a preload. */
const ABOVE_THE_FOLD_FONT = /\/assets\/cormorant-garamond-latin-500-[\w-]+\.woff2/;

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

export type InlineStyles = {
  /** A <style> block with the file's rules, or the plain link when the file is not known. */
  styleTag: (file: string) => string;
  /** The template with its render-blocking stylesheet links inlined and the font preloaded. */
  inlineTemplate(template: string): string;
};

/**
 * A page's CSS is a few KB, so it travels inside the HTML instead of as render-blocking
 * stylesheets: the first paint no longer waits for extra round trips (ADR 8). Every CSS file of
 * the build is read once at start. Each inlined file keeps a `disabled` link, which the browser
 * never fetches but Vite's loader finds, so hydrating a lazy screen does not load its CSS again.
 */
export async function createInlineStyles(clientDir: URL): Promise<InlineStyles> {
  const assets = new URL('assets/', clientDir);
  const css = new Map<string, string>();
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.css')) continue;
    const text = await readFile(new URL(name, assets), 'utf8');
    // Cannot happen with Vite's minified output; kept as a link rather than break the page.
    if (!text.toLowerCase().includes('</style')) css.set(`assets/${name}`, text.trim());
  }
  const font = [...css.values()].map((text) => ABOVE_THE_FOLD_FONT.exec(text)?.[0]).find(Boolean);

  const styleTag = (file: string): string => {
    const text = css.get(file);
    if (text === undefined) return `<link rel="stylesheet" href="/${file}">`;
    return `<style data-href="/${file}">${text}</style><link rel="stylesheet" href="/${file}" disabled>`;
  };
  return {
    styleTag,
    inlineTemplate(template) {
      const inlined = template.replace(STYLESHEET_LINK, (_link, href: string) => styleTag(href.slice(1)));
      const preload = font
        ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">\n    `
        : '';
      return inlined.replace('<!--app-head-->', () => `${preload}<!--app-head-->`);
    },
  };
}
