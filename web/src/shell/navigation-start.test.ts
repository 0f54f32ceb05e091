// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { navigationRendered, navigationShown, onNavigationStart } from './navigation-start';

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('navigation start', () => {
  it('reports a navigation once, when its page is first rendered, and never the first page', async () => {
    const started = vi.fn();
    const stop = onNavigationStart(started);
    navigationRendered('/en/models/women/fashion');
    navigationShown('/en/models/women/fashion');
    await flush();
    expect(started).not.toHaveBeenCalled();

    // Rendered again and again while its code loads (a transition): one start.
    navigationRendered('/en/selective');
    navigationRendered('/en/selective');
    // The previous page re-rendered meanwhile is no navigation.
    navigationRendered('/en/models/women/fashion');
    await flush();
    expect(started.mock.calls).toEqual([['/en/selective']]);

    navigationShown('/en/selective');
    navigationRendered('/en/selective');
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not report a navigation already shown by the time listeners would hear of it', async () => {
    const started = vi.fn();
    const stop = onNavigationStart(started);
    navigationRendered('/en/about');
    navigationShown('/en/about');
    await flush();
    expect(started).not.toHaveBeenCalled();
    stop();
  });
});
