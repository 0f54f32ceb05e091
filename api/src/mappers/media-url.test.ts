import { describe, expect, it } from 'vitest';
import { absoluteMediaUrl } from './media-url.js';

const BASE = 'https://panel.example.com/storage/';

describe('absoluteMediaUrl', () => {
  it('keeps absolute http(s) URLs as they are', () => {
    expect(absoluteMediaUrl('https://cdn.example.com/a/b.jpg', BASE)).toBe('https://cdn.example.com/a/b.jpg');
    expect(absoluteMediaUrl(' http://cdn.example.com/x.png?v=1 ', BASE)).toBe(
      'http://cdn.example.com/x.png?v=1',
    );
  });

  it('treats an upload URL without a file name as no image', () => {
    expect(absoluteMediaUrl('https://panel.example.com/upload/.jpg', BASE)).toBeNull();
    expect(absoluteMediaUrl('https://panel.example.com/storage/upload/.jpg', BASE)).toBeNull();
    expect(absoluteMediaUrl('upload/.jpg', BASE)).toBeNull();
    expect(absoluteMediaUrl('https://panel.example.com/upload/a.jpg', BASE)).toBe(
      'https://panel.example.com/upload/a.jpg',
    );
  });

  it('joins relative paths to the storage base with exactly one slash', () => {
    const expected = 'https://panel.example.com/storage/talents/48213/cover.jpg';
    expect(absoluteMediaUrl('talents/48213/cover.jpg', BASE)).toBe(expected);
    expect(absoluteMediaUrl('/talents/48213/cover.jpg', BASE)).toBe(expected);
    expect(absoluteMediaUrl('talents/48213/cover.jpg', 'https://panel.example.com/storage')).toBe(expected);
    expect(absoluteMediaUrl('/talents/48213/cover.jpg', 'https://panel.example.com/storage')).toBe(expected);
  });

  it('encodes spaces and accents per segment without double-encoding', () => {
    expect(absoluteMediaUrl('fotos/Ana Clara Souza/capa ç.jpg', BASE)).toBe(
      'https://panel.example.com/storage/fotos/Ana%20Clara%20Souza/capa%20%C3%A7.jpg',
    );
    expect(absoluteMediaUrl('fotos/Ana%20Clara/capa.jpg', BASE)).toBe(
      'https://panel.example.com/storage/fotos/Ana%20Clara/capa.jpg',
    );
    expect(absoluteMediaUrl('fotos/100% real.jpg', BASE)).toBe(
      'https://panel.example.com/storage/fotos/100%25%20real.jpg',
    );
    expect(absoluteMediaUrl('a/b+c@2x,1.jpg', BASE)).toBe('https://panel.example.com/storage/a/b+c@2x,1.jpg');
  });

  it('keeps a query string on a relative path', () => {
    expect(absoluteMediaUrl('slides/a b.jpg?v=2', BASE)).toBe(
      'https://panel.example.com/storage/slides/a%20b.jpg?v=2',
    );
  });

  it('returns null for nothing', () => {
    expect(absoluteMediaUrl(null, BASE)).toBeNull();
    expect(absoluteMediaUrl(undefined, BASE)).toBeNull();
    expect(absoluteMediaUrl('', BASE)).toBeNull();
    expect(absoluteMediaUrl('   ', BASE)).toBeNull();
    expect(absoluteMediaUrl('/', BASE)).toBeNull();
    expect(absoluteMediaUrl('https://', BASE)).toBeNull();
  });
});
