import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePage } from '../../core/page-context';
import { pathFor, type ModelCategory, type ModelGender } from '../../routing/routes';

const CATEGORIES: readonly ModelCategory[] = ['fashion', 'comercial'];

/** The boards as links, so each has its own URL (shareable, crawlable, works before hydration). */
export function CategoryFilter({ gender, active }: { gender: ModelGender; active: ModelCategory }) {
  const { t } = useTranslation();
  const { locale } = usePage();
  return (
    <nav className="category-filter" aria-label={t('model_list.category_label')}>
      <ul className="category-filter__list">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              className="category-filter__link"
              to={pathFor(locale, { screen: 'models', gender, category })}
              aria-current={category === active ? 'page' : undefined}
            >
              {t(`model_list.categories.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
