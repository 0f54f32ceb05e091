import { heights, hips, shoes } from '@agency/rules/measures';
import { memo, useMemo } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../core/page-context';
import { IdentityFields, OnlineFields, PhoneFields } from '../applicant/applicant-fields';
import { MeasureFields, type Measure } from '../applicant/measure-fields';
import { PhotoSection } from '../applicant/photo-section';
import { useFormMethods } from '../../../components/form/form-methods';
import { FormSection } from '../../../components/form/form-section';
import type { HeldErrors } from '../../../components/form/held-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { YesNoField } from '../../../components/form/yes-no-field';
import type { SelectiveForm_CityFragment, SelectiveForm_OptionsFragment } from '../../../gql/graphql';
import { formatSelectiveDate } from './format-selective-date';
import { PlaceFields } from './place-fields';
import type { SelectiveValues } from './selective-schema';

// The selective form's sections, each memoised: the form's own renders pass them by; each draws
// again on a language switch or when the errors of its own fields change (form-methods.tsx).

// The personal section's own fields (those its shared groups do not read), one array for the
// section's life: useFormState subscribes again whenever it is given another.
const PERSONAL = ['selectiveCity', 'major'] as const;

type PersonalSectionProps = {
  cities: readonly SelectiveForm_CityFragment[];
  genders: SelectiveForm_OptionsFragment['genders'];
};

/** 1. Personal data: the selective's city and date, who, of age, where from. */
export const PersonalSection = memo(function PersonalSection({ cities, genders }: PersonalSectionProps) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const { register, control } = useFormMethods<SelectiveValues>();
  const { errors } = useFormState({ control, name: PERSONAL });
  const cityOptions = useMemo(
    () =>
      cities.map((c) => ({
        value: c.id,
        label: t('selective.city_option', { city: c.city, date: formatSelectiveDate(c.date, locale) }),
      })),
    [cities, t, locale],
  );
  return (
    <FormSection level={3} number={1} title={t('selective.groups.personal_data')}>
      <SelectField
        wide
        label={t('form.fields.selective_city')}
        registration={register('selectiveCity')}
        options={cityOptions}
        placeholder={t('form.placeholders.selective_city')}
        error={errors.selectiveCity?.message}
      />
      <IdentityFields genders={genders} />
      <YesNoField
        wide
        legend={t('form.fields.major')}
        registration={register('major')}
        error={errors.major?.message}
      />
      <PlaceFields />
    </FormSection>
  );
});

/** 2. Contact, and a note for the agency. */
export const ContactSection = memo(function ContactSection() {
  const { t } = useTranslation();
  const { register, control } = useFormMethods<SelectiveValues>();
  const { errors } = useFormState({ control, name: 'note' });
  return (
    <FormSection level={3} number={2} title={t('selective.groups.contact')}>
      <OnlineFields />
      <PhoneFields />
      <TextareaField
        wide
        optional
        label={t('form.fields.note')}
        registration={register('note')}
        error={errors.note?.message}
        rows={3}
      />
    </FormSection>
  );
});

const MEASURES: readonly Measure[] = [
  { name: 'height', options: heights },
  { name: 'hips', options: hips, optional: true },
  { name: 'shoes', options: shoes },
];

/** 3. Measures: height and shoes asked, hips optional. */
export const MeasuresSection = memo(function MeasuresSection() {
  const { t } = useTranslation();
  return (
    <FormSection level={3} number={3} title={t('selective.groups.measures')} columns={3}>
      <MeasureFields measures={MEASURES} />
    </FormSection>
  );
});

const PHOTOS = [
  { name: 'image_1', label: 'form.photos.profile', index: 1 },
  { name: 'image_2', label: 'form.photos.profile', index: 2 },
  { name: 'image_3', label: 'form.photos.full_body', index: 1 },
  { name: 'image_4', label: 'form.photos.full_body', index: 2 },
  { name: 'image_5', label: 'form.photos.face', index: 1 },
  { name: 'image_6', label: 'form.photos.face', index: 2 },
] as const;

/** 4. Six photos, in pairs. */
export const PhotosSection = memo(function PhotosSection({ held }: { held: HeldErrors }) {
  const { t } = useTranslation();
  const photos = useMemo(
    () =>
      PHOTOS.map((photo) => ({
        name: photo.name,
        label: t('form.photos.numbered', { label: t(photo.label), index: photo.index }),
      })),
    [t],
  );
  return (
    <PhotoSection
      level={3}
      number={4}
      title={t('selective.groups.photos')}
      intro={t('selective.photos_intro')}
      held={held}
      className="photo-grid photo-grid--pairs"
      photos={photos}
    />
  );
});
