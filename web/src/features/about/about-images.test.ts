import { describe, expect, it } from 'vitest';
import { ABOUT_IMAGE_SIZES, withAboutImages } from './about-images';

describe('withAboutImages', () => {
  it('loads the first image at once and at high priority, and keeps the later ones lazy', () => {
    const html =
      '<p>Text</p><p><img src="https://cdn.test/a.jpg" alt="A" width="1600" height="1067" loading="lazy" /></p>' +
      '<p><img src="https://cdn.test/b.jpg" alt="B" loading="lazy" /></p>';
    expect(withAboutImages(html)).toBe(
      '<p>Text</p><p><img fetchpriority="high" src="https://cdn.test/a.jpg" alt="A" width="1600" height="1067" /></p>' +
        '<p><img src="https://cdn.test/b.jpg" alt="B" loading="lazy" /></p>',
    );
  });

  it('says how wide the page shows an image offered at several widths', () => {
    const html = '<img src="a.jpg" srcset="/img/240?src=a 240w, /img/360?src=a 360w" loading="lazy" />';
    expect(withAboutImages(html)).toBe(
      `<img sizes="${ABOUT_IMAGE_SIZES}" fetchpriority="high" src="a.jpg" srcset="/img/240?src=a 240w, /img/360?src=a 360w" />`,
    );
  });

  it('leaves a text without images as it is, and a priority the text set', () => {
    expect(withAboutImages('<p>loading="lazy"</p>')).toBe('<p>loading="lazy"</p>');
    expect(withAboutImages('<img fetchpriority="low" src="a.jpg"><img src="b.jpg" loading="lazy">')).toBe(
      '<img fetchpriority="low" src="a.jpg"><img src="b.jpg" loading="lazy">',
    );
  });
});
