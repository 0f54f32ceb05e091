// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../testing/render-with-site';
import ModelsScreen from './models-screen';
import { ModelListQuery } from './models-query';

const ROUTE = { screen: 'models', gender: 'women', category: 'fashion' } as const;
const BASE = { category: 'FASHION', gender: 'WOMAN', letter: null, search: null, first: 20 };

// One id per name across all responses, as the API would: the cache normalises models by id.
const ids = new Map<string, string>();
const idOf = (name: string) => ids.get(name) ?? ids.set(name, String(100 + ids.size)).get(name)!;

function page(
  names: string[],
  options: { after?: number; endCursor?: string | null; hasNextPage?: boolean; totalCount?: number } = {},
) {
  const offset = options.after ?? 0;
  return {
    data: {
      models: {
        __typename: 'ModelPage',
        totalCount: options.totalCount ?? names.length,
        letters: ['A', 'B', 'M'],
        pageInfo: {
          __typename: 'PageInfo',
          endCursor: options.endCursor ?? null,
          hasNextPage: options.hasNextPage ?? false,
        },
        nodes: names.map((name, index) => ({
          __typename: 'Model',
          id: idOf(name),
          name,
          cover: { __typename: 'Image', url: `https://example.com/${offset + index}.jpg` },
        })),
      },
    },
  };
}

const link = (name: string) => screen.getByRole('link', { name: `View the profile of ${name}` });

