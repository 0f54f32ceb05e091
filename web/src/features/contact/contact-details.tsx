import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ContactDetails_ContactFragment, ContactDetails_SocialMediaFragment } from '../../gql/graphql';

export const ContactDetailsFragments = graphql(`
  fragment ContactDetails_contact on Contact {
    address
    email
    phones
  }
  fragment ContactDetails_socialMedia on SocialMedia {
    key
    name
    url
  }
`);

/** What the page shows when the back-office contact is missing or failed: the site's own settings. */
export type ContactFallback = { email: string; phone: string };

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The address, e-mail, phones and (spec) an Instagram link when a social media entry is keyed instagram. */
export function ContactDetails(props: {
  contact: ContactDetails_ContactFragment | null | undefined;
  socialMedia: readonly ContactDetails_SocialMediaFragment[];
  fallback: ContactFallback;
  directionsUrl: string;
}) {
  const { t } = useTranslation();
  const { contact, fallback } = props;
  const email = contact?.email || fallback.email;
  const phones = contact?.phones.length ? contact.phones : [fallback.phone];
  const instagram = props.socialMedia.find((entry) => entry.key.toLowerCase() === 'instagram');
  const newTab = <span className="visually-hidden"> {t('common.new_tab')}</span>;

  return (
    <address className="contact-details">
      <dl>
        {contact?.address && (
          <div className="contact-details__item">
            <dt>{t('contact.address')}</dt>
            <dd>
              <span className="contact-details__address">{contact.address}</span>
              <a className="text-button" href={props.directionsUrl} target="_blank" rel="noopener noreferrer">
                {t('contact.directions')}
                {newTab}
              </a>
            </dd>
          </div>
        )}
        <div className="contact-details__item">
          <dt>{t('contact.email')}</dt>
          <dd>
            <a className="contact-details__link" href={`mailto:${email}`}>
              {email}
            </a>
          </dd>
        </div>
        <div className="contact-details__item">
          <dt>{t('contact.phones')}</dt>
          <dd>
            <ul className="contact-details__phones">
              {phones.map((phone) => (
                <li key={phone}>
                  <a className="contact-details__link" href={telHref(phone)}>
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {instagram && (
          <div className="contact-details__item">
            <dt>{t('contact.follow_instagram')}</dt>
            <dd>
              <a
                className="contact-details__link"
                href={instagram.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {instagram.name}
                {newTab}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </address>
  );
}
