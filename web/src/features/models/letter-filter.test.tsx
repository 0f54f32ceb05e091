// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../testing/render-with-site';
import { LetterFilter } from './letter-filter';

const letter = (l: string) => screen.getByRole('button', { name: `Talents starting with ${l}` });

describe('LetterFilter', () => {
  afterEach(cleanup);

  it('offers All and A to Z, disabling the letters no model starts with', () => {
    renderWithSite(<LetterFilter available={['A', 'M']} active={null} onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Filter by first letter of the name' });
    expect(within(group).getAllByRole('button')).toHaveLength(27);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(letter('A').hasAttribute('disabled')).toBe(false);
    expect(letter('M').hasAttribute('disabled')).toBe(false);
    expect(letter('B').hasAttribute('disabled')).toBe(true);
    expect(letter('Z').hasAttribute('disabled')).toBe(true);
  });

  it('selects a letter', () => {
    const onChange = vi.fn();
    renderWithSite(<LetterFilter available={['A', 'M']} active={null} onChange={onChange} />);
    fireEvent.click(letter('M'));
    expect(onChange).toHaveBeenCalledWith('M');
  });

  it('clears the filter when the active letter is pressed again, or All', () => {
    const onChange = vi.fn();
    renderWithSite(<LetterFilter available={['A', 'M']} active="M" onChange={onChange} />);
    expect(letter('M').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(letter('M'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps the active letter usable even when the board has no model for it', () => {
    renderWithSite(<LetterFilter available={[]} active="Q" onChange={() => undefined} />);
    expect(letter('Q').hasAttribute('disabled')).toBe(false);
  });
});
