import { useQuery } from '@apollo/client/react';
import { useApiLocale } from '../../../core/page-context';
import type { ScreenQuery } from '../../../core/route-module';
import { graphql } from '../../../gql';
import type { Locale as ApiLocale } from '../../../gql/graphql';

/**
 * The two long lists of the application forms (about 250 countries, 250 dial codes), each asked
 * for and read by the one field that shows it, not by the screen's query: reading 500 objects
 * from the Apollo cache in one component held a phone's main thread for ~90 ms while the form
 * hydrated; read by two fields, React can give the browser a turn between them. Both forms ask
 * for the same documents, so a visitor going from one form to the other has them cached. The
 * screens list them among their queries (`applicantListQueries`, in their route.ts), so the server
 * and a tap fetch them beside the screen's own.
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

export const DialCodeOptionsQuery = graphql(`
  query DialCodeOptions($locale: Locale!) {
    options(locale: $locale) {
      dialCodes {
        iso
        code
        name
      }
    }
  }
`);

/** Both lists as a form's route module asks for them before the form renders. */
export function applicantListQueries(locale: ApiLocale): ScreenQuery[] {
  return [
    { query: CountryOptionsQuery, variables: { locale } },
    { query: DialCodeOptionsQuery, variables: { locale } },
  ];
}

/** A dial code as the phone field offers it: the country's name in the page language and its code. */
export type DialCodeOption = { iso: string; code: string; name: string };

/** A list with what its field shows while it loads, after a failure, and during a language switch. */
export type OptionList<T> = {
  items: readonly T[] | undefined;
  /** Nothing to show yet, or the list of the previous language shown while the new one loads. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

type ListResult<D> = {
  data?: D | undefined;
  previousData?: D | undefined;
  error?: unknown;
  refetch: () => Promise<unknown>;
};

function optionList<D, T>(
  result: ListResult<D>,
  pick: (data: D) => readonly T[] | null | undefined,
): OptionList<T> {
  // The previous language's list stays (with what was chosen in it) until the new one has come.
  const data = result.data ?? result.previousData;
  return {
    items: data ? (pick(data) ?? undefined) : undefined,
    loading: !result.data && !result.error,
    failed: Boolean(result.error) && !result.data,
    retry: () => void result.refetch(),
  };
}

export function useCountryOptions(): OptionList<{ id: string; name: string }> {
  const locale = useApiLocale();
  const result = useQuery(CountryOptionsQuery, { variables: { locale } });
  return optionList(result, (data) => data.options.countries);
}

export function useDialCodeOptions(): OptionList<DialCodeOption> {
  const locale = useApiLocale();
  const result = useQuery(DialCodeOptionsQuery, { variables: { locale } });
  return optionList(result, (data) => data.options.dialCodes);
}
