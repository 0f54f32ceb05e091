import { useSendMutation } from '../../../components/form/use-send-mutation';
import { graphql } from '../../../gql';
import { toSelectiveVariables } from './selective-input';

const SubmitSelective = graphql(`
  mutation SubmitSelective($input: SelectiveInput!, $photos: [Upload!]!, $locale: Locale) {
    submitSelective(input: $input, photos: $photos, locale: $locale) {
      id
      status
    }
  }
`);

/** Sends a selective sign-up with its six photos; resolves to what came of it, never throws. */
export function useSubmitSelective() {
  return useSendMutation(SubmitSelective, 'submitSelective', toSelectiveVariables);
}
