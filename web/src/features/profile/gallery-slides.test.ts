import { describe, expect, it } from 'vitest';
import { gallerySlides } from './gallery-slides';

const P = (id: string) => ({ id, orientation: 'PORTRAIT' as const });
const L = (id: string) => ({ id, orientation: 'LANDSCAPE' as const });
const ids = (
  slides: ReturnType<typeof gallerySlides<{ id: string; orientation: 'PORTRAIT' | 'LANDSCAPE' }>>,
) => slides.map((slide) => slide.photos.map((photo) => photo.id).join('+'));

describe('gallerySlides', () => {
  it('pairs portraits two per slide on desktop', () => {
    expect(ids(gallerySlides([P('a'), P('b'), P('c'), P('d')], 'pairs'))).toEqual(['a+b', 'c+d']);
  });

  it('gives a landscape photo a slide of its own', () => {
    expect(ids(gallerySlides([L('a'), P('b'), P('c'), L('d')], 'pairs'))).toEqual(['a', 'b+c', 'd']);
  });

  it('leaves a portrait alone when its neighbour is a landscape or missing, keeping the gallery order', () => {
    expect(ids(gallerySlides([P('a'), L('b'), P('c'), P('d'), P('e')], 'pairs'))).toEqual([
      'a',
      'b',
      'c+d',
      'e',
    ]);
  });

  it('shows one photo per slide on phones', () => {
    expect(ids(gallerySlides([P('a'), P('b'), L('c')], 'single'))).toEqual(['a', 'b', 'c']);
  });

  it('records where each slide starts in the gallery', () => {
    expect(gallerySlides([P('a'), P('b'), L('c'), P('d')], 'pairs').map((slide) => slide.first)).toEqual([
      0, 2, 3,
    ]);
  });

  it('makes no slide of an empty gallery', () => {
    expect(gallerySlides([], 'pairs')).toEqual([]);
  });
});
