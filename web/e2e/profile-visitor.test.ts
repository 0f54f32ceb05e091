import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, openPage } from './fixtures';
import { graphql, useSite } from './site-fixture';

// A profile as a visitor sees it: whole words in the name, a book across the page on desktop and
// photos in their own shape on phones, toasts clear of the gallery's controls with a quiet icon,
// and a video that cannot load replaced by a link to it.

const { site, browser } = useSite();

type Listed = {
  id: string;
  name: string;
  galleries: { book: { orientation: string }[]; video: { provider: string; videoId: string }[] } | null;
};

/** Models with their galleries (a profile read each, so a few only: the cost limit). */
async function models(): Promise<Listed[]> {
  const fields = 'nodes { id name galleries { book { orientation } video { provider videoId } } }';
  const answer = await graphql<Record<string, { nodes: Listed[] }>>(
    site(),
    `{ w: models(category: FASHION, gender: WOMAN, first: 8) { ${fields} } }`,
  );
  return answer['w']!.nodes;
}

/** The three names with the longest words, of every board. */
async function longNames(): Promise<{ id: string; name: string }[]> {
  type Page = {
    models: {
      nodes: { id: string; name: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
  const all: { id: string; name: string }[] = [];
  for (let after: string | null = null, more = true; more;) {
    const page: Page = await graphql<Page>(
      site(),
      'query($after: String) { models(first: 100, after: $after) { nodes { id name } pageInfo { hasNextPage endCursor } } }',
      { after },
    );
    all.push(...page.models.nodes);
    ({ hasNextPage: more, endCursor: after } = page.models.pageInfo);
  }
  return all.sort((a, b) => longestWord(b.name) - longestWord(a.name)).slice(0, 3);
}

const longestWord = (name: string) => Math.max(...name.split(' ').map((word) => word.length));

/** Words of the heading drawn across two lines (a Range over a word gives one box per line). */
function brokenWords(page: Page): Promise<string[]> {
  return page.locator('#profile-name').evaluate((heading) => {
    const text = heading.firstChild as Text;
    const broken: string[] = [];
    for (const match of text.data.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
    return broken;
  });
}

const overlaps = (a: DOMRect | null, b: DOMRect | null) =>
  !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.each(['phone', 'desktop'] as const)('a profile at %s width', (viewport) => {
  it('breaks names between words only, and frames the book as the screen allows', async () => {
    const [all, names] = await Promise.all([models(), longNames()]);
    expect(longestWord(names[0]!.name)).toBeGreaterThanOrEqual(10);
    const { context, page, consoleErrors } = await openPage(browser(), viewport);
    try {
      for (const model of names) {
        // Only the name's lines are read here: the app running the page is enough.
        await gotoReady(page, `${site().url}/en/models/${model.id}/x`);
        await page.evaluate(() => document.fonts.ready);
        expect(await brokenWords(page), model.name).toEqual([]);
        const fits = await page.locator('#profile-name').evaluate((h) => h.scrollWidth <= h.clientWidth + 1);
        expect(fits, model.name).toBe(true);
      }

      if (viewport === 'desktop') {
        // A book opening on two portraits: the pair spans (nearly) the book's width, controls in view.
        const paired = all.find(
          (m) =>
            m.galleries?.book[0]?.orientation === 'PORTRAIT' &&
            m.galleries.book[1]?.orientation === 'PORTRAIT',
        )!;
        await gotoReady(page, `${site().url}/en/models/${paired.id}/x`);
        await page.locator('.gallery-slider--pairs').waitFor();
        const book = (await page.locator('.profile__panel').boundingBox())!;
        const frame = (await page.locator('.swiper-slide-active .gallery-slide__frame').boundingBox())!;
        expect(frame.width / book.width).toBeGreaterThan(0.9);
        const controls = (await page.locator('.gallery-slider__controls').boundingBox())!;
        expect(controls.y + controls.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      } else {
        // Every slide in the shape of its photo: landscapes in landscape frames.
        const withLandscape = all.find((m) =>
          m.galleries?.book.some((photo) => photo.orientation === 'LANDSCAPE'),
        )!;
        await page.goto(`${site().url}/en/models/${withLandscape.id}/x`, { waitUntil: 'networkidle' });
        const shapes = await page.locator('.gallery-slide').evaluateAll((slides) =>
          slides.map((slide) => {
            const img = slide.querySelector('img')!;
            const box = slide.getBoundingClientRect();
            return {
              frame: box.width / box.height,
              photo: Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
            };
          }),
        );
        expect(shapes.some((shape) => shape.photo > 1)).toBe(true);
        for (const shape of shapes) expect(shape.frame).toBeCloseTo(shape.photo, 1);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows toasts clear of the gallery arrows and tabs with a quiet icon, and a link for a video that cannot load', async () => {
    const all = await models();
    const withVideo = all.find(
      (m) => (m.galleries?.video.length ?? 0) > 0 && (m.galleries?.book.length ?? 0) > 1,
    )!;
    const { context, page, consoleErrors } = await openPage(browser(), viewport);
    try {
      await gotoReady(page, `${site().url}/en/models/${withVideo.id}/x`);
      await page.getByRole('button', { name: /Add .* to favorites/ }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /added to your favorites/ })
        .waitFor();
      const toast = page.locator('.toast').filter({ hasText: /added to your favorites/ });
      // On phones the visitor scrolls down to the photos while the toast shows.
      await page
        .locator('.gallery-slider__controls')
        .evaluate((controls) => controls.scrollIntoView({ block: 'end' }));
      const controls = await page
        .locator('.gallery-slider__controls, .gallery-tabs [role="tab"]')
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        );
      const shown = await toast.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
      expect(controls.length).toBeGreaterThan(2);
      for (const control of controls) expect(overlaps(shown, control)).toBe(false);
      expect(await toast.locator('svg').count()).toBe(1);
      expect(await toast.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);

      // Offline here: the player's host cannot be reached, so its frame never speaks.
      await page.getByRole('tab', { name: 'Video' }).click();
      const fallback = page.getByRole('note').filter({ hasText: 'This video cannot be played here' }).first();
      await fallback.waitFor({ timeout: 20_000 });
      const link = fallback.getByRole('link', { name: /Watch on (YouTube|Vimeo)/ });
      const video = withVideo.galleries!.video[0]!;
      expect(await link.getAttribute('href')).toContain(video.videoId.split('/')[0]);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await page.locator('.video-gallery iframe:visible').count()).toBe(
        withVideo.galleries!.video.length - (await page.getByRole('note').count()),
      );
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
