import { describe, expect, it } from 'vitest';
import { HttpFreshness, maxAgeSeconds } from './http-freshness';

describe('page freshness from the API’s answers', () => {
  it('reads max-age, and nothing from answers that must not be reused', () => {
    expect(maxAgeSeconds('public, max-age=120')).toBe(120);
    expect(maxAgeSeconds('max-age=0')).toBe(0);
    expect(maxAgeSeconds('no-store')).toBe(0);
    expect(maxAgeSeconds('private, max-age=60')).toBe(0);
    expect(maxAgeSeconds(null)).toBe(0);
  });

  it('keeps a render fresh until its least fresh answer expires', async () => {
    const freshness = new HttpFreshness();
    const now = Date.now();
    const { value, freshUntil, tags } = await freshness.track(async () => {
      freshness.noteAnswer('public, max-age=300', 'boards', now);
      await Promise.resolve();
      freshness.noteAnswer('public, max-age=40', 'content,model:1', now);
      return 'html';
    });
    expect(value).toBe('html');
    expect(freshUntil).toBe(now + 40_000);
    // The page's Cache-Tag: every tag of every answer it was built from.
    expect(tags).toEqual(['boards', 'content', 'model:1']);
    expect(
      (await freshness.track(() => Promise.resolve(freshness.noteAnswer('no-store', null, now)))).freshUntil,
    ).toBe(now);
    // Outside a render (a forwarded request) nothing is noted.
    expect(() => freshness.noteAnswer('max-age=1')).not.toThrow();
  });
});
