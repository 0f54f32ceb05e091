import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../app/page-context';
import type { ScreenProps } from '../../app/screen-props';
import { useSiteConfig } from '../../app/site-config';
import { usePageHead } from '../../app/use-page-head';
import { ModelGrid } from '../../components/model-card/model-grid';
import type { ModelListQuery } from '../../gql/graphql';
import { pathFor, profileRoute } from '../../routing/routes';
import { CategoryFilter } from './category-filter';
import { LetterFilter } from './letter-filter';
import { LoadMore } from './load-more';
import { SearchField } from './search-field';
import './models-screen.css';

type Props = {
  route: ScreenProps<'models'>['route'];
  letter: string | null;
  /** The name search in the URL; '' for none. */
  search: string;
  onSearch: (search: string) => void;
  page: ModelListQuery['models'] | null;
  /** A new letter or board is loading; `page` is still the previous one. */
  switching: boolean;
  onLetter: (letter: string | null) => void;
  more: ComponentProps<typeof LoadMore> | null;
};

/** What the model list shows once it has (or is waiting for) data: title, filters, grid, end marker. */
export function ModelsBoard({ route, letter, search, onSearch, page, switching, onLetter, more }: Props) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const { productName } = useSiteConfig();
  const category = t(`model_list.categories.${route.category}`);
  usePageHead({
    title: t(`meta.models_${route.gender}.title`, { category }),
    description: t(`meta.models_${route.gender}.description`, { category, product: productName }),
    image: page?.nodes[0]?.cover?.url ?? null,
  });

  const models = (page?.nodes ?? []).map((node) => ({
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
        <SearchField value={search} onSearch={onSearch} />
        <LetterFilter available={page?.letters ?? []} active={letter} onChange={onLetter} />
        <p className="models-screen__count" aria-live="polite">
          {page && !switching ? t('model_list.results', { count: page.totalCount }) : ''}
        </p>
      </div>
      {page && !switching && models.length === 0 ? (
        <p className="models-screen__empty">
          {search ? t('model_list.no_match', { search }) : t('model_list.empty')}
        </p>
      ) : (
        <ModelGrid
          models={models}
          busy={switching}
          pathOf={(model) => pathFor(locale, profileRoute(model.id, model.name))}
        />
      )}
      {more && <LoadMore {...more} />}
    </section>
  );
}
