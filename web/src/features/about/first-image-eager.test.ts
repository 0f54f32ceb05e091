import { describe, expect, it } from 'vitest';
import { withFirstImageEager } from './first-image-eager';

describe('withFirstImageEager', () => {
  it('loads the first image at once and keeps the later ones lazy', () => {
    const html =
      '<p>Text</p><p><img src="https://cdn.test/a.jpg" alt="A" width="1600" height="1067" loading="lazy" /></p>' +
      '<p><img src="https://cdn.test/b.jpg" alt="B" loading="lazy" /></p>';
    expect(withFirstImageEager(html)).toBe(
      '<p>Text</p><p><img src="https://cdn.test/a.jpg" alt="A" width="1600" height="1067" /></p>' +
        '<p><img src="https://cdn.test/b.jpg" alt="B" loading="lazy" /></p>',
    );
  });

  it('leaves a text without images, or whose first image is not lazy, as it is', () => {
    expect(withFirstImageEager('<p>loading="lazy"</p>')).toBe('<p>loading="lazy"</p>');
    expect(withFirstImageEager('<img src="a.jpg"><img src="b.jpg" loading="lazy">')).toBe(
      '<img src="a.jpg"><img src="b.jpg" loading="lazy">',
    );
  });
});
