import type { MessageData } from '../../components/form/message-schema';
import { useSendMutation } from '../../components/form/use-send-mutation';
import { graphql } from '../../gql';

const SubmitFavorites = graphql(`
  mutation SubmitFavorites($input: FavoritesInput!, $locale: Locale) {
    submitFavorites(input: $input, locale: $locale) {
      id
      status
    }
  }
`);

const toFavoritesVariables = (data: MessageData, modelIds: string[]) => ({ input: { ...data, modelIds } });

/**
 * Sends the budget request with the chosen models, the message as the visitor typed it (spec
 * section 7); resolves to what came of it, never throws.
 */
export function useSubmitFavorites() {
  return useSendMutation(SubmitFavorites, 'submitFavorites', toFavoritesVariables);
}
