import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationActions } from '../../../components/form/application-actions';
import { FormMethodsProvider } from '../../../components/form/form-methods';
import { useRestDrawn } from '../../../components/form/use-rest-drawn';
import { useSendingForm } from '../../../components/form/use-sending-form';
import { graphql } from '../../../gql';
import type { SelectiveForm_CityFragment, SelectiveForm_OptionsFragment } from '../../../gql/graphql';
import {
  createSelectiveSchema,
  SELECTIVE_API_ALIASES,
  SELECTIVE_FIELDS,
  selectiveDefaults,
} from './selective-schema';
import { ContactSection, MeasuresSection, PersonalSection, PhotosSection } from './selective-sections';
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

type SelectiveFormProps = {
  id: string;
  options: SelectiveForm_OptionsFragment;
  cities: readonly SelectiveForm_CityFragment[];
};

/** Selective sign-up: personal data, contact, measures, six photos (docs/product.md). */
export function SelectiveForm({ id, options, cities }: SelectiveFormProps) {
  const { t } = useTranslation();
  const defaults = useMemo(() => selectiveDefaults(options.defaultDialCode), [options.defaultDialCode]);
  const { form, held, send, onSubmit } = useSendingForm({
    createSchema: createSelectiveSchema,
    defaults,
    fields: SELECTIVE_FIELDS,
    deliver: useSubmitSelective(),
    aliases: SELECTIVE_API_ALIASES,
  });
  // As be-a-model's (get-scouted-form.tsx): a tap draws the first section, the rest right after.
  const restDrawn = useRestDrawn();

  return (
    <FormMethodsProvider form={form}>
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
        <PersonalSection cities={cities} genders={options.genders} />
        {restDrawn && (
          <>
            <ContactSection />
            <MeasuresSection />
            <PhotosSection held={held} />
            <ApplicationActions send={send} />
          </>
        )}
      </form>
    </FormMethodsProvider>
  );
}
