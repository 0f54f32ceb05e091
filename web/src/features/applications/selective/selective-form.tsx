// The measure lists are built here, not asked of the API (get-scouted-form.tsx says why).
import { heights, hips, shoes } from '@agency/rules/measures';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../core/page-context';
import { IdentityFields, OnlineFields, PhoneFields } from '../applicant/applicant-fields';
import { PhotoSection } from '../applicant/photo-section';
import { FormSection } from '../../../components/form/form-section';
import { FormActions } from '../../../components/form/form-actions';
import { showsInvalid } from '../../../components/form/shows-invalid';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSendingForm } from '../../../components/form/use-sending-form';
import { YesNoField } from '../../../components/form/yes-no-field';
import { graphql } from '../../../gql';
import type { SelectiveForm_CityFragment, SelectiveForm_OptionsFragment } from '../../../gql/graphql';
import { formatSelectiveDate } from './format-selective-date';
import { PlaceFields } from './place-fields';
import {
  createSelectiveSchema,
  SELECTIVE_API_ALIASES,
  SELECTIVE_FIELDS,
  selectiveDefaults,
} from './selective-schema';
import { useSubmitSelective } from './use-submit-selective';

export const SelectiveFormOptions = graphql(`
  fragment SelectiveForm_options on Options {
    ...ApplicantFields_options
  }
`);

export const SelectiveFormCity = graphql(`
  fragment SelectiveForm_city on SelectiveCity {
    id
    city
    date
  }
`);

const PHOTOS = [
  { name: 'image_1', label: 'form.photos.profile', index: 1 },
  { name: 'image_2', label: 'form.photos.profile', index: 2 },
  { name: 'image_3', label: 'form.photos.full_body', index: 1 },
  { name: 'image_4', label: 'form.photos.full_body', index: 2 },
  { name: 'image_5', label: 'form.photos.face', index: 1 },
  { name: 'image_6', label: 'form.photos.face', index: 2 },
] as const;

type SelectiveFormProps = {
  id: string;
  options: SelectiveForm_OptionsFragment;
  cities: readonly SelectiveForm_CityFragment[];
};

/** Selective sign-up: personal data, contact, measures, six photos (docs/product.md). */
export function SelectiveForm({ id, options, cities }: SelectiveFormProps) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const defaults = useMemo(() => selectiveDefaults(options.defaultDialCode), [options.defaultDialCode]);
  const { form, held, send, onSubmit } = useSendingForm({
    createSchema: createSelectiveSchema,
    defaults,
    fields: SELECTIVE_FIELDS,
    deliver: useSubmitSelective(),
    aliases: SELECTIVE_API_ALIASES,
  });
  const { register, formState } = form;
  const { errors } = formState;
  const cityOptions = useMemo(
    () =>
      cities.map((c) => ({
        value: c.id,
        label: t('selective.city_option', { city: c.city, date: formatSelectiveDate(c.date, locale) }),
      })),
    [cities, t, locale],
  );

  return (
    <FormProvider {...form}>
      <h2 id={`${id}-title`} className="selective-form__title">
        {t('selective.form_title')}
      </h2>
      <form
        id={id}
        className="application-form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
      >
        <FormSection level={3} number={1} title={t('selective.groups.personal_data')}>
          <SelectField
            wide
            label={t('form.fields.selective_city')}
            registration={register('selectiveCity')}
            options={cityOptions}
            placeholder={t('form.placeholders.selective_city')}
            error={errors.selectiveCity?.message}
          />
          <IdentityFields genders={options.genders} />
          <YesNoField
            wide
            legend={t('form.fields.major')}
            registration={register('major')}
            error={errors.major?.message}
          />
          <PlaceFields />
        </FormSection>

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

        <FormSection level={3} number={3} title={t('selective.groups.measures')} columns={3}>
          <SelectField
            label={t('form.fields.height')}
            registration={register('height')}
            options={heights}
            placeholder={t('form.placeholders.select')}
            error={errors.height?.message}
          />
          <SelectField
            optional
            label={t('form.fields.hips')}
            registration={register('hips')}
            options={hips}
            placeholder={t('form.placeholders.select')}
            error={errors.hips?.message}
          />
          <SelectField
            label={t('form.fields.shoes')}
            registration={register('shoes')}
            options={shoes}
            placeholder={t('form.placeholders.select')}
            error={errors.shoes?.message}
          />
        </FormSection>

        <PhotoSection
          level={3}
          number={4}
          title={t('selective.groups.photos')}
          intro={t('selective.photos_intro')}
          held={held}
          className="photo-grid photo-grid--pairs"
          photos={PHOTOS.map((photo) => ({
            name: photo.name,
            label: t('form.photos.numbered', { label: t(photo.label), index: photo.index }),
          }))}
        />

        <FormActions send={send} invalid={showsInvalid(formState)} />
      </form>
    </FormProvider>
  );
}
