import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryError } from '../../core/query-state';
import type { ScreenProps } from '../../core/screen-props';
import { readBoardFilters, withBoardFilters, type BoardFilters } from '@agency/rules/board-filters';
import { listUrlWord } from '@agency/rules/list-arguments';
import { PAGE_SIZE } from '@agency/rules/model-list';
import { usePage } from '../../core/page-context';
import { ModelsBoard } from './models-board';
import { ModelListQuery, modelListVariables } from './models-query';

const LETTER_WORD = listUrlWord('letter');
const SEARCH_WORD = listUrlWord('search');
const SHOWN_WORD = listUrlWord('first');

export default function ModelsScreen({ route }: ScreenProps<'models'>) {
  const [params, setParams] = useSearchParams();
  const variables = modelListVariables(route, params);
  const { letter } = variables;
  const search = variables.search ?? '';
  const { locale } = usePage();
  const { filters, unread } = readBoardFilters(params);
  // Default cache-first: the server's page hydrates without a request, and a board or letter seen
  // before comes back from the cache when the visitor returns from a profile.
  const { data, previousData, error, networkStatus, fetchMore } = useQuery(ModelListQuery, { variables });
  const [autoLoad, setAutoLoad] = useState(true);
  const fetching = useRef(false);

  if (error && !data) return <QueryError error={error} />;

  const selectLetter = (next: string | null) => {
    const query = new URLSearchParams(params);
    query.delete(SHOWN_WORD);
    if (next) query.set(LETTER_WORD, next);
    else query.delete(LETTER_WORD);
    setParams(query);
  };

  // A new search starts over: all letters, the first page. Typing replaces the history entry, so
  // Back leaves the list instead of stepping through every prefix typed.
  const selectSearch = (next: string) => {
    const query = new URLSearchParams(params);
    query.delete(SHOWN_WORD);
    query.delete(LETTER_WORD);
    if (next) query.set(SEARCH_WORD, next);
    else query.delete(SEARCH_WORD);
    setParams(query, { replace: Boolean(search) && Boolean(next) });
  };

  // Written in the page's own words and canonical values, so the address can be shared as it is.
  const selectFilters = (next: BoardFilters) => {
    const query = withBoardFilters(params, next, locale);
    query.delete(SHOWN_WORD);
    setParams(query);
  };

  const loadMore = () => {
    const endCursor = data?.models?.pageInfo.endCursor;
    if (fetching.current || !data?.models?.pageInfo.hasNextPage || !endCursor) return;
    fetching.current = true;
    fetchMore({ variables: { after: endCursor, first: PAGE_SIZE } })
      .then(() => setAutoLoad(true))
      // Left to the visitor's click: retrying on every sighting would hammer a failing API.
      .catch(() => setAutoLoad(false))
      .finally(() => {
        fetching.current = false;
      });
  };

  const shownHref = (count: number) => {
    const query = new URLSearchParams(params);
    query.set(SHOWN_WORD, String(count));
    return `?${query.toString()}`;
  };

  return (
    <ModelsBoard
      route={route}
      letter={letter}
      search={search}
      onSearch={selectSearch}
      filters={filters}
      unread={unread}
      onFilters={selectFilters}
      // While another letter or board loads, the previous one stays on screen, dimmed.
      page={(data ?? previousData)?.models ?? null}
      switching={!data}
      onLetter={selectLetter}
      more={
        data?.models?.pageInfo.hasNextPage
          ? {
              loading: networkStatus === NetworkStatus.fetchMore,
              auto: autoLoad,
              href: shownHref(data.models.nodes.length + PAGE_SIZE),
              onLoadMore: loadMore,
            }
          : null
      }
    />
  );
}
