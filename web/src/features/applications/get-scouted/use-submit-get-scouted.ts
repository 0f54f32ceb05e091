import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useApiLocale } from '../../../core/page-context';
import { sendMutation, type SendOutcome } from '../../../components/form/send-outcome';
import { graphql } from '../../../gql';
import { toGetScoutedVariables } from './get-scouted-input';
import type { GetScoutedData } from './get-scouted-schema';

const SubmitGetScouted = graphql(`
  mutation SubmitGetScouted($input: GetScoutedInput!, $photos: [Upload!]!, $locale: Locale) {
    submitGetScouted(input: $input, photos: $photos, locale: $locale) {
      id
      status
    }
  }
`);

/** Sends an application with its three photos; resolves to what came of it, never throws. */
export function useSubmitGetScouted(): (data: GetScoutedData) => Promise<SendOutcome> {
  const apiLocale = useApiLocale();
  const [mutate] = useMutation(SubmitGetScouted);
  return useCallback(
    (data) =>
      sendMutation(
        () => mutate({ variables: { ...toGetScoutedVariables(data), locale: apiLocale } }),
        (result) => result.submitGetScouted.status,
      ),
    [mutate, apiLocale],
  );
}
