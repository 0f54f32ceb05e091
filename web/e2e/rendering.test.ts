import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './fixtures';
import { graphql, useSite } from './site-fixture';

// A short breaker reset: the outage below opens the upstream circuit breakers, and the site
// should recover within the test, not after the default 10 s.
const { site, browser } = useSite({ UPSTREAM_BREAKER_RESET_MS: '500' });

describe('server rendering and routes', () => {
  it('serves a profile whose HTML, before any script runs, has the name, photo and Open Graph tags', async () => {
    const response = await fetch(`${site().url}/en/models/48213/ana-clara-souza`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Ana Clara Souza | Bahia Models</title>');
    expect(html).toMatch(/<meta property="og:title" content="Ana Clara Souza \| Bahia Models">/);
    // Shared links show the cover from our own origin, resized, in a format every crawler reads.
    const ogImage = html.match(/<meta property="og:image" content="([^"]+)">/)![1]!;
    expect(ogImage).toMatch(new RegExp(`^${site().url}/img/1080\\?src=http[^"]+\\.jpg$`));
    const shared = await fetch(ogImage, { headers: { accept: '*/*' } });
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-type')).toBe('image/jpeg');
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image">/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/en\/models\/48213\/ana-clara-souza">/);
    expect(html).toMatch(
      /<link rel="alternate" hreflang="pt-BR" href="[^"]+\/modelos\/48213\/ana-clara-souza">/,
    );
    expect(html).toContain('<meta name="theme-color" content="#333333"');
    expect(html).toContain('rel="manifest"');
    // The measures are in the HTML itself.
    expect(html).toMatch(/Height[\s\S]{0,200}178/);
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('renders the model list with its data and the Portuguese page in Portuguese', async () => {
    const html = await (await fetch(`${site().url}/modelos/mulheres/fashion`)).text();
    expect(html).toContain('<html lang="pt-BR">');
    const data = await graphql<{ models: { nodes: { name: string }[] } }>(
      site(),
      '{ models(category: FASHION, gender: WOMAN) { nodes { name } } }',
    );
    for (const { name } of data.models.nodes) expect(html).toContain(name);
    expect(html).toMatch(/<title>[^<]*\| Bahia Models<\/title>/);
  });

  it.each([
    ['/xx', 'This page could not be found.'],
    ['/fr/contact', 'This page could not be found.'],
    ['/en/nope', 'This page could not be found.'],
    ['/en/models/abc/someone', 'This page could not be found.'],
    ['/en/models/999999999/nobody', 'This page could not be found.'],
    ['/nao-existe', 'Esta página não foi encontrada.'],
  ])('answers %s with a real 404 and the 404 screen', async (path, text) => {
    const response = await fetch(site().url + path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(text);
    expect(html).toMatch(/href="\/"[^>]*>[^<]*(HOME|INÍCIO)/);
  });

  it('redirects the Portuguese prefix to the unprefixed path', async () => {
    for (const [from, to] of [
      ['/pt', '/'],
      ['/pt/contato', '/contato'],
      ['/pt/modelos/mulheres/fashion?letter=A', '/modelos/mulheres/fashion?letter=A'],
    ]) {
      const response = await fetch(site().url + from!, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
  });

  it('serves the English home on /en', async () => {
    const response = await fetch(`${site().url}/en`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en">');
  });

  it('paints the home styled from its HTML alone: no render-blocking stylesheet, the logo font preloaded', async () => {
    const html = await (await fetch(`${site().url}/en`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Every stylesheet link left is disabled (never fetched); the rules are in <style> blocks.
    expect(
      head.match(/<link rel="stylesheet"[^>]*>/g)?.filter((link) => !link.includes(' disabled')),
    ).toEqual([]);
    expect(head).toMatch(/<style data-href="\/assets\/index-[^"]+\.css">[^<]*\.site-header__logo/);
    expect(head).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/cormorant-garamond-latin-500-[^"]+\.woff2">/,
    );

    // First paint as the server sends it: no script, and any stylesheet request would fail.
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser().newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled });
      try {
        const stylesheets: string[] = [];
        await context.route(/\.css(\?|$)/, (route) => {
          // Another screen's styles prefetched into the cache (rel=prefetch) apply to nothing here.
          if (route.request().resourceType() === 'stylesheet') stylesheets.push(route.request().url());
          return route.abort();
        });
        const page = await context.newPage();
        await page.goto(`${site().url}/en`, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' });
        const styled = await page.evaluate(() => ({
          logoFont: getComputedStyle(document.querySelector('.site-header__logo')!).fontFamily,
          homeBackground: getComputedStyle(document.querySelector('.home')!).backgroundColor,
          homeHeight: document.querySelector('.home')!.getBoundingClientRect().height,
        }));
        expect(styled.logoFont, `javaScript ${javaScriptEnabled}`).toContain('Cormorant');
        expect(styled.homeBackground).toBe('rgb(20, 20, 20)');
        expect(styled.homeHeight).toBeGreaterThan(VIEWPORTS.desktop.height / 2);
        // Hydrating the lazy home screen does not fetch its CSS again either.
        expect(stylesheets).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('shows the 503 screen with a 503 status when the upstream is down and nothing is cached', async () => {
    // A profile no page of this file has shown or prepared (the app prefetches the menu's screens
    // and the first cards of a list): the last model of a board.
    const board = await graphql<{ models: { nodes: { id: string }[] } }>(
      site(),
      'query { models(category: COMMERCIAL, gender: MAN, first: 100) { nodes { id } } }',
    );
    const unseen = `/en/models/${board.models.nodes.at(-1)!.id}/x`;
    await site().demo!.setFaults({ outage: true }, 'both');
    try {
      const response = await fetch(`${site().url}${unseen}`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Service unavailable');
    } finally {
      await site().demo!.clearFaults();
    }
    // Recovers by itself once the breakers let a trial call through (half-open) and it succeeds.
    await expect
      .poll(async () => (await fetch(`${site().url}${unseen}`)).status, { timeout: 10_000 })
      .toBe(200);
  });
});
