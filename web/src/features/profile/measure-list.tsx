import { useTranslation } from 'react-i18next';
import { usePage } from '../../core/page-context';
import { graphql } from '../../gql';
import type { MeasureList_MeasureFragment } from '../../gql/graphql';
import { measureText } from './measure-text';

export const MeasureListFragment = graphql(`
  fragment MeasureList_measure on Measure {
    key
    label
    value
    metric
    imperial
  }
`);

/** The measures as a compact label/value list, in both units; the API already translates and formats them. */
export function MeasureList({ measures }: { measures: readonly MeasureList_MeasureFragment[] }) {
  const { t } = useTranslation();
  const { locale } = usePage();
  if (measures.length === 0) return null;
  return (
    <>
      <h2 className="visually-hidden">{t('profile.measures_title')}</h2>
      <dl className="measure-list">
        {measures.map((measure) => (
          <div key={measure.key} className="measure-list__row">
            <dt>{measure.label}</dt>
            <dd>{measureText(measure, locale)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
