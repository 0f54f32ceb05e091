import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures';
import { useSite } from './site-fixture';

// A one-second read cache, so a change in the back office reaches the page quickly.
const { site, browser } = useSite({ CACHE_TTL_SECONDS: '1' });

const ZOOM = 15;

/** The OpenStreetMap tile (x/y at zoom 15) that holds a point: Leaflet asks for it when the map is centred there. */
function tileOf(lat: number, lng: number): string {
  const n = 2 ** ZOOM;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `/${ZOOM}/${x}/${y}.png`;
}

/** Waits until React has adopted the page: its props sit on the contact form's fields. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const field = document.querySelector('form input');
    return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps$'));
  });
}

async function openContact(page: Page, tiles: string[]) {
  tiles.length = 0;
  await page.goto(`${site().url}/en/contact`);
  const map = page.getByRole('region', { name: 'Map showing the agency location' });
  // The map is built once the visitor is on the page (a click here, once the app runs: a click
  // before it is the browser's alone); a placeholder until then.
  await hydrated(page);
  await map.click();
  await map.locator('.leaflet-marker-icon').waitFor();
  return {
    address: (await page.locator('.contact-details__address').innerText()).trim(),
    destination: new URL(
      (await page.getByRole('link', { name: /Get directions/ }).getAttribute('href'))!,
    ).searchParams.get('destination'),
    pin: [Number(await map.getAttribute('data-lat')), Number(await map.getAttribute('data-lng'))],
  };
}

describe('contact map', () => {
  it("puts the pin and the directions on the contact record's address, and follows a change to it", async () => {
    const { context, page } = await openPage(browser(), 'phone');
    const tiles: string[] = [];
    // Tiles cannot load here (no internet), but the map still asks for the ones around its centre.
    page.on('request', (request) => {
      if (request.url().includes('tile.openstreetmap.org')) tiles.push(new URL(request.url()).pathname);
    });
    try {
      const before = await openContact(page, tiles);
      // The demo's record (demo-upstream/src/data/panel-content.ts), not the configured MAP_LAT/MAP_LNG.
      expect(before.destination).toBe(before.address);
      expect(before.pin).toEqual([-12.999, -38.513]);
      await expect.poll(() => tiles).toContain(tileOf(-12.999, -38.513));

      const moved = {
        address: 'Rua Marquês de Leão, 172 - Barra, Salvador - BA, 40140-230',
        lat: -13.0093,
        lng: -38.5297,
      };
      expect(tileOf(moved.lat, moved.lng)).not.toBe(tileOf(-12.999, -38.513));
      await site().demo!.setContact(moved);
      await expect
        .poll(async () => (await openContact(page, tiles)).address, { timeout: 15_000 })
        .toBe(moved.address);
      const after = await openContact(page, tiles);
      expect(after.destination).toBe(moved.address);
      expect(after.pin).toEqual([moved.lat, moved.lng]);
      await expect.poll(() => tiles).toContain(tileOf(moved.lat, moved.lng));
    } finally {
      await context.close();
    }
  });

  it('shows the placeholder until the visitor is on the page, and builds no map before', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    const mapCode: string[] = [];
    page.on('request', (request) => {
      if (/contact-map|leaflet/.test(request.url())) mapCode.push(request.url());
    });
    try {
      await page.goto(`${site().url}/contato`, { waitUntil: 'networkidle' });
      const map = page.getByRole('region', { name: 'Mapa com a localização da agência' });
      // React has adopted the page, yet no map code was fetched or run.
      await hydrated(page);
      expect(await map.locator('.contact-map__pin').count()).toBe(1);
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      expect(mapCode).toEqual([]);

      await page.mouse.wheel(0, 40);
      await map.locator('.leaflet-marker-icon').waitFor();
    } finally {
      await context.close();
    }
  });
});
