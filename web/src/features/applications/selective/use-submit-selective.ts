import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useApiLocale } from '../../../core/page-context';
import { sendMutation, type SendOutcome } from '../../../components/form/send-outcome';
import { graphql } from '../../../gql';
import { toSelectiveVariables } from './selective-input';
import type { SelectiveData } from './selective-schema';

const SubmitSelective = graphql(`
  mutation SubmitSelective($input: SelectiveInput!, $photos: [Upload!]!, $locale: Locale) {
    submitSelective(input: $input, photos: $photos, locale: $locale) {
      id
      status
    }
  }
`);

/** Sends a selective sign-up with its six photos; resolves to what came of it, never throws. */
export function useSubmitSelective(): (data: SelectiveData) => Promise<SendOutcome> {
  const apiLocale = useApiLocale();
  const [mutate] = useMutation(SubmitSelective);
  return useCallback(
    (data) =>
      sendMutation(
        () => mutate({ variables: { ...toSelectiveVariables(data), locale: apiLocale } }),
        (result) => result.submitSelective.status,
      ),
    [mutate, apiLocale],
  );
}
