import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SendOutcome } from './send-outcome';

/** The form clears itself 2.5 s after it was sent. */
export const RESET_DELAY_MS = 2500;

/** failed: could not reach the agency (try again); refused: the API named fields to fix (send again). */
export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'refused';
/** The line shown under the button; a success note stays after the form has cleared. */
export type SendNotice = 'sent' | 'queued' | 'failed' | 'invalid' | null;

export type SendState = {
  status: SendStatus;
  notice: SendNotice;
  /** Sends unless a send is already under way or just finished; never throws. */
  run(task: () => Promise<SendOutcome>): Promise<void>;
};

/**
 * idle → sending → sent, then after 2.5 s `onReset` clears the form and the state is idle again.
 * Unlike the original site a failure is not swallowed: the state becomes failed (the button offers
 * to try again) and the form keeps everything, because nothing resets it.
 */
export function useSendState(onReset: () => void, resetDelayMs: number = RESET_DELAY_MS): SendState {
  const [state, setState] = useState<{ status: SendStatus; notice: SendNotice }>({
    status: 'idle',
    notice: null,
  });
  const busy = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reset = useRef(onReset);
  useEffect(() => {
    reset.current = onReset;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const run = useCallback(
    async (task: () => Promise<SendOutcome>) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'sending', notice: null });
      let outcome: SendOutcome;
      try {
        outcome = await task();
      } catch {
        outcome = { kind: 'failed' };
      }
      if (!mounted.current) return;
      if (outcome.kind === 'delivered' || outcome.kind === 'queued') {
        const notice = outcome.kind === 'queued' ? 'queued' : 'sent';
        setState({ status: 'sent', notice });
        timer.current = setTimeout(() => {
          busy.current = false;
          reset.current();
          setState({ status: 'idle', notice });
        }, resetDelayMs);
      } else {
        busy.current = false;
        setState({ status: outcome.kind === 'invalid' ? 'refused' : 'failed', notice: outcome.kind });
      }
    },
    [resetDelayMs],
  );

  // The same object until the state changes: the send button's memoised section keeps it.
  return useMemo(() => ({ ...state, run }), [state, run]);
}
