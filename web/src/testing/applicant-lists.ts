import type { MockLink } from '@apollo/client/testing';
import { CountryOptionsQuery } from '../features/applications/applicant/option-lists';

// Test-only: the application forms' country list (option-lists.ts), as the API answers it, for
// tests that render a form over mocks or over a link of their own. The dial codes are built in.

type Country = { id: string; name: string };

const TEST_COUNTRIES: readonly Country[] = [
  { id: '31', name: 'Brazil' },
  { id: '177', name: 'Portugal' },
];

const countriesData = (countries: readonly Country[]) => ({
  options: { __typename: 'Options', countries: countries.map((c) => ({ __typename: 'Place', ...c })) },
});

/** A mock answering the list once in `locale` (the API's enum value: 'EN', 'PT', 'ES'). */
export function applicantListMocks(locale: string): MockLink.MockedResponse[] {
  return [
    {
      request: { query: CountryOptionsQuery, variables: { locale } },
      result: { data: countriesData(TEST_COUNTRIES) },
    },
  ];
}

/** The answer to the list's operation, for a test's own link; null for any other operation. */
export function applicantListAnswer(operationName: string): { data: unknown } | null {
  return operationName === 'CountryOptions' ? { data: countriesData(TEST_COUNTRIES) } : null;
}
