import { useSendMutation } from '../../../components/form/use-send-mutation';
import { graphql } from '../../../gql';
import { toGetScoutedVariables } from './get-scouted-input';

const SubmitGetScouted = graphql(`
  mutation SubmitGetScouted($input: GetScoutedInput!, $photos: [Upload!]!, $locale: Locale) {
    submitGetScouted(input: $input, photos: $photos, locale: $locale) {
      id
      status
    }
  }
`);

/** Sends an application with its three photos; resolves to what came of it, never throws. */
export function useSubmitGetScouted() {
  return useSendMutation(SubmitGetScouted, 'submitGetScouted', toGetScoutedVariables);
}
