import type { MessageData } from '../../components/form/message-schema';
import { useSendMutation } from '../../components/form/use-send-mutation';
import { graphql } from '../../gql';

const SubmitContact = graphql(`
  mutation SubmitContact($input: ContactInput!, $locale: Locale) {
    submitContact(input: $input, locale: $locale) {
      id
      status
    }
  }
`);

const toContactVariables = (data: MessageData) => ({ input: data });

/** Sends the contact form; resolves to what came of it, never throws. */
export function useSubmitContact() {
  return useSendMutation(SubmitContact, 'submitContact', toContactVariables);
}
