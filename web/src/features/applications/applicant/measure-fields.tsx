import type { MeasureOption } from '@agency/rules/measures';
import { useMemo } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMethods } from '../../../components/form/form-methods';
import { SelectField } from '../../../components/form/select-field';

// The measure lists are built in the browser from @agency/rules/measures, not asked of the API:
// about 700 options the page's data, its HTML and the first render on a phone no longer carry
// through the Apollo cache (the API serves and checks the same tables).

type MeasureName = 'height' | 'bust' | 'waist' | 'hips' | 'shoes';

/** One measure a form asks for: its field, its list, whether it may stay empty. */
export type Measure = { name: MeasureName; options: readonly MeasureOption[]; optional?: boolean };

/**
 * A select per measure, in the order given, for either application. Keep `measures` a module
 * constant: the errors are read for its names, and another array would subscribe again.
 */
export function MeasureFields({ measures }: { measures: readonly Measure[] }) {
  const { t } = useTranslation();
  const { register, control } = useFormMethods<Partial<Record<MeasureName, string>>>();
  const names = useMemo(() => measures.map((measure) => measure.name), [measures]);
  const { errors } = useFormState({ control, name: names });
  return measures.map((measure) => (
    <SelectField
      key={measure.name}
      optional={measure.optional}
      label={t(`form.fields.${measure.name}`)}
      registration={register(measure.name)}
      options={measure.options}
      placeholder={t('form.placeholders.select')}
      error={errors[measure.name]?.message}
    />
  ));
}
