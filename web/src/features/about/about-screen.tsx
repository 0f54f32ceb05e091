import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useApiLocale, usePage } from '../../core/page-context';
import { QueryError } from '../../core/query-state';
import type { ScreenProps } from '../../core/screen-props';
import { useSiteConfig } from '../../core/site-config';
import { usePageHead } from '../../core/use-page-head';
import type { Locale as ApiLocale } from '../../gql/graphql';
import { htmlLang, type Locale } from '../../i18n/locales';
import { ABOUT_TEXT_KEY, AboutScreenQuery, aboutVariables } from './about-query';
import { withAboutImages } from './about-images';
import './about-screen.css';

const PAGE_LOCALE = { PT: 'pt', EN: 'en', ES: 'es' } as const satisfies Record<ApiLocale, Locale>;

export default function AboutScreen(_props: ScreenProps<'about'>) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const { productName } = useSiteConfig();
  const apiLocale = useApiLocale();
  const { data, error } = useQuery(AboutScreenQuery, { variables: aboutVariables(apiLocale) });
  usePageHead({
    title: t('meta.about.title'),
    description: t('meta.about.description', { product: productName }),
  });

  if (error) return <QueryError error={error} />;
  const text = data?.websiteText;
  // A text that fell back to another language is marked as such, so screen readers pronounce it right.
  const textLang =
    text && PAGE_LOCALE[text.locale] !== locale ? htmlLang(PAGE_LOCALE[text.locale]) : undefined;

  return (
    <article className="about" aria-labelledby="about-title" aria-busy={!data}>
      <h1 id="about-title" className="page-title about__title">
        {t('nav.about')}
      </h1>
      {text ? (
        // Sanitised by the API (websiteText.html), so it is safe to insert as HTML.
        <div
          className="about__text"
          lang={textLang}
          dangerouslySetInnerHTML={{ __html: withAboutImages(text.html) }}
        />
      ) : (
        // Spec: when no language has the text (the API answers null), the key itself is shown.
        data && (
          <div className="about__text">
            <p>{ABOUT_TEXT_KEY}</p>
          </div>
        )
      )}
    </article>
  );
}
