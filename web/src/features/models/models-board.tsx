import { listUrlWord } from '@agency/rules/list-arguments';
import { useDeferredValue, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavigationType, useNavigationType } from 'react-router-dom';
import {
  BOARD_FILTERS,
  boardFilterEntries,
  countBoardFilters,
  type BoardFilters,
  type FilterName,
} from '@agency/rules/board-filters';
import { usePage } from '../../core/page-context';
import type { ScreenProps } from '../../core/screen-props';
import { useSiteConfig } from '../../core/site-config';
import { usePageHead } from '../../core/use-page-head';
import { ModelGrid } from '../../components/model-card/model-grid';
import type { ModelListQuery } from '../../gql/graphql';
import { pathFor, profileRoute } from '../../routing/routes';
import { BoardFiltersForm } from './board-filters';
import { CategoryFilter } from './category-filter';
import { LetterFilter } from './letter-filter';
import { LoadMore } from './load-more';
import { boardFilterQuery } from './list-params';
import { SearchField } from './search-field';
import './models-screen.css';

/** What fills a first look at any width: two desktop rows (five columns), five phone rows. */
const FIRST_DRAW = 10;

type Props = {
  route: ScreenProps<'models'>['route'];
  letter: string | null;
  /** The name search in the URL; '' for none. */
  search: string;
  onSearch: (search: string) => void;
  filters: BoardFilters;
  /** Filters the URL gave a value that could not be read (left out). */
  unread: readonly FilterName[];
  onFilters: (filters: BoardFilters) => void;
  page: ModelListQuery['models'] | null;
  /** A new letter or board is loading; `page` is still the previous one. */
  switching: boolean;
  onLetter: (letter: string | null) => void;
  more: ComponentProps<typeof LoadMore> | null;
};

/** What the model list shows once it has (or is waiting for) data: title, filters, grid, end marker. */
export function ModelsBoard(props: Props) {
  const { route, letter, search, onSearch, filters, unread, onFilters, page, switching, onLetter, more } =
    props;
  const { t } = useTranslation();
  const { locale } = usePage();
  const { productName } = useSiteConfig();
  const category = t(`model_list.categories.${route.category}`);
  usePageHead({
    title: t(`meta.models_${route.gender}.title`, { category }),
    description: t(`meta.models_${route.gender}.description`, { category, product: productName }),
    image: page?.nodes[0]?.cover?.url ?? null,
    // A filtered board is its own page for crawlers and shared links, in each language's words.
    query: (language) => boardFilterQuery(filters, language),
  });
  // A board opened by a link starts at the top, so what fills the screen is drawn in the tap's own
  // commit and the rest in a render of its own just after (useDeferredValue's initial value): on a
  // phone the whole board took most of the tap's half second. The end marker waits for the rest,
  // or it would find itself in view and load the next page. A board the browser goes back to
  // (scrolled into) or hydrates from the server's HTML is drawn whole at once.
  const openedAtTop = useNavigationType() !== NavigationType.Pop;
  const drawnWhole = useDeferredValue(true, openedAtTop ? false : undefined);
  const filtered = countBoardFilters(filters) > 0;
  const boardPath = pathFor(locale, route);
  const kept: [string, string][] = [
    ...(search ? [[listUrlWord('search'), search] as [string, string]] : []),
    ...(letter ? [[listUrlWord('letter'), letter] as [string, string]] : []),
  ];

  const models = (page?.nodes ?? []).slice(0, drawnWhole ? undefined : FIRST_DRAW).map((node) => ({
    id: node.id,
    name: node.name,
    coverUrl: node.cover?.url ?? null,
  }));

  return (
    <section className="models-screen" aria-labelledby="models-title">
      <header className="models-screen__header">
        <h1 id="models-title" className="page-title models-screen__title">
          {t(`model_list.title_${route.gender}`)}
        </h1>
        <CategoryFilter gender={route.gender} active={route.category} />
      </header>
      <div className="models-screen__toolbar">
        <SearchField value={search} onSearch={onSearch} kept={boardFilterEntries(filters, locale)} />
        <BoardFiltersForm
          filters={filters}
          kept={kept}
          onChange={onFilters}
          clearHref={filtered || letter || search ? boardPath : null}
        />
        <LetterFilter available={page?.letters ?? []} active={letter} onChange={onLetter} />
        <p className="models-screen__count" aria-live="polite">
          {page && !switching ? t('model_list.results', { count: page.totalCount }) : ''}
        </p>
      </div>
      {unread.length > 0 && (
        <p className="board-filters__unread" role="status">
          {t('model_list.filters.unread', {
            names: unread.map((name) => BOARD_FILTERS[name].labels[locale]).join(', '),
          })}
        </p>
      )}
      {page && !switching && models.length === 0 ? (
        <div className="models-screen__empty">
          <p className="models-screen__empty-text">
            {search
              ? t('model_list.no_match', { search })
              : filtered
                ? t('model_list.filters.none_match')
                : t('model_list.empty')}
          </p>
          {(filtered || letter || search) && (
            <Link className="text-button" to={boardPath}>
              {t('model_list.filters.clear')}
            </Link>
          )}
        </div>
      ) : (
        <ModelGrid
          models={models}
          busy={switching}
          pathOf={(model) => pathFor(locale, profileRoute(model.id, model.name))}
        />
      )}
      {more && drawnWhole && <LoadMore {...more} />}
    </section>
  );
}
