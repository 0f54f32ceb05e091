import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './site-config';

describe('site configuration', () => {
  it('mounts the API unless API_URL is set', () => {
    expect(parseSiteConfig({}).forwarding).toBeNull();
    expect(
      parseSiteConfig({ API_URL: 'http://api:4000/', MEDIA_ORIGIN: 'https://cdn.example.com/storage/' })
        .forwarding,
    ).toEqual({
      apiUrl: 'http://api:4000',
      mediaOrigin: 'https://cdn.example.com',
    });
  });

  it('stops with a message naming API_URL when malformed, or MEDIA_ORIGIN when missing', () => {
    expect(() => parseSiteConfig({ API_URL: 'ftp://api' })).toThrow(/API_URL is malformed/);
    expect(() => parseSiteConfig({ API_URL: 'http://api:4000' })).toThrow(/MEDIA_ORIGIN is missing/);
  });
});
