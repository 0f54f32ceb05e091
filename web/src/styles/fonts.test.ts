import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONTS_DIR, subsetFonts } from '../../scripts/subset-fonts';

describe('font subsets', () => {
  it('are what scripts/subset-fonts.ts makes from the @fontsource files today', async () => {
    for (const [name, bytes] of await subsetFonts()) {
      expect(
        readFileSync(new URL(name, FONTS_DIR)).equals(bytes),
        `${name}: run node --import tsx scripts/subset-fonts.ts`,
      ).toBe(true);
    }
  });
});
