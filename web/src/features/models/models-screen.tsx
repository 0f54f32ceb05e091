import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryError } from '../../core/query-state';
import type { ScreenProps } from '../../core/screen-props';
import { readBoardFilters, withBoardFilters, type BoardFilters } from '@agency/rules/board-filters';
import { listArgumentsOfUrl, listUrlWord } from '@agency/rules/list-arguments';
import { PAGE_SIZE } from '@agency/rules/model-list';
import { usePage } from '../../core/page-context';
import { ModelsBoard } from './models-board';
import { ModelListQuery, modelListVariables } from './models-query';

export default function ModelsScreen({ route }: ScreenProps<'models'>) {
  const [params, setParams] = useSearchParams();
  const { letter, search: searched } = listArgumentsOfUrl(params);
  const search = searched ?? '';
  const { locale } = usePage();
  const { filters, unread } = readBoardFilters(params);
  // Default cache-first: the server's page hydrates without a request, and a board or letter seen
  // before comes back from the cache when the visitor returns from a profile.
  const { data, previousData, error, networkStatus, fetchMore } = useQuery(ModelListQuery, {
    variables: modelListVariables(route, params),
  });
  const [autoLoad, setAutoLoad] = useState(true);
  const fetching = useRef(false);

  if (error && !data) return <QueryError error={error} />;

  const [letterWord, searchWord, shownWord] = [
    listUrlWord('letter'),
    listUrlWord('search'),
    listUrlWord('first'),
  ];

  const selectLetter = (next: string | null) => {
    const query = new URLSearchParams(params);
    query.delete(shownWord);
    if (next) query.set(letterWord, next);
    else query.delete(letterWord);
    setParams(query);
  };

  // A new search starts over: all letters, the first page. Typing replaces the history entry, so
  // Back leaves the list instead of stepping through every prefix typed.
  const selectSearch = (next: string) => {
    const query = new URLSearchParams(params);
    query.delete(shownWord);
    query.delete(letterWord);
    if (next) query.set(searchWord, next);
    else query.delete(searchWord);
    setParams(query, { replace: Boolean(search) && Boolean(next) });
  };

  // Written in the page's own words and canonical values, so the address can be shared as it is.
  const selectFilters = (next: BoardFilters) => {
    const query = withBoardFilters(params, next, locale);
    query.delete(shownWord);
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
    query.set(shownWord, String(count));
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
