import { describe, expect, it, vi } from 'vitest';
import { PageCache, type DataFreshness } from './page-cache';

function freshness(freshUntil: number): DataFreshness & { generation: number } {
  return { generation: 0, track: async (work) => ({ value: await work(), freshUntil }) };
}

describe('page cache', () => {
  it('keeps a 200 page only while its data is fresh and until the cache is expired by hand', async () => {
    const data = freshness(Date.now() + 60_000);
    const pages = new PageCache(data, 300_000, 600_000);
    const key = PageCache.keyOf('site.test', '/en/models/women/fashion');
    const { freshUntil } = await pages.track(() => Promise.resolve('html'));
    pages.set(key, { status: 200, html: 'a', freshUntil, tags: [] }, data.generation, Date.now());
    expect(pages.get(key)?.page.html).toBe('a');
    data.generation++;
    expect(pages.get(key)).toBeUndefined();
  });

  it('never keeps error pages, stale renders or URLs with a query', () => {
    const data = freshness(0);
    const pages = new PageCache(data, 300_000, 600_000);
    const key = PageCache.keyOf('h', '/en');
    pages.set(key, { status: 503, html: 'x', freshUntil: Date.now() + 1000, tags: [] }, 0, Date.now());
    pages.set(key, { status: 200, html: 'x', freshUntil: Date.now() - 1, tags: [] }, 0, Date.now());
    expect(pages.get(key)).toBeUndefined();
    expect(PageCache.keyOf('h', '/en?x=1')).toBeNull();
  });

  it('keeps a board filtered in its canonical form, and no other query', () => {
    expect(PageCache.keyOf('h', '/modelos/mulheres/fashion?altura=170-180&olhos=verdes')).toBe(
      'h /modelos/mulheres/fashion?altura=170-180&olhos=verdes',
    );
    expect(PageCache.keyOf('h', '/en/models/men/comercial?hair=dark-brown')).not.toBeNull();
    for (const url of [
      // Another order, another language's words, a reversed range, the no-JS form's two lists,
      // an unknown value, anything besides the filters, a page that is not a board.
      '/modelos/mulheres/fashion?olhos=verdes&altura=170-180',
      '/en/models/women/fashion?altura=170-180',
      '/en/models/women/fashion?height=180-170',
      '/en/models/women/fashion?height=170&height=180',
      '/en/models/women/fashion?eyes=plaid',
      '/en/models/women/fashion?height=170-180&q=ana',
      '/en/models/women/fashion?',
      '/en/contact?height=170-180',
    ])
      expect(PageCache.keyOf('h', url), url).toBeNull();
  });
});

describe('page cache, stale-while-revalidate', () => {
  it('serves a page past its freshness as stale, re-renders it once behind, and drops it on a purge of its tags', async () => {
    let drop: ((matches: (tag: string) => boolean) => void) | undefined;
    const data: DataFreshness = {
      generation: 0,
      track: async (work) => ({ value: await work(), freshUntil: 0 }),
      onDrop: (listener) => void (drop = listener),
    };
    const pages = new PageCache(data, 300_000, 600_000);
    const key = PageCache.keyOf('h', '/en/models/48213/ana');
    const startedAt = Date.now();
    pages.set(
      key,
      { status: 200, html: 'old', freshUntil: Date.now() + 30, tags: ['content', 'model:48213'] },
      0,
      startedAt - 1,
    );
    expect(pages.get(key)).toMatchObject({ stale: false });
    await vi.waitFor(() => expect(pages.get(key)).toMatchObject({ stale: true, page: { html: 'old' } }));
    let renders = 0;
    let finish!: () => void;
    const rerender = () => {
      renders++;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    pages.revalidate(key!, rerender);
    pages.revalidate(key!, rerender);
    expect(renders).toBe(1);
    finish();
    drop!((tag) => tag === 'model:1');
    expect(pages.get(key)).toBeDefined();
    drop!((tag) => tag === 'model:48213');
    expect(pages.get(key)).toBeUndefined();
  });
});
