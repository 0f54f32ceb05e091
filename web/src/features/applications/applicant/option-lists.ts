import { useQuery } from '@apollo/client/react';
import { useApiLocale } from '../../../core/page-context';
import type { ScreenQuery } from '../../../core/route-module';
import { graphql } from '../../../gql';
import type { Locale as ApiLocale } from '../../../gql/graphql';

/**
 * The application forms' long list from the back office (about 250 countries), asked for and read
 * by the one field that shows it, not by the screen's query: reading hundreds of objects from the
 * Apollo cache in one component held a phone's main thread for tens of ms while the form hydrated.
 * Both forms ask for the same document, so a visitor going from one form to the other has it
 * cached. The screens list it among their queries (`applicantListQueries`, in their route.ts), so
 * the server and a tap fetch it beside the screen's own. The dial codes are a built-in table
 * (`@agency/rules/dial-codes`), not asked for.
 */
export const CountryOptionsQuery = graphql(`
  query CountryOptions($locale: Locale!) {
    options(locale: $locale) {
      countries {
        id
        name
      }
    }
  }
`);

/** The list as a form's route module asks for it before the form renders. */
export function applicantListQueries(locale: ApiLocale): ScreenQuery[] {
  return [{ query: CountryOptionsQuery, variables: { locale } }];
}

/** A list with what its field shows while it loads, after a failure, and during a language switch. */
export type OptionList<T> = {
  items: readonly T[] | undefined;
  /** Nothing to show yet, or the list of the previous language shown while the new one loads. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

export function useCountryOptions(): OptionList<{ id: string; name: string }> {
  const locale = useApiLocale();
  const result = useQuery(CountryOptionsQuery, { variables: { locale } });
  // The previous language's list stays (with what was chosen in it) until the new one has come.
  const data = result.data ?? result.previousData;
  return {
    items: data?.options.countries ?? undefined,
    loading: !result.data && !result.error,
    failed: Boolean(result.error) && !result.data,
    retry: () => void result.refetch(),
  };
}
