// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  createProgressRun,
  progressReducer,
  whenScreenSettles,
  type ProgressEvent,
  type ProgressState,
} from './navigation-progress';

const run = (events: ProgressEvent[], from: ProgressState = 'idle') => events.reduce(progressReducer, from);

describe('navigation progress states', () => {
  it('never shows the bar when the screen is ready before the throttle passes', () => {
    expect(run(['navigate', 'screenReady'])).toBe('idle');
    // The timer that was due must not bring the bar back.
    expect(run(['navigate', 'screenReady', 'throttlePassed'])).toBe('idle');
  });

  it('completes and fades a bar that was shown', () => {
    expect(run(['navigate', 'throttlePassed'])).toBe('running');
    expect(run(['navigate', 'throttlePassed', 'screenReady'])).toBe('done');
    expect(run(['navigate', 'throttlePassed', 'screenReady', 'faded'])).toBe('idle');
  });

  it('keeps a running bar running through a second navigation', () => {
    expect(run(['navigate'], 'running')).toBe('running');
    expect(run(['navigate'], 'done')).toBe('pending');
  });
});

describe('whenScreenSettles', () => {
  it('settles at once when nothing is busy, and when the last busy marker goes', async () => {
    const root = document.createElement('main');
    const now = vi.fn();
    whenScreenSettles(root, now, 10_000);
    expect(now).toHaveBeenCalledTimes(1);

    root.innerHTML = '<div aria-busy="true"></div><section aria-busy="true"></section>';
    const later = vi.fn();
    whenScreenSettles(root, later, 10_000);
    root.querySelector('div')!.remove();
    await Promise.resolve();
    expect(later).not.toHaveBeenCalled();
    root.querySelector('section')!.setAttribute('aria-busy', 'false');
    await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1));
  });

  it('gives up waiting after the cap, and not after being cancelled', () => {
    vi.useFakeTimers();
    try {
      const root = document.createElement('main');
      root.innerHTML = '<div aria-busy="true"></div>';
      const capped = vi.fn();
      whenScreenSettles(root, capped, 1000);
      const cancelled = vi.fn();
      whenScreenSettles(root, cancelled, 1000)();
      vi.advanceTimersByTime(1000);
      expect(capped).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('one navigation’s bar', () => {
  const timings = { throttleMs: 200, maxWaitMs: 10_000 };

  it('shows from its start, before the commit, and ends when the screen is ready', () => {
    vi.useFakeTimers();
    try {
      let state: ProgressState = 'idle';
      const bar = createProgressRun((event) => (state = progressReducer(state, event)), timings);
      bar.begin('/en/selective');
      vi.advanceTimersByTime(250);
      expect(state).toBe('running');
      // The commit begins it again: nothing changes, the throttle is not restarted.
      bar.begin('/en/selective');
      expect(state).toBe('running');
      bar.end();
      expect(state).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps one throttle when a second navigation takes over, and ends at the cap if none commits', () => {
    vi.useFakeTimers();
    try {
      let state: ProgressState = 'idle';
      const bar = createProgressRun((event) => (state = progressReducer(state, event)), timings);
      bar.begin('/a');
      vi.advanceTimersByTime(150);
      bar.begin('/b');
      vi.advanceTimersByTime(60);
      expect(state).toBe('running');
      vi.advanceTimersByTime(timings.maxWaitMs);
      expect(state).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });
});
