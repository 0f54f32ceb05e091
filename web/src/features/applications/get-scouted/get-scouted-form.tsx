import { bust, heights, hips, shoes, waist } from '@agency/rules/measures';
import { useMemo } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IdentityFields, OnlineFields, PhoneFields } from '../applicant/applicant-fields';
import { PhotoSection } from '../applicant/photo-section';
import { FormSection } from '../../../components/form/form-section';
import { FormActions } from '../../../components/form/form-actions';
import { showsInvalid } from '../../../components/form/shows-invalid';
import { SelectField } from '../../../components/form/select-field';
import { useRestDrawn } from '../../../components/form/use-rest-drawn';
import { useSendingForm } from '../../../components/form/use-sending-form';
import { graphql } from '../../../gql';
import type { GetScoutedForm_OptionsFragment } from '../../../gql/graphql';
import { CountryField } from '../applicant/country-field';
import { CityField } from './city-field';
import { createGetScoutedSchema, GET_SCOUTED_FIELDS, getScoutedDefaults } from './get-scouted-schema';
import { useSubmitGetScouted } from './use-submit-get-scouted';

export const GetScoutedFormOptions = graphql(`
  fragment GetScoutedForm_options on Options {
    ...ApplicantFields_options
  }
`);

const PHOTOS = [
  { name: 'image_1', label: 'form.photos.face' },
  { name: 'image_2', label: 'form.photos.profile' },
  { name: 'image_3', label: 'form.photos.full_body' },
] as const;

// Built here, not asked of the API: about 700 options the page's data, its HTML and the first
// render on a phone no longer carry through the Apollo cache (the API serves the same tables).
const MEASURES = [
  { name: 'height', options: heights },
  { name: 'bust', options: bust },
  { name: 'waist', options: waist },
  { name: 'hips', options: hips },
  { name: 'shoes', options: shoes },
] as const;

/** Apply to be a model: Information, Measurements, three photos, send (docs/product.md). */
export function GetScoutedForm({ options }: { options: GetScoutedForm_OptionsFragment }) {
  const { t } = useTranslation();
  const defaults = useMemo(() => getScoutedDefaults(options.defaultDialCode), [options.defaultDialCode]);
  const { form, held, send, onSubmit } = useSendingForm({
    createSchema: createGetScoutedSchema,
    defaults,
    fields: GET_SCOUTED_FIELDS,
    deliver: useSubmitGetScouted(),
  });
  const { register, control, formState, setValue } = form;
  const { errors } = formState;
  const country = useWatch({ control, name: 'country' });
  // The send button comes with the rest, so nothing drawn moves when the rest arrives.
  const restDrawn = useRestDrawn();

  return (
    <FormProvider {...form}>
      <form className="application-form" noValidate onSubmit={onSubmit}>
        <FormSection number={1} title={t('get_scouted.sections.information')}>
          <IdentityFields genders={options.genders} />
          <OnlineFields />
          <CountryField
            registration={register('country', { onChange: () => setValue('basedin', '') })}
            error={errors.country?.message}
          />
          <CityField country={country} registration={register('basedin')} error={errors.basedin?.message} />
          <PhoneFields />
        </FormSection>

        {restDrawn && (
          <>
            <FormSection number={2} title={t('get_scouted.sections.measurements')} columns={3}>
              {MEASURES.map((measure) => (
                <SelectField
                  key={measure.name}
                  label={t(`form.fields.${measure.name}`)}
                  registration={register(measure.name)}
                  options={measure.options}
                  placeholder={t('form.placeholders.select')}
                  error={errors[measure.name]?.message}
                />
              ))}
            </FormSection>

            <PhotoSection
              number={3}
              title={t('get_scouted.sections.photos')}
              intro={t('get_scouted.photos_intro')}
              held={held}
              className="photo-grid"
              photos={PHOTOS.map((photo) => ({ name: photo.name, label: t(photo.label) }))}
            />

            <FormActions send={send} invalid={showsInvalid(formState)} />
          </>
        )}
      </form>
    </FormProvider>
  );
}
