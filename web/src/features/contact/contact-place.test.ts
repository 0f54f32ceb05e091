import { describe, expect, it } from 'vitest';
import { directionsUrl, mapPoint } from './contact-place';

const configured = { lat: -13.0114, lng: -38.4902 };

describe('contact map point and directions', () => {
  it("puts the pin on the record's coordinates", () => {
    expect(mapPoint({ latitude: -12.98, longitude: -38.45 }, configured)).toEqual({
      lat: -12.98,
      lng: -38.45,
    });
    expect(mapPoint({ latitude: 0, longitude: 0 }, configured)).toEqual({ lat: 0, lng: 0 });
  });

  it('falls back to the configured point without usable coordinates', () => {
    expect(mapPoint(undefined, configured)).toBe(configured);
    expect(mapPoint({ latitude: null, longitude: -38 }, configured)).toBe(configured);
    expect(mapPoint({ latitude: 95, longitude: -38 }, configured)).toBe(configured);
    expect(mapPoint({ latitude: Number.NaN, longitude: -38 }, configured)).toBe(configured);
  });

  it("leads to the record's address, encoded whole", () => {
    const url = new URL(directionsUrl({ address: "Rua D'Ávila, 10 & 12 - Salvador/BA #2" }, configured));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe("Rua D'Ávila, 10 & 12 - Salvador/BA #2");
    expect(url.hash).toBe('');
  });

  it('leads to the point when there is no address', () => {
    expect(directionsUrl({ address: '  ' }, { lat: -12.5, lng: -38.25 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-12.5,-38.25',
    );
  });
});
