import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../core/site-config';
import { FOOTER_LINKS, NavLinks } from './nav-links';

export function Footer() {
  const { t } = useTranslation();
  const { productName, phone, email, platformProvider } = useSiteConfig();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.nav_label')}>
        <NavLinks keys={FOOTER_LINKS} className="site-footer__links" />
      </nav>
      <address className="site-footer__contact">
        <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
          <span className="visually-hidden">{t('footer.phone')}: </span>
          {phone}
        </a>
        <a href={`mailto:${email}`}>
          <span className="visually-hidden">{t('footer.email')}: </span>
          {email}
        </a>
      </address>
      <p className="site-footer__legal">
        {t('footer.copyright', { year: new Date().getFullYear(), product: productName })}
        <span> · {t('footer.credit', { provider: platformProvider })}</span>
      </p>
    </footer>
  );
}
