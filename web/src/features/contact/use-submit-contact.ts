import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useApiLocale } from '../../core/page-context';
import type { MessageData } from '../../components/form/message-schema';
import { sendMutation, type SendOutcome } from '../../components/form/send-outcome';
import { graphql } from '../../gql';

const SubmitContact = graphql(`
  mutation SubmitContact($input: ContactInput!, $locale: Locale) {
    submitContact(input: $input, locale: $locale) {
      id
      status
    }
  }
`);

/** Sends the contact form; resolves to what came of it, never throws. */
export function useSubmitContact(): (data: MessageData) => Promise<SendOutcome> {
  const apiLocale = useApiLocale();
  const [mutate] = useMutation(SubmitContact);
  return useCallback(
    (data) =>
      sendMutation(
        () => mutate({ variables: { input: data, locale: apiLocale } }),
        (result) => result.submitContact.status,
      ),
    [mutate, apiLocale],
  );
}
