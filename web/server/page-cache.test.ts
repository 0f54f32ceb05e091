import { describe, expect, it } from 'vitest';
import { PageCache, type DataFreshness } from './page-cache';

function freshness(freshUntil: number): DataFreshness & { generation: number } {
  return { generation: 0, track: async (work) => ({ value: await work(), freshUntil }) };
}

describe('page cache', () => {
  it('keeps a 200 page only while its data is fresh and until the cache is expired by hand', async () => {
    const data = freshness(Date.now() + 60_000);
    const pages = new PageCache(data, 300_000);
    const key = PageCache.keyOf('site.test', '/en/models/women/fashion');
    const { freshUntil } = await pages.track(async () => 'html');
    pages.set(key, { status: 200, html: 'a', freshUntil }, data.generation);
    expect(pages.get(key)?.html).toBe('a');
    data.generation++;
    expect(pages.get(key)).toBeUndefined();
  });

  it('never keeps error pages, stale renders or URLs with a query', () => {
    const data = freshness(0);
    const pages = new PageCache(data, 300_000);
    const key = PageCache.keyOf('h', '/en');
    pages.set(key, { status: 503, html: 'x', freshUntil: Date.now() + 1000 }, 0);
    pages.set(key, { status: 200, html: 'x', freshUntil: Date.now() - 1 }, 0);
    expect(pages.get(key)).toBeUndefined();
    expect(PageCache.keyOf('h', '/en?x=1')).toBeNull();
  });
});