describe('ModelsScreen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the board with links to the profiles', async () => {
    renderWithSite(<ModelsScreen route={ROUTE} />, {
      mocks: [
        { request: { query: ModelListQuery, variables: BASE }, result: page(['Ana Souza', 'Bia Lima']) },
      ],
    });
    expect(await screen.findByRole('link', { name: 'View the profile of Ana Souza' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Woman' })).toBeTruthy();
    expect(link('Ana Souza').getAttribute('href')).toBe(`/en/models/${idOf('Ana Souza')}/ana-souza`);
    // Covers go through the API's resizer (/img), sized by srcset.
    expect(link('Bia Lima').querySelector('img')!.getAttribute('src')).toBe(
      `/img/480?src=${encodeURIComponent('https://example.com/1.jpg')}`,
    );
    expect(screen.getByText('2 talents')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fashion' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Commercial' }).getAttribute('href')).toBe(
      '/en/models/women/comercial',
    );
  });

  it('says so when no talent matches', async () => {
    renderWithSite(<ModelsScreen route={ROUTE} />, {
      mocks: [{ request: { query: ModelListQuery, variables: BASE }, result: page([]) }],
    });
    expect(await screen.findByText('No talents available')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /^View the profile of/ })).toHaveLength(0);
  });

  it('reads the letter from the URL', async () => {
    renderWithSite(<ModelsScreen route={ROUTE} />, {
      path: '/en/models/women/fashion?letter=m',
      mocks: [
        {
          request: { query: ModelListQuery, variables: { ...BASE, letter: 'M' } },
          result: page(['Mara Reis']),
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'View the profile of Mara Reis' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Talents starting with M' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('puts the letter in the URL, and clearing it shows the whole board again from the cache', async () => {
    renderWithSite(<ModelsScreen route={ROUTE} />, {
      // Each response can be used once: a second request for the whole board would fail the test.
      mocks: [
        {
          request: { query: ModelListQuery, variables: BASE },
          result: page(['Ana Souza', 'Bia Lima', 'Mara Reis']),
        },
        {
          request: { query: ModelListQuery, variables: { ...BASE, letter: 'B' } },
          result: page(['Bia Lima']),
        },
      ],
    });
    await screen.findByRole('link', { name: 'View the profile of Ana Souza' });

    fireEvent.click(screen.getByRole('button', { name: 'Talents starting with B' }));
    expect(screen.getByTestId('location').textContent).toBe('/en/models/women/fashion?letter=B');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'View the profile of Ana Souza' })).toBeNull(),
    );
    expect(link('Bia Lima')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Talents starting with B' }));
    expect(screen.getByTestId('location').textContent).toBe('/en/models/women/fashion');
    expect(await screen.findByRole('link', { name: 'View the profile of Ana Souza' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches by name once typing pauses, dropping the letter, and says when nothing matches', async () => {
    renderWithSite(<ModelsScreen route={ROUTE} />, {
      path: '/en/models/women/fashion?letter=B',
      mocks: [
        {
          request: { query: ModelListQuery, variables: { ...BASE, letter: 'B' } },
          result: page(['Bia Lima']),
        },
        // One request for the settled text; a request per key press would find no mock and fail.
        {
          request: { query: ModelListQuery, variables: { ...BASE, search: 'mar' } },
          result: page(['Mara Reis']),
        },
        { request: { query: ModelListQuery, variables: { ...BASE, search: 'zz' } }, result: page([]) },
      ],
    });
    await screen.findByRole('link', { name: 'View the profile of Bia Lima' });
    const box = screen.getByRole('searchbox', { name: 'Search talents by name' });
    for (const text of ['m', 'ma', 'mar']) fireEvent.change(box, { target: { value: text } });
    expect(screen.getByTestId('location').textContent).toBe('/en/models/women/fashion?letter=B');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/en/models/women/fashion?q=mar'),
    );
    expect(await screen.findByRole('link', { name: 'View the profile of Mara Reis' })).toBeTruthy();

    fireEvent.change(box, { target: { value: 'zz' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('/en/models/women/fashion?q=zz');
    expect(await screen.findByText('No talent here matches “zz”')).toBeTruthy();
  });

  it('filters by height, eyes and hair from the URL, says when none match and offers to clear them', async () => {
    renderWithSite(<ModelsScreen route={ROUTE} />, {
      path: '/en/models/women/fashion?height=170-180&eyes=green',
      mocks: [
        {
          request: {
            query: ModelListQuery,
            variables: { ...BASE, heightMin: 170, heightMax: 180, eyes: ['Green'] },
          },
          result: page([]),
        },
        {
          request: {
            query: ModelListQuery,
            variables: { ...BASE, heightMin: 170, heightMax: 180, eyes: ['Green'], hair: ['Red'] },
          },
          result: page(['Rita Alves']),
        },
      ],
    });
    expect(await screen.findByText('No talent matches these filters.')).toBeTruthy();
    const clear = screen.getAllByRole('link', { name: 'Clear filters' });
    expect(clear.map((link) => link.getAttribute('href'))).toEqual([
      '/en/models/women/fashion',
      '/en/models/women/fashion',
    ]);
    expect(screen.getByText('Filters (2)')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Minimum height' }).value).toBe('170');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Eyes' }).value).toBe('green');

    fireEvent.change(screen.getByRole('combobox', { name: 'Hair' }), { target: { value: 'red' } });
    expect(screen.getByTestId('location').textContent).toBe(
      '/en/models/women/fashion?height=170-180&eyes=green&hair=red',
    );
    expect(await screen.findByRole('link', { name: 'View the profile of Rita Alves' })).toBeTruthy();
  });

  it('leaves out a filter value it cannot read and says so', async () => {
    renderWithSite(<ModelsScreen route={ROUTE} />, {
      path: '/en/models/women/fashion?height=tall&hair=blonde',
      mocks: [
        {
          request: { query: ModelListQuery, variables: { ...BASE, hair: ['Blonde'] } },
          result: page(['Bia Lima']),
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'View the profile of Bia Lima' })).toBeTruthy();
    expect(screen.getByText('Part of this address could not be read and was left out: Height.')).toBeTruthy();
  });

  it('loads 20 more each time the end marker comes into view', async () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe() {}
        disconnect() {}
      },
    );
    const first = Array.from({ length: 20 }, (_, i) => `Model ${String(i).padStart(2, '0')}`);
    renderWithSite(<ModelsScreen route={ROUTE} />, {
      mocks: [
        {
          request: { query: ModelListQuery, variables: BASE },
          result: page(first, { endCursor: 'c20', hasNextPage: true, totalCount: 22 }),
        },
        {
          request: { query: ModelListQuery, variables: { ...BASE, after: 'c20' } },
          result: page(['Zara Alves', 'Zoe Melo'], {
            after: 20,
            endCursor: 'c22',
            hasNextPage: false,
            totalCount: 22,
          }),
        },
      ],
    });
    await screen.findByRole('link', { name: 'View the profile of Model 00' });
    // Without JavaScript the same control is a link asking the server for more at once.
    expect(screen.getByRole('link', { name: 'Show more' }).getAttribute('href')).toBe('?shown=40');

    act(() =>
      observers
        .at(-1)
        ?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(await screen.findByRole('link', { name: 'View the profile of Zoe Melo' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^View the profile of/ })).toHaveLength(22);
    // The last page: no marker, no link.
    expect(screen.queryByRole('link', { name: 'Show more' })).toBeNull();
  });
});
