import type { MockLink } from '@apollo/client/testing';
import { CountryOptionsQuery, DialCodeOptionsQuery } from '../features/applications/applicant/option-lists';

// Test-only: the application forms' country and dial code lists (option-lists.ts), as the API
// answers them, for tests that render a form over mocks or over a link of their own.

type Country = { id: string; name: string };
type DialCode = { iso: string; code: string; name: string };

export const TEST_COUNTRIES: readonly Country[] = [
  { id: '31', name: 'Brazil' },
  { id: '177', name: 'Portugal' },
];

export const TEST_DIAL_CODES: readonly DialCode[] = [
  { iso: 'BR', code: '55', name: 'Brazil' },
  { iso: 'PT', code: '351', name: 'Portugal' },
];

const countriesData = (countries: readonly Country[]) => ({
  options: { __typename: 'Options', countries: countries.map((c) => ({ __typename: 'Place', ...c })) },
});

const dialCodesData = (dialCodes: readonly DialCode[]) => ({
  options: { __typename: 'Options', dialCodes: dialCodes.map((d) => ({ __typename: 'DialCode', ...d })) },
});

/** Mocks answering both lists once in `locale` (the API's enum value: 'EN', 'PT', 'ES'). */
export function applicantListMocks(
  locale: string,
  lists: { countries?: readonly Country[]; dialCodes?: readonly DialCode[] } = {},
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: CountryOptionsQuery, variables: { locale } },
      result: { data: countriesData(lists.countries ?? TEST_COUNTRIES) },
    },
    {
      request: { query: DialCodeOptionsQuery, variables: { locale } },
      result: { data: dialCodesData(lists.dialCodes ?? TEST_DIAL_CODES) },
    },
  ];
}

/** The answer to either list's operation, for a test's own link; null for any other operation. */
export function applicantListAnswer(operationName: string): { data: unknown } | null {
  if (operationName === 'CountryOptions') return { data: countriesData(TEST_COUNTRIES) };
  if (operationName === 'DialCodeOptions') return { data: dialCodesData(TEST_DIAL_CODES) };
  return null;
}
