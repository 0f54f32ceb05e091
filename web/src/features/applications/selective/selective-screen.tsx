import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../core/query-state';
import type { ScreenProps } from '../../../core/screen-props';
import { useSiteConfig } from '../../../core/site-config';
import { usePageHead } from '../../../core/use-page-head';
import { SelectiveScreenQuery } from './selective-query';
import { HydrateApart } from '../../../components/form/hydrate-apart';
import { useApplicationQuery } from '../applicant/use-application-query';
import { SelectiveForm } from './selective-form';
import { SelectiveHeader } from './selective-header';
import './selective-screen.css';

const FORM_ID = 'selective-sign-up';

export default function SelectiveScreen(_props: ScreenProps<'selective'>) {
  const { t } = useTranslation();
  const { productName } = useSiteConfig();
  usePageHead({
    title: t('meta.selective.title'),
    description: t('meta.selective.description', { product: productName }),
  });
  const { data, stale, error } = useApplicationQuery(SelectiveScreenQuery);

  if (error && !data) return <QueryError error={error} />;
  if (!data) return <div className="screen-loading" aria-busy="true" />;
  return (
    <div className="selective-page" aria-busy={stale || undefined}>
      <SelectiveHeader query={data} formId={FORM_ID} />
      <div className="selective-page__form">
        <HydrateApart>
          <SelectiveForm id={FORM_ID} options={data.options} cities={data.selectiveCities ?? []} />
        </HydrateApart>
      </div>
    </div>
  );
}
