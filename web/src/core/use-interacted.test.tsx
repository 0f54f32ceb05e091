// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The hook remembers the visitor's first sign in its module, and the workers keep modules from one
// test file to the next (vitest.config.ts: isolate: false): a file that clicked before this one
// would have left it set. A copy of its own, imported afresh.
let useInteracted: typeof import('./use-interacted').useInteracted;
beforeAll(async () => {
  vi.resetModules();
  ({ useInteracted } = await import('./use-interacted'));
});

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${useInteracted() ? 'shown' : 'placeholder'}`}</p>;
}

afterEach(cleanup);

describe('useInteracted', () => {
  it('waits for the first sign of the visitor, then holds for every later screen', () => {
    render(<Probe name="first" />);
    expect(screen.getByText('first: placeholder')).toBeTruthy();
    // Hydration and timers alone change nothing.
    act(() => undefined);
    expect(screen.getByText('first: placeholder')).toBeTruthy();

    act(() => void fireEvent.scroll(window));
    expect(screen.getByText('first: shown')).toBeTruthy();

    // A screen reached later (a tap brought the visitor there) shows at once, after its first render.
    render(<Probe name="later" />);
    expect(screen.getByText('later: shown')).toBeTruthy();
  });
});
