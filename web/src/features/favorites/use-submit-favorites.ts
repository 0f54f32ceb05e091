import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useApiLocale } from '../../core/page-context';
import { sendMutation, type SendOutcome } from '../../components/form/send-outcome';
import { graphql } from '../../gql';
import type { MessageData } from '../../components/form/message-schema';

const SubmitFavorites = graphql(`
  mutation SubmitFavorites($input: FavoritesInput!, $locale: Locale) {
    submitFavorites(input: $input, locale: $locale) {
      id
      status
    }
  }
`);

/**
 * Sends the budget request with the chosen models, the message as the visitor typed it (spec
 * section 7); resolves to what came of it, never throws.
 */
export function useSubmitFavorites(): (data: MessageData, modelIds: string[]) => Promise<SendOutcome> {
  const apiLocale = useApiLocale();
  const [mutate] = useMutation(SubmitFavorites);
  return useCallback(
    (data, modelIds) =>
      sendMutation(
        () => mutate({ variables: { input: { ...data, modelIds }, locale: apiLocale } }),
        (result) => result.submitFavorites.status,
      ),
    [mutate, apiLocale],
  );
}
