import { describe, expect, it } from 'vitest';
import { graphql, useSite } from './site-fixture';

// The profile as a client abroad reads it, served by the site with the demo upstream: measures in
// both units in the language's order, and the comp card link (its size once the card is made);
// with and without JavaScript, on a phone and a laptop.

const { site, browser } = useSite();

type Measures = { model: { measures: { label: string; metric: string | null; imperial: string | null }[] } };

describe('Measures in both units and the comp card link', () => {
  it.each([
    ['pt', '/modelos/48213', 390, true],
    ['en', '/en/models/48213', 1366, true],
    ['en', '/en/models/48213', 390, false],
    ['pt', '/modelos/48213', 1366, false],
  ] as const)('%s %s at %i px, JavaScript %s', async (locale, path, width, javaScript) => {
    const { model } = await graphql<Measures>(
      site(),
      'query($locale: Locale!) { model(id: "48213") { measures(locale: $locale) { label metric imperial } } }',
      { locale: locale.toUpperCase() },
    );
    const height = model.measures[0]!;
    const expected =
      locale === 'en' ? `${height.imperial} · ${height.metric}` : `${height.metric} · ${height.imperial}`;
    const context = await browser().newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: javaScript,
    });
    const page = await context.newPage();
    try {
      // The server-rendered page is what is checked: no need to wait for the photos.
      await page.goto(site().url + path, { waitUntil: 'domcontentloaded' });
      const row = page.locator('.measure-list__row', { hasText: height.label });
      expect(await row.locator('dd').textContent()).toBe(expected);
      const link = page.getByRole('link', { name: /^Comp card/ });
      expect(await link.textContent()).toMatch(/^Comp card \(PDF(, \d+ KB)?\)$/);
      // The card itself (a PDF parsed in three languages) is api/test/comp-card.test.ts's: made in
      // this process, its first build would hold up this test's own requests on a loaded machine.
      expect(await link.getAttribute('href')).toBe(`/downloads/comp-card/48213-${locale}.pdf`);
      expect(await link.getAttribute('type')).toBe('application/pdf');
    } finally {
      await context.close();
    }
  });
});
