import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../core/screen-props';
import { useSiteConfig } from '../../core/site-config';
import { usePageHead } from '../../core/use-page-head';
import { OwnFavorites } from './own-favorites';
import { SharedFavorites } from './shared-favorites';
import { parseSharedIds } from './shortlist-link';
import './favorites-screen.css';

/** The visitor's favourites, or a selection shared as a link (`?ids=12,34`). */
export default function FavoritesScreen(_props: ScreenProps<'favorites'>) {
  const { t } = useTranslation();
  const { productName } = useSiteConfig();
  const [params] = useSearchParams();
  const shared = parseSharedIds(params.get('ids'));
  usePageHead({
    title: shared ? t('favorites.shared_title') : t('meta.favorites.title'),
    description: t('meta.favorites.description', { product: productName }),
  });
  return shared ? <SharedFavorites shared={shared} /> : <OwnFavorites />;
}
