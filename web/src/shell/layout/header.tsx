import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { mayPrefetch } from '../link-prefetch';
import { usePage } from '../../core/page-context';
import { useScreenPreparer } from '../prepare-screen';
import { LOCALES } from '../../i18n/locales';
import { useSiteConfig } from '../../core/site-config';
import { pathFor, switchLanguagePath } from '../../routing/routes';
import { LanguageSwitch } from './language-switch';
import { HEADER_LINKS, NavLinks } from './nav-links';

export function Header() {
  const { t } = useTranslation();
  const { locale } = usePage();
  const { productName } = useSiteConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();
  const close = () => setMenuOpen(false);
  const preparer = useScreenPreparer();

  // Any navigation (links, back button) closes the mobile menu (set while rendering, React's way
  // of adjusting state to a changed value).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  // The phone menu holds the language buttons: once it is open, this page in the other languages
  // (their texts and data) is fetched, so a switch only has to render.
  useEffect(() => {
    if (!menuOpen || !preparer || !mayPrefetch()) return;
    for (const other of LOCALES)
      if (other !== locale) preparer.prepare(switchLanguagePath(pathname, search, other), 'data');
  }, [menuOpen, preparer, locale, pathname, search]);
  useEffect(() => {
    document.body.classList.toggle('menu-open', menuOpen);
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('common.skip_to_content')}
      </a>
      <Link
        className="site-header__logo"
        to={pathFor(locale, { screen: 'home' })}
        aria-label={t('common.home_link', { product: productName })}
      >
        {productName}
      </Link>
      <nav className="site-header__nav" aria-label={t('nav.label')}>
        <NavLinks keys={HEADER_LINKS} className="site-header__links" />
      </nav>
      <div className="site-header__tools">
        <LanguageSwitch />
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? t('header.close_menu') : t('header.open_menu')}</span>
          <span className="burger" aria-hidden="true" />
        </button>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        <nav aria-label={t('nav.label')}>
          <NavLinks keys={HEADER_LINKS} onNavigate={close} className="mobile-menu__links" />
        </nav>
        <LanguageSwitch onSwitch={close} />
      </div>
    </header>
  );
}
