import { useMemo } from 'react';
import { ApplicationActions } from '../../../components/form/application-actions';
import { FormMethodsProvider } from '../../../components/form/form-methods';
import { useRestDrawn } from '../../../components/form/use-rest-drawn';
import { useSendingForm } from '../../../components/form/use-sending-form';
import { graphql } from '../../../gql';
import type { GetScoutedForm_OptionsFragment } from '../../../gql/graphql';
import { createGetScoutedSchema, GET_SCOUTED_FIELDS, getScoutedDefaults } from './get-scouted-schema';
import { InformationSection, MeasuresSection, PhotosSection } from './get-scouted-sections';
import { useSubmitGetScouted } from './use-submit-get-scouted';

export const GetScoutedFormOptions = graphql(`
  fragment GetScoutedForm_options on Options {
    ...ApplicantFields_options
  }
`);

/** Apply to be a model: Information, Measurements, three photos, send (docs/product.md). */
export function GetScoutedForm({ options }: { options: GetScoutedForm_OptionsFragment }) {
  const defaults = useMemo(() => getScoutedDefaults(options.defaultDialCode), [options.defaultDialCode]);
  const { form, held, send, onSubmit } = useSendingForm({
    createSchema: createGetScoutedSchema,
    defaults,
    fields: GET_SCOUTED_FIELDS,
    deliver: useSubmitGetScouted(),
  });
  // The send button comes with the rest, so nothing drawn moves when the rest arrives.
  const restDrawn = useRestDrawn();

  return (
    <FormMethodsProvider form={form}>
      <form className="application-form" noValidate onSubmit={onSubmit}>
        <InformationSection genders={options.genders} />
        {restDrawn && (
          <>
            <MeasuresSection />
            <PhotosSection held={held} />
            <ApplicationActions send={send} />
          </>
        )}
      </form>
    </FormMethodsProvider>
  );
}
