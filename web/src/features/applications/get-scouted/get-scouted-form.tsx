import { bust, heights, hips, shoes, waist } from '@agency/rules/measures';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IdentityFields, OnlineFields, PhoneFields, PhotoTiles } from '../applicant/applicant-fields';
import { focusFirstError } from '../../../components/form/focus-first-error';
import { useHeldErrors } from '../../../components/form/held-errors';
import { FormSection } from '../../../components/form/form-section';
import { FormStatus } from '../../../components/form/form-status';
import { showsInvalid } from '../../../components/form/shows-invalid';
import { MAX_PHOTO_MB } from '../../../components/form/photo-rules';
import { SelectField } from '../../../components/form/select-field';
import { applyFieldErrors } from '../../../components/form/send-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { useRevalidateOnLanguage } from '../../../components/form/use-revalidate-on-language';
import { useSendState } from '../../../components/form/use-send-state';
import { useTranslate } from '../../../components/form/use-translate';
import { graphql } from '../../../gql';
import type { GetScoutedForm_OptionsFragment } from '../../../gql/graphql';
import { CountryField } from '../applicant/country-field';
import { CityField } from './city-field';
import {
  createGetScoutedSchema,
  GET_SCOUTED_FIELDS,
  getScoutedDefaults,
  type GetScoutedData,
  type GetScoutedValues,
} from './get-scouted-schema';
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
  const translate = useTranslate();
  const held = useHeldErrors();
  const schema = useMemo(() => createGetScoutedSchema(translate), [translate]);
  const defaults = useMemo(() => getScoutedDefaults(options.defaultDialCode), [options.defaultDialCode]);
  const form = useForm<GetScoutedValues, unknown, GetScoutedData>({
    resolver: held.wrap(zodResolver(schema)),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const { register, control, formState, setValue, handleSubmit, reset } = form;
  const { errors } = formState;
  const country = useWatch({ control, name: 'country' });
  const submit = useSubmitGetScouted();
  const send = useSendState(() => reset(defaults));
  useRevalidateOnLanguage(form);

  const onValid = (data: GetScoutedData) =>
    send.run(async () => {
      const outcome = await submit(data);
      if (outcome.kind === 'invalid')
        applyFieldErrors(outcome.codes, held.holdOf(form), GET_SCOUTED_FIELDS, translate);
      return outcome;
    });

  return (
    <FormProvider {...form}>
      <form
        className="application-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(onValid, focusFirstError(GET_SCOUTED_FIELDS, form.setFocus))(event)
        }
      >
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

        <FormSection
          number={3}
          title={t('get_scouted.sections.photos')}
          intro={`${t('get_scouted.photos_intro')} ${t('form.hints.photos', { max: MAX_PHOTO_MB })}`}
          columns={1}
        >
          <PhotoTiles
            held={held}
            className="photo-grid"
            photos={PHOTOS.map((photo) => ({ name: photo.name, label: t(photo.label) }))}
          />
        </FormSection>

        <div className="form-actions">
          <SubmitButton status={send.status} />
          <FormStatus notice={send.notice} invalid={showsInvalid(formState)} />
        </div>
      </form>
    </FormProvider>
  );
}
