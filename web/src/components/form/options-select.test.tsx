// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsSelect, type SelectOption } from './options-select';

afterEach(cleanup);

const PT: SelectOption[] = [
  { value: 'BR', label: 'Brasil' },
  { value: 'PT', label: 'Portugal' },
  { value: 'DE', label: 'Alemanha' },
];
const EN: SelectOption[] = [
  { value: 'DE', label: 'Germany' },
  { value: 'BR', label: 'Brazil' },
  { value: 'PT', label: 'Portugal' },
];

const select = () => screen.getByLabelText<HTMLSelectElement>('Country');
const labels = () => Array.from(select().options, (o) => o.textContent);

function Country({ options, placeholder = 'Selecione' }: { options: SelectOption[]; placeholder?: string }) {
  return <OptionsSelect aria-label="Country" name="country" options={options} placeholder={placeholder} />;
}

describe('OptionsSelect', () => {
  it('offers the placeholder first, then every option as its label says, markup and all', () => {
    render(<Country options={[...PT, { value: 'x"y', label: `<b>Ilha & "Sul"</b>` }]} />);
    expect(labels()).toEqual(['Selecione', 'Brasil', 'Portugal', 'Alemanha', `<b>Ilha & "Sul"</b>`]);
    expect(select().options[4]!.value).toBe('x"y');
    expect(select().value).toBe('');
  });

  it('writes the same options in the server HTML, so a form works before its script', () => {
    const html = renderToString(<Country options={PT} />);
    expect(html).toContain('<option value="">Selecione</option><option value="BR">Brasil</option>');
  });

  it('hydrates over the server HTML without a mismatch, and picks up a change', () => {
    const chosen: string[] = [];
    const page = (
      <OptionsSelect
        aria-label="Country"
        options={[...PT, { value: 'a&b', label: `Ilha "Sul" <b>` }]}
        placeholder="Selecione"
        onChange={(event) => chosen.push(event.currentTarget.value)}
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(container, page);
      });
      fireEvent.change(select(), { target: { value: 'a&b' } });
      expect(chosen).toEqual(['a&b']);
      expect(errors).not.toHaveBeenCalled();
      act(() => root?.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it('keeps the chosen option when the list is renamed in another language', () => {
    const view = render(<Country options={PT} />);
    fireEvent.change(select(), { target: { value: 'PT' } });
    view.rerender(<Country options={EN} placeholder="Select" />);
    expect(labels()).toEqual(['Select', 'Germany', 'Brazil', 'Portugal']);
    expect(select().value).toBe('PT');
    expect(select().selectedOptions[0]!.textContent).toBe('Portugal');
  });

  it('falls back to the placeholder when the new list no longer offers the chosen option', () => {
    const view = render(<Country options={PT} />);
    fireEvent.change(select(), { target: { value: 'DE' } });
    view.rerender(<Country options={PT.slice(0, 2)} />);
    expect(select().value).toBe('');
    expect(select().selectedIndex).toBe(0);
  });

  it('leaves the options alone when the form re-renders with the same list', () => {
    const view = render(<Country options={PT} />);
    fireEvent.change(select(), { target: { value: 'BR' } });
    const before = select().options[1];
    view.rerender(<Country options={PT} />);
    expect(select().options[1]).toBe(before);
    expect(select().value).toBe('BR');
  });

  it('renames the placeholder in place when only the language of a list of numbers changes', () => {
    const view = render(<Country options={PT} />);
    fireEvent.change(select(), { target: { value: 'PT' } });
    const before = select().options[1];
    view.rerender(<Country options={PT} placeholder="Select" />);
    expect(labels()).toEqual(['Select', 'Brasil', 'Portugal', 'Alemanha']);
    expect(select().options[1]).toBe(before);
    expect(select().value).toBe('PT');
  });
});
