import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../core/query-state';
import type { ScreenProps } from '../../../core/screen-props';
import { usePageHead } from '../../../core/use-page-head';
import { useSiteConfig } from '../../../core/site-config';
import { GetScoutedScreenQuery } from './get-scouted-query';
import { HydrateApart } from '../../../components/form/hydrate-apart';
import { useApplicationQuery } from '../applicant/use-application-query';
import { GetScoutedForm } from './get-scouted-form';
import './get-scouted-screen.css';

export default function GetScoutedScreen(_props: ScreenProps<'getScouted'>) {
  const { t } = useTranslation();
  const { productName } = useSiteConfig();
  usePageHead({
    title: t('meta.get_scouted.title'),
    description: t('meta.get_scouted.description', { product: productName }),
  });
  const { data, stale, error } = useApplicationQuery(GetScoutedScreenQuery);

  if (error && !data) return <QueryError error={error} />;
  return (
    <div className="form-page">
      <header className="form-page__intro">
        <h1 className="page-title">{t('get_scouted.title')}</h1>
        <p className="form-page__lead">{t('get_scouted.intro')}</p>
      </header>
      <div className="form-page__body" aria-busy={stale || undefined}>
        {data ? (
          <HydrateApart>
            <GetScoutedForm options={data.options} />
          </HydrateApart>
        ) : (
          <div className="form-page__loading" aria-busy="true" />
        )}
      </div>
    </div>
  );
}
