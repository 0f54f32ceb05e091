import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures';
import { useSite } from './site-fixture';

// The home's video slide (spec: a slide file ending .mp4, .webm or .ogg plays muted 1.5 s after
// its slide becomes active): the slider a visitor sees holds it from the start, the autoplay
// brings it, it plays (a phone its small copy), with a poster until then, and the slider the width
// hides leaves its own video unloaded and still.

const { site, browser } = useSite();

type VideoState = {
  inVisibleSlider: number;
  activeAt: number | null;
  playingAt: number | null;
  playing: boolean;
  muted: boolean;
  hidden: { readyState: number; paused: boolean }[];
};

describe.each(['phone', 'desktop'] as const)('the home at %s width', (viewport) => {
  it('brings the video slide round and plays it muted 1.5 s after it becomes active', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), viewport);
    try {
      // The page's timers on a clock the test moves on: the autoplay's 5 s a slide pass in a
      // moment, and the video's 1.5 s wait is measured on the same clock.
      await page.clock.install();
      // English: '/' would open the pre-home over the home first.
      await page.goto(`${site().url}/en`, { waitUntil: 'networkidle' });
      // Watch the first video of a shown slider: when its slide turns active and when it plays.
      const found = await page.evaluate(() => {
        const shown = [...document.querySelectorAll('.home-slider')].filter(
          (slider) => slider.getClientRects().length > 0,
        );
        const video = shown.flatMap((slider) => [...slider.querySelectorAll('video')])[0];
        if (!video) return 0;
        const slide = video.closest('.swiper-slide')!;
        const state = { activeAt: null as number | null, playingAt: null as number | null };
        (window as unknown as { videoState: typeof state }).videoState = state;
        new MutationObserver(() => {
          if (slide.classList.contains('swiper-slide-active')) state.activeAt ??= performance.now();
        }).observe(slide, { attributes: true, attributeFilter: ['class'] });
        video.addEventListener('playing', () => (state.playingAt ??= performance.now()));
        video.dataset.watched = 'true';
        return shown.reduce((count, slider) => count + slider.querySelectorAll('video').length, 0);
      });
      // The video slide is in the slider on screen from the start, not only once it is near.
      expect(found).toBeGreaterThan(0);
      if (viewport === 'phone') expect(await page.locator('.home__mobile video').count()).toBeGreaterThan(0);

      const read = () =>
        page.evaluate((): VideoState => {
          const video = document.querySelector<HTMLVideoElement>('video[data-watched]')!;
          const { activeAt, playingAt } = (
            window as unknown as { videoState: { activeAt: number | null; playingAt: number | null } }
          ).videoState;
          const hidden = [...document.querySelectorAll<HTMLVideoElement>('.home-slider video')].filter(
            (v) => v.getClientRects().length === 0,
          );
          return {
            inVisibleSlider: video.getClientRects().length,
            activeAt,
            playingAt,
            playing: !video.paused && video.currentTime > 0,
            muted: video.muted,
            hidden: hidden.map((v) => ({ readyState: v.readyState, paused: v.paused })),
          };
        });
      // The autoplay's pace (5 s a slide, 2.5 s fades) brings it within a minute of page time.
      await expect
        .poll(
          async () => {
            const state = await read();
            if (!state.playing) await page.clock.runFor(500);
            return state.playing;
          },
          { timeout: 60_000, interval: 100 },
        )
        .toBe(true);
      const state = await read();
      expect(state.inVisibleSlider).toBeGreaterThan(0);
      expect(state.muted).toBe(true);
      expect(state.activeAt).not.toBeNull();
      // Not before its 1.5 s (timer granularity aside).
      expect(state.playingAt! - state.activeAt!).toBeGreaterThanOrEqual(1450);
      // The layout this width hides keeps its videos unloaded and still.
      for (const video of state.hidden) expect(video).toEqual({ readyState: 0, paused: true });
      // A poster to paint before the first frame (the video's own first frame, made by the API), and
      // on a phone the API's small copy rather than the upload.
      const media = await page.evaluate(async () => {
        const video = document.querySelector<HTMLVideoElement>('video[data-watched]')!;
        const poster = new Image();
        poster.src = video.poster;
        await poster.decode();
        return { source: new URL(video.currentSrc).pathname, posterWidth: poster.naturalWidth };
      });
      expect(media.posterWidth).toBeGreaterThan(0);
      expect(media.source.startsWith('/video/')).toBe(viewport === 'phone');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
