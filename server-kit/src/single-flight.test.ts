import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('gives callers of a key under way the same run, and other keys runs of their own', async () => {
    const flights = new SingleFlight<string>();
    const gate = deferred<string>();
    let started = 0;
    const start = () => (started++, gate.promise);
    const first = flights.run('a', start);
    const second = flights.run('a', start);
    const other = flights.run('b', () => Promise.resolve('b'));
    expect(second).toBe(first);
    expect(started).toBe(1);
    gate.resolve('a');
    expect(await Promise.all([first, second, other])).toEqual(['a', 'a', 'b']);
  });

  it('frees the key once the run settles, so a failure is tried again rather than remembered', async () => {
    const flights = new SingleFlight<number>();
    await expect(flights.run('k', () => Promise.reject(new Error('upstream down')))).rejects.toThrow(
      'upstream down',
    );
    expect(flights.has('k')).toBe(false);
    expect(await flights.run('k', () => Promise.resolve(2))).toBe(2);
    expect(flights.has('k')).toBe(false);
  });

  it('after forget, starts a new run for the next caller while the old one still answers its own', async () => {
    const flights = new SingleFlight<string>();
    const old = deferred<string>();
    let oldCurrent: (() => boolean) | undefined;
    const before = flights.run('k', (current) => ((oldCurrent = current), old.promise));
    expect(oldCurrent!()).toBe(true);
    flights.forget('k');
    expect(oldCurrent!()).toBe(false);
    const fresh = deferred<string>();
    const after = flights.run('k', () => fresh.promise);
    expect(after).not.toBe(before);
    // The old run settling does not free the key the new run holds.
    old.resolve('old');
    expect(await before).toBe('old');
    expect(flights.has('k')).toBe(true);
    fresh.resolve('new');
    expect(await after).toBe('new');
    expect(flights.has('k')).toBe(false);
  });

  it('settles once every run under way has, failures included', async () => {
    const flights = new SingleFlight<string>();
    const a = deferred<string>();
    const b = deferred<string>();
    void flights.run('a', () => a.promise);
    void flights.run('b', () => b.promise).catch(() => undefined);
    let settled = false;
    const all = flights.settled().then(() => (settled = true));
    a.resolve('a');
    await Promise.resolve();
    expect(settled).toBe(false);
    b.reject(new Error('gone'));
    await all;
    expect(settled).toBe(true);
    expect([...flights.keys()]).toEqual([]);
  });
});
