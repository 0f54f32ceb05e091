import { describe, expect, it } from 'vitest';
import { groupSlides, isVideoFile } from './slide-groups.js';

const slide = (id: string, description: string | null) => ({
  id,
  image_desktop: `${id}.jpg`,
  image_mobile: null,
  description,
});

describe('home slide groups', () => {
  it('puts descriptions 1, 2, 3 in sliders 0, 1, 2 and others in extra groups in order', () => {
    const groups = groupSlides([
      slide('a', '2'),
      slide('b', '1'),
      slide('c', '7'),
      slide('d', ' 2 '),
      slide('e', '9'),
      slide('f', '7'),
    ]);
    expect(groups.map((g) => [g.index, g.key, g.slides.map((s) => s.id)])).toEqual([
      [0, '1', ['b']],
      [1, '2', ['a', 'd']],
      [2, '3', []],
      [3, '7', ['c', 'f']],
      [4, '9', ['e']],
    ]);
  });

  it('gives slides without a number an extra group of their own', () => {
    const groups = groupSlides([slide('x', null)]);
    expect(groups).toHaveLength(4);
    expect(groups[3]).toMatchObject({ index: 3, key: '', slides: [{ id: 'x' }] });
  });

  it('recognises video files by extension', () => {
    expect(isVideoFile('slides/intro.MP4')).toBe(true);
    expect(isVideoFile('a.webm')).toBe(true);
    expect(isVideoFile('a.ogg?v=2')).toBe(true);
    expect(isVideoFile('a.jpg')).toBe(false);
    expect(isVideoFile(null)).toBe(false);
  });
});
