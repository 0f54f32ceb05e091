import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../core/screen-props';
import { useSiteConfig } from '../../core/site-config';
import { usePageHead } from '../../core/use-page-head';
import { ContactScreenQuery } from './contact-query';
import { ContactDetails } from './contact-details';
import { ContactMapSlot } from './contact-map-slot';
import { directionsUrl, mapPoint } from './contact-place';
import { ContactForm } from './contact-form';
import './contact-screen.css';

/**
 * Title, map, address, e-mail, phones and Instagram.
 *
 * The pin and "Get directions" follow the back-office contact record (its coordinates and its
 * address), so a move of the agency needs no deploy; the configured point (useSiteConfig().map)
 * is kept for when the record failed to load or has no coordinates, so the map never disappears.
 *
 * A contact load failure is logged only, never shown. The page then falls back to
 * the site's configured e-mail and phone, and it renders the same while loading and after a
 * failure, so a failure on the server hydrates without a mismatch.
 */
export default function ContactScreen(_props: ScreenProps<'contact'>) {
  const { t } = useTranslation();
  const { productName, email, phone, map } = useSiteConfig();
  // 'all' keeps the social media entries when only the contact failed.
  const { data, error } = useQuery(ContactScreenQuery, { errorPolicy: 'all' });
  usePageHead({
    title: t('meta.contact.title'),
    description: t('meta.contact.description', { product: productName }),
  });

  useEffect(() => {
    if (error) console.error('Contact details could not be loaded', error);
  }, [error]);
  const point = mapPoint(data?.contact, map);

  return (
    <div className="contact">
      <h1 className="page-title contact__title">{t('nav.contact')}</h1>
      <div className="contact__body">
        <ContactMapSlot center={point} markerLabel={productName} />
        <ContactDetails
          contact={data?.contact}
          socialMedia={data?.socialMedia ?? []}
          fallback={{ email, phone }}
          directionsUrl={directionsUrl(data?.contact, point)}
        />
      </div>
      <ContactForm />
    </div>
  );
}
