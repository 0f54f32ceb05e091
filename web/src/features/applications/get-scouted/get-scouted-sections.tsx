import { bust, heights, hips, shoes, waist } from '@agency/rules/measures';
import { memo, useMemo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IdentityFields, OnlineFields, PhoneFields } from '../applicant/applicant-fields';
import { PhotoSection } from '../applicant/photo-section';
import { useFormMethods } from '../../../components/form/form-methods';
import { FormSection } from '../../../components/form/form-section';
import type { HeldErrors } from '../../../components/form/held-errors';
import type { GetScoutedForm_OptionsFragment } from '../../../gql/graphql';
import { CountryField } from '../applicant/country-field';
import { MeasureFields, type Measure } from '../applicant/measure-fields';
import { CityField } from './city-field';
import type { GetScoutedValues } from './get-scouted-schema';

// The be-a-model form's sections, each memoised: the form's own renders (its state, the rest
// drawn after the first section) pass them by; each draws again on a language switch or when the
// errors of its own fields change (form-methods.tsx).

type Option = GetScoutedForm_OptionsFragment['genders'][number];

// One array for the section's life: useFormState subscribes again whenever it is given another.
const PLACE = ['country', 'basedin'] as const;

/** 1. Information: who, where and how to reach them. */
export const InformationSection = memo(function InformationSection({
  genders,
}: {
  genders: readonly Option[];
}) {
  const { t } = useTranslation();
  const { register, control, setValue } = useFormMethods<GetScoutedValues>();
  const { errors } = useFormState({ control, name: PLACE });
  const country = useWatch({ control, name: 'country' });
  return (
    <FormSection number={1} title={t('get_scouted.sections.information')}>
      <IdentityFields genders={genders} />
      <OnlineFields />
      <CountryField
        registration={register('country', { onChange: () => setValue('basedin', '') })}
        error={errors.country?.message}
      />
      <CityField country={country} registration={register('basedin')} error={errors.basedin?.message} />
      <PhoneFields />
    </FormSection>
  );
});

const MEASURES: readonly Measure[] = [
  { name: 'height', options: heights },
  { name: 'bust', options: bust },
  { name: 'waist', options: waist },
  { name: 'hips', options: hips },
  { name: 'shoes', options: shoes },
];

/** 2. Measurements. */
export const MeasuresSection = memo(function MeasuresSection() {
  const { t } = useTranslation();
  return (
    <FormSection number={2} title={t('get_scouted.sections.measurements')} columns={3}>
      <MeasureFields measures={MEASURES} />
    </FormSection>
  );
});

const PHOTOS = [
  { name: 'image_1', label: 'form.photos.face' },
  { name: 'image_2', label: 'form.photos.profile' },
  { name: 'image_3', label: 'form.photos.full_body' },
] as const;

/** 3. Three photos. */
export const PhotosSection = memo(function PhotosSection({ held }: { held: HeldErrors }) {
  const { t } = useTranslation();
  const photos = useMemo(() => PHOTOS.map((photo) => ({ name: photo.name, label: t(photo.label) })), [t]);
  return (
    <PhotoSection
      number={3}
      title={t('get_scouted.sections.photos')}
      intro={t('get_scouted.photos_intro')}
      held={held}
      className="photo-grid"
      photos={photos}
    />
  );
});
