// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useInteracted } from './use-interacted';

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
