import { describe, expect, it } from 'vitest';
import { isVideoSlide, planHomeSliders, shouldLoop, type LayoutSlide } from './slider-layout';

const slide = (id: string, kind: LayoutSlide['kind'] = 'IMAGE'): LayoutSlide => ({
  id,
  kind,
  desktopUrl: `https://cdn.test/${id}-desktop.${kind === 'VIDEO' ? 'mp4' : 'jpg'}`,
  mobileUrl: `https://cdn.test/${id}-mobile.${kind === 'VIDEO' ? 'mp4' : 'jpg'}`,
});
const ids = (slides: readonly LayoutSlide[] | undefined) => slides?.map((s) => s.id);

describe('planHomeSliders', () => {
  it('puts every slide of every group, in group order, into the one mobile slider', () => {
    const layout = planHomeSliders([
      { index: 1, slides: [slide('b1')] },
      { index: 0, slides: [slide('a1'), slide('a2')] },
      { index: 2, slides: [slide('c1')] },
    ]);
    expect(ids(layout.mobile?.slides)).toEqual(['a1', 'a2', 'b1', 'c1']);
  });

  it('gives each of the groups 0, 1 and 2 its own desktop slider, left to right', () => {
    const layout = planHomeSliders([
      { index: 2, slides: [slide('c1')] },
      { index: 0, slides: [slide('a1'), slide('a2')] },
      { index: 1, slides: [slide('b1'), slide('b2')] },
    ]);
    expect(layout.desktop.map((p) => ids(p.slides))).toEqual([['a1', 'a2'], ['b1', 'b2'], ['c1']]);
  });

  it('appends extra groups to the mobile slider and deals their slides to the desktop sliders in turn', () => {
    const layout = planHomeSliders([
      { index: 0, slides: [slide('a1')] },
      { index: 1, slides: [slide('b1')] },
      { index: 2, slides: [slide('c1')] },
      { index: 4, slides: [slide('y1')] },
      { index: 3, slides: [slide('x1'), slide('x2'), slide('x3'), slide('x4')] },
    ]);
    expect(ids(layout.mobile?.slides)).toEqual(['a1', 'b1', 'c1', 'x1', 'x2', 'x3', 'x4', 'y1']);
    expect(layout.desktop.map((p) => ids(p.slides))).toEqual([
      ['a1', 'x1', 'x4'],
      ['b1', 'x2', 'y1'],
      ['c1', 'x3'],
    ]);
  });

  it('drops a desktop slider that has no slides, so the others share the width', () => {
    const layout = planHomeSliders([
      { index: 0, slides: [slide('a1')] },
      { index: 1, slides: [] },
      { index: 2, slides: [slide('c1')] },
    ]);
    expect(layout.desktop.map((p) => p.key)).toEqual(['desktop-0', 'desktop-2']);
  });

  it('skips slides without any file and has no slider at all without slides', () => {
    const empty = { id: 'none', kind: 'IMAGE' as const, desktopUrl: null, mobileUrl: null };
    expect(planHomeSliders([{ index: 0, slides: [empty] }])).toEqual({ mobile: null, desktop: [] });
    expect(planHomeSliders([])).toEqual({ mobile: null, desktop: [] });
  });

  it('loops a slider only when it has more than one slide', () => {
    const layout = planHomeSliders([
      { index: 0, slides: [slide('a1'), slide('a2')] },
      { index: 1, slides: [slide('b1')] },
    ]);
    expect(layout.mobile?.loop).toBe(true);
    expect(layout.desktop.map((p) => p.loop)).toEqual([true, false]);
  });
});

describe('shouldLoop', () => {
  it('is false for zero or one slide and true from two', () => {
    expect([0, 1, 2, 7].map(shouldLoop)).toEqual([false, false, true, true]);
  });
});

describe('isVideoSlide', () => {
  it('follows the kind the API gives', () => {
    expect(isVideoSlide(slide('v', 'VIDEO'))).toBe(true);
    expect(isVideoSlide(slide('i'))).toBe(false);
  });

  it('also treats a .mp4, .webm or .ogg file as a video, whatever the kind says', () => {
    for (const ext of ['mp4', 'webm', 'OGG']) {
      expect(
        isVideoSlide({
          id: ext,
          kind: 'IMAGE',
          desktopUrl: null,
          mobileUrl: `https://cdn.test/a.${ext}?v=2`,
        }),
      ).toBe(true);
    }
    expect(
      isVideoSlide({ id: 'j', kind: 'IMAGE', desktopUrl: 'https://cdn.test/mp4.jpg', mobileUrl: null }),
    ).toBe(false);
  });
});
