import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blurryImages, drawnImages } from './image-sharpness';
import { gotoReady, openPage, VIEWPORTS, WIDE_VIEWPORT } from './fixtures';
import { graphql, useSite } from './site-fixture';

// Every photo is drawn from a file at least as wide as it is painted in device pixels (up to 2x),
// or the whole storage file where that is smaller. Phones and 1366 px laptops are checked at 2x
// (the dense screens that showed the blur); a 1920 px monitor at 1x, the usual density at that
// width (at 2x a full-screen photo would want 3840 px, beyond the 2400 px the resizer makes).

const { site, browser } = useSite();

const SCREENS = [
  { name: 'phone', size: VIEWPORTS.phone, dpr: 2 },
  { name: 'laptop', size: VIEWPORTS.desktop, dpr: 2 },
  { name: 'monitor', size: WIDE_VIEWPORT, dpr: 1 },
] as const;

async function profilePath(): Promise<string> {
  const board = await graphql<{ models: { nodes: { id: string; galleries: { book: unknown[] } | null }[] } }>(
    site(),
    '{ models(category: FASHION, gender: WOMAN, first: 5) { nodes { id galleries { book { url } } } } }',
  );
  const model = board.models.nodes.find((m) => (m.galleries?.book.length ?? 0) > 2)!;
  return `/en/models/${model.id}/x`;
}

async function sharpness(page: Page, expectAtLeast: number) {
  const images = await drawnImages(page);
  expect(images.length).toBeGreaterThanOrEqual(expectAtLeast);
  expect(await blurryImages(images)).toEqual([]);
  return images;
}

describe.each(SCREENS)('photos at $name width ($size.width px, $dpr x)', ({ size, dpr }) => {
  it('are sharp on the pre-home, the home, a board and a profile; home columns are not slivers of landscapes', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), size, { deviceScaleFactor: dpr });
    try {
      await gotoReady(page, `${site().url}/`);
      await page.getByRole('dialog').waitFor();
      await sharpness(page, 1);

      await gotoReady(page, `${site().url}/en`);
      const home = await sharpness(page, size.width >= 1024 ? 3 : 1);
      // A column keeps at least four fifths of its photo's width: portrait files, no 16:9 sliver.
      for (const image of home)
        expect(image.drawnWidth, image.src).toBeLessThanOrEqual(image.boxWidth * 1.25);

      await gotoReady(page, `${site().url}/en/models/women/fashion`);
      await sharpness(page, size.width >= 1024 ? 5 : 2);

      await gotoReady(page, `${site().url}${await profilePath()}`);
      await sharpness(page, 1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
