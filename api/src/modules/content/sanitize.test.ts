import { describe, expect, it } from 'vitest';
import { sanitizeUpstreamHtml } from './sanitize.js';

describe('sanitizeUpstreamHtml', () => {
  it('keeps editor formatting and images', async () => {
    const html =
      '<h2>Sobre</h2><p><strong>30 anos</strong> no mercado</p><img src="https://cdn.example/a.jpg" alt="Equipe">';
    const clean = await sanitizeUpstreamHtml(html);
    expect(clean).toContain('<h2>Sobre</h2>');
    expect(clean).toContain('<strong>30 anos</strong>');
    expect(clean).toContain('src="https://cdn.example/a.jpg"');
  });

  it('offers a storage image at the widths /img makes, up to its own, and leaves other images as they are', async () => {
    const images = { publicOrigin: undefined, storageUrl: 'https://panel.example/storage/' };
    const stored = 'https://panel.example/storage/website/team.jpg';
    const clean = await sanitizeUpstreamHtml(
      `<img src="${stored}" width="500" height="300" alt="Equipe" srcset="https://evil.example/x.jpg 1w">` +
        '<img src="https://cdn.example/a.jpg" alt="Elsewhere">',
      images,
    );
    const path = (width: number) => `/img/${width}?src=${encodeURIComponent(stored)}`;
    expect(clean).toContain(`srcset="${path(240)} 240w, ${path(360)} 360w, ${path(480)} 480w"`);
    expect(clean).not.toContain('evil.example');
    expect(clean).toContain('<img src="https://cdn.example/a.jpg" alt="Elsewhere" loading="lazy" />');
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', /script|alert/],
    ['<img src=x onerror="alert(1)">', /onerror/],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/],
    ['<p style="background:url(javascript:alert(1))">x</p>', /style/],
    ['<iframe src="https://evil.example"></iframe>', /iframe/],
    ['<svg><animate onbegin="alert(1)"/></svg>', /onbegin|svg/],
    // Raw-text elements whose content a parser may hand on unescaped (CVE-2026-44990 used <xmp>).
    ['<xmp><script>alert(1)</script></xmp>', /script|alert/],
    ['<xmp><img src=x onerror=alert(1)></xmp>', /onerror/],
    ['<p><xmp></p><img src=x onerror=alert(1)></xmp>', /onerror/],
    ['<noembed><img src=x onerror=alert(1)></noembed>', /onerror/],
    ['<noscript><img src=x onerror=alert(1)></noscript>', /onerror/],
    ['<title><img src=x onerror=alert(1)></title>', /<img/],
    [
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
      /javascript:|form/,
    ],
  ])('removes %s', async (payload, forbidden) => {
    expect(await sanitizeUpstreamHtml(payload)).not.toMatch(forbidden);
  });
});
