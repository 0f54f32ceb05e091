import { describe, expect, it } from 'vitest';
import { resizedSrcSet, resizedUrl } from './responsive';

describe('responsive image URLs', () => {
  it('sends storage URLs through /img at fixed widths', () => {
    expect(resizedUrl('http://s.test/storage/a b.jpg', 360)).toBe('/img/360?src=http%3A%2F%2Fs.test%2Fstorage%2Fa%20b.jpg');
    expect(resizedSrcSet('http://s.test/a.jpg', 240, 480)).toBe(
      '/img/240?src=http%3A%2F%2Fs.test%2Fa.jpg 240w, /img/360?src=http%3A%2F%2Fs.test%2Fa.jpg 360w, /img/480?src=http%3A%2F%2Fs.test%2Fa.jpg 480w',
    );
  });

  it('leaves data and relative URLs alone', () => {
    expect(resizedUrl('data:image/gif;base64,AA', 240)).toBe('data:image/gif;base64,AA');
    expect(resizedSrcSet('/favicon.svg', 240, 480)).toBeUndefined();
  });
});
