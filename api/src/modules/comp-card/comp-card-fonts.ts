import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// The site's display face (web/src/styles/fonts.css), from the same @fontsource package, through its
// documented `files/*` export. The latin subset covers Portuguese and Spanish names and labels.
const file = (weight: number) =>
  require.resolve(`@fontsource/cormorant-garamond/files/cormorant-garamond-latin-${weight}-normal.woff`);

let fonts: { regular: Buffer; medium: Buffer; bold: Buffer } | undefined;

/** The card's fonts, read once per process (about 100 KB), embedded as subsets by pdfkit. */
export function cardFonts(): { regular: Buffer; medium: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(file(500)),
    medium: readFileSync(file(600)),
    bold: readFileSync(file(700)),
  };
  return fonts;
}
