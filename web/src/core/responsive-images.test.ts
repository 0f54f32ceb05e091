import { describe, expect, it } from 'vitest';
import { coverSizes, resizedSrcSet, resizedUrl } from './responsive-images';

describe('responsive image URLs', () => {
  it('sends storage URLs through /img at fixed widths', () => {
    expect(resizedUrl('http://s.test/storage/a b.jpg', 360)).toBe(
      '/img/360?src=http%3A%2F%2Fs.test%2Fstorage%2Fa%20b.jpg',
    );
    expect(resizedSrcSet('http://s.test/a.jpg', 240, 480)).toBe(
      '/img/240?src=http%3A%2F%2Fs.test%2Fa.jpg 240w, /img/360?src=http%3A%2F%2Fs.test%2Fa.jpg 360w, /img/480?src=http%3A%2F%2Fs.test%2Fa.jpg 480w',
    );
  });

  it('offers 2400 px for full-screen photos on dense screens', () => {
    expect(resizedSrcSet('http://s.test/a.jpg', 1600, 2400)).toMatch(/ 1600w, .*\/img\/2400\?src=.* 2400w$/);
  });

  it('leaves data and relative URLs alone', () => {
    expect(resizedUrl('data:image/gif;base64,AA', 240)).toBe('data:image/gif;base64,AA');
    expect(resizedSrcSet('/favicon.svg', 240, 480)).toBeUndefined();
  });
});

describe('coverSizes', () => {
  it('says the painted width: the box, or its height at the photo’s shape when that is wider', () => {
    expect(coverSizes('100vw', '100vh', 16 / 9)).toBe('max(100vw, calc(100vh * 1.7778))');
    expect(coverSizes('33.34vw', '(100svh - 4rem)', 9 / 16)).toBe(
      'max(33.34vw, calc((100svh - 4rem) * 0.5625))',
    );
  });
});
