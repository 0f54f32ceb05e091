// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from './send-outcome';
import { RESET_DELAY_MS, useSendState } from './use-send-state';

function deferred() {
  let resolve!: (outcome: SendOutcome) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<SendOutcome>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSendState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes sending → sent, then clears the form and is idle again after 2.5 s', async () => {
    const onReset = vi.fn();
    const { result } = renderHook(() => useSendState(onReset));
    expect(result.current.status).toBe('idle');
    const task = deferred();

    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => task.promise);
    });
    expect(result.current.status).toBe('sending');

    await act(async () => {
      task.resolve({ kind: 'delivered' });
      await running;
    });
    expect(result.current.status).toBe('sent');
    expect(result.current.notice).toBe('sent');

    act(() => {
      vi.advanceTimersByTime(RESET_DELAY_MS - 1);
    });
    expect(result.current.status).toBe('sent');
    expect(onReset).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('idle');
    // The thank-you stays readable after the fields have cleared.
    expect(result.current.notice).toBe('sent');
  });

  it('counts a queued submission as sent, with the queued note', async () => {
    const onReset = vi.fn();
    const { result } = renderHook(() => useSendState(onReset));
    await act(() => result.current.run(() => Promise.resolve({ kind: 'queued' })));
    expect(result.current).toMatchObject({ status: 'sent', notice: 'queued' });
    act(() => {
      vi.advanceTimersByTime(RESET_DELAY_MS);
    });
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a failed outcome', (): Promise<SendOutcome> => Promise.resolve({ kind: 'failed' }), 'failed', 'failed'],
    ['a thrown error', (): Promise<SendOutcome> => Promise.reject(new Error('offline')), 'failed', 'failed'],
    [
      'refused fields',
      (): Promise<SendOutcome> => Promise.resolve({ kind: 'invalid', codes: { email: 'invalid_email' } }),
      'refused',
      'invalid',
    ],
  ] as const)('keeps the form after %s and lets the visitor send again', async (_, task, status, notice) => {
    const onReset = vi.fn();
    const { result } = renderHook(() => useSendState(onReset));
    await act(() => result.current.run(task));
    expect(result.current).toMatchObject({ status, notice });

    act(() => {
      vi.advanceTimersByTime(RESET_DELAY_MS * 4);
    });
    expect(onReset).not.toHaveBeenCalled();
    expect(result.current.status).toBe(status);

    await act(() => result.current.run(() => Promise.resolve({ kind: 'delivered' })));
    expect(result.current.status).toBe('sent');
  });

  it('ignores a second send while one is under way or just sent', async () => {
    const { result } = renderHook(() => useSendState(() => undefined));
    const task = deferred();
    const second = vi.fn((): Promise<SendOutcome> => Promise.resolve({ kind: 'delivered' }));
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => task.promise);
    });
    await act(() => result.current.run(second));
    await act(async () => {
      task.resolve({ kind: 'delivered' });
      await running;
    });
    await act(() => result.current.run(second));
    expect(second).not.toHaveBeenCalled();
  });

  it('does not clear anything after the form has gone', async () => {
    const onReset = vi.fn();
    const { result, unmount } = renderHook(() => useSendState(onReset));
    await act(() => result.current.run(() => Promise.resolve({ kind: 'delivered' })));
    unmount();
    vi.advanceTimersByTime(RESET_DELAY_MS);
    expect(onReset).not.toHaveBeenCalled();
  });
});
