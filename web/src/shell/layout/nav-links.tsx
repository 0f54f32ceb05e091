import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { usePage } from '../../core/page-context';
import { DEFAULT_MODELS_ROUTE, pathFor, type Route } from '../../routing/routes';

type NavKey = 'models' | 'get_scouted' | 'contact' | 'about' | 'favorites' | 'selective';

const ROUTES: Record<NavKey, Route> = {
  models: DEFAULT_MODELS_ROUTE,
  get_scouted: { screen: 'getScouted' },
  contact: { screen: 'contact' },
  about: { screen: 'about' },
  favorites: { screen: 'favorites' },
  selective: { screen: 'selective' },
};

export const HEADER_LINKS: NavKey[] = ['models', 'get_scouted', 'contact', 'about', 'favorites', 'selective'];
export const FOOTER_LINKS: NavKey[] = ['models', 'get_scouted', 'about', 'contact', 'favorites'];

export function NavLinks({
  keys,
  onNavigate,
  className,
}: {
  keys: NavKey[];
  onNavigate?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale, route } = usePage();
  return (
    <ul className={className}>
      {keys.map((key) => {
        const active =
          route?.screen === ROUTES[key].screen || (key === 'models' && route?.screen === 'modelProfile');
        return (
          <li key={key}>
            <NavLink
              to={pathFor(locale, ROUTES[key])}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={active ? 'is-active' : undefined}
            >
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
