import { describe, expect, it, vi } from 'vitest';
import { createAheadQueue } from './ahead-queue';

/** A step the test finishes when it wants, recording when it started. */
function step(name: string, started: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: () => {
      started.push(name);
      return done.then(() => name);
    },
    finish: () => finish(),
  };
}

const mayGo = () => Promise.resolve();

describe('the queue of what is fetched ahead', () => {
  it('runs one step at a time, in order within a lane', async () => {
    const started: string[] = [];
    const queue = createAheadQueue(mayGo, 8000);
    const [a, b] = [step('a', started), step('b', started)];
    const first = queue.add(a.run, 'later');
    const second = queue.add(b.run, 'later');
    await vi.waitFor(() => expect(started).toEqual(['a']));
    a.finish();
    expect(await first).toBe('a');
    await vi.waitFor(() => expect(started).toEqual(['a', 'b']));
    b.finish();
    expect(await second).toBe('b');
  });

  it('lets a link stopped at go before the menu’s screens still waiting', async () => {
    const started: string[] = [];
    const queue = createAheadQueue(mayGo, 8000);
    const menu = ['home', 'about', 'contact'].map((name) => step(name, started));
    for (const screen of menu) void queue.add(screen.run, 'later');
    await vi.waitFor(() => expect(started).toEqual(['home']));
    const card = step('card', started);
    const cardDone = queue.add(card.run, 'soon');
    menu[0]!.finish();
    await vi.waitFor(() => expect(started).toEqual(['home', 'card']));
    card.finish();
    expect(await cardDone).toBe('card');
    await vi.waitFor(() => expect(started).toEqual(['home', 'card', 'about']));
  });

  it('waits for the visitor’s own screen before each step', async () => {
    const started: string[] = [];
    let release!: () => void;
    const navigation = new Promise<void>((resolve) => (release = resolve));
    const queue = createAheadQueue(() => navigation, 8000);
    const a = step('a', started);
    const done = queue.add(a.run, 'soon');
    await Promise.resolve();
    expect(started).toEqual([]);
    release();
    await vi.waitFor(() => expect(started).toEqual(['a']));
    a.finish();
    await done;
  });

  it('holds the next step for a bounded time behind one that hangs, and goes on after a failure', async () => {
    vi.useFakeTimers();
    try {
      const started: string[] = [];
      const queue = createAheadQueue(mayGo, 8000);
      const hung = step('hung', started);
      void queue.add(hung.run, 'soon');
      const failed = queue.add(() => {
        throw new Error('offline');
      }, 'soon');
      const after = step('after', started);
      const afterDone = queue.add(after.run, 'soon');
      const failures: string[] = [];
      failed.catch((error: Error) => failures.push(error.message));
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toEqual(['hung']);
      await vi.advanceTimersByTimeAsync(7999);
      expect(failures).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(failures).toEqual(['offline']);
      expect(started).toEqual(['hung', 'after']);
      after.finish();
      expect(await afterDone).toBe('after');
    } finally {
      vi.useRealTimers();
    }
  });
});
