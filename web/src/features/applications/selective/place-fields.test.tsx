// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FormMethodsProvider } from '../../../components/form/form-methods';
import { applicantListMocks } from '../../../testing/applicant-lists';
import { renderWithSite } from '../../../testing/render-with-site';
import { SelectivePlaceCities, SelectivePlaceStates } from './place-fields';
import { PlaceFields } from './place-fields';
import { selectiveDefaults, type SelectiveValues } from './selective-schema';

const place = (id: string, name: string) => ({ __typename: 'Place' as const, id, name });

function states(country: string, list: ReturnType<typeof place>[]): MockLink.MockedResponse {
  return {
    request: { query: SelectivePlaceStates, variables: { country, locale: 'EN' } },
    result: { data: { options: { __typename: 'Options', states: list } } },
  };
}

function cities(country: string, state: string, list: ReturnType<typeof place>[]): MockLink.MockedResponse {
  return {
    request: { query: SelectivePlaceCities, variables: { country, state, locale: 'EN' } },
    result: { data: { options: { __typename: 'Options', cities: list } } },
  };
}

const MOCKS = [
  ...applicantListMocks('EN'),
  states('31', [place('5', 'Bahia'), place('25', 'São Paulo')]),
  states('177', [place('90', 'Lisboa')]),
  cities('31', '5', [place('5270', 'Salvador'), place('5300', 'Feira de Santana')]),
  cities('31', '25', [place('9668', 'São Paulo')]),
  cities('177', '90', [place('777', 'Lisboa')]),
];

let values: () => SelectiveValues = () => selectiveDefaults('55');

function Harness() {
  const form = useForm<SelectiveValues>({ defaultValues: selectiveDefaults('55') });
  // Read by the tests after each change: the harness hands its form out once rendered.
  useEffect(() => {
    values = () => form.getValues();
  });
  return (
    <FormMethodsProvider form={form}>
      <PlaceFields />
    </FormMethodsProvider>
  );
}

const select = (name: string) => screen.getByLabelText<HTMLSelectElement>(name);
const choose = (name: string, value: string) => fireEvent.change(select(name), { target: { value } });
const optionTexts = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((o) => o.textContent);

/** The fields with the country list loaded (the country field reads its own). */
async function renderPlaces() {
  renderWithSite(<Harness />, { mocks: MOCKS });
  await waitFor(() => expect(optionTexts('Country')).toContain('Portugal'));
}

afterEach(cleanup);

describe('country → state → city', () => {
  it('keeps the state waiting for a country and the city waiting for a state', async () => {
    await renderPlaces();
    expect(select('State').disabled).toBe(true);
    expect(optionTexts('State')).toEqual(['Select a country']);
    expect(select('City you live in').disabled).toBe(true);
    expect(optionTexts('City you live in')).toEqual(['Select a state']);

    choose('Country', '31');
    await waitFor(() => expect(select('State').disabled).toBe(false));
    expect(optionTexts('State')).toEqual(['Select a state', 'Bahia', 'São Paulo']);
    expect(select('City you live in').disabled).toBe(true);

    choose('State', '5');
    await waitFor(() => expect(select('City you live in').disabled).toBe(false));
    expect(optionTexts('City you live in')).toEqual(['Select a city', 'Salvador', 'Feira de Santana']);
    choose('City you live in', '5270');
    expect(values()).toMatchObject({ country: '31', id_state: '5', basedin: '5270' });
  });

  it('clears and reloads the states and cities when the country changes', async () => {
    await renderPlaces();
    choose('Country', '31');
    await waitFor(() => expect(select('State').disabled).toBe(false));
    choose('State', '5');
    await waitFor(() => expect(select('City you live in').disabled).toBe(false));
    choose('City you live in', '5270');

    choose('Country', '177');
    expect(values()).toMatchObject({ country: '177', id_state: '', basedin: '' });
    expect(select('City you live in').disabled).toBe(true);
    await waitFor(() => expect(optionTexts('State')).toEqual(['Select a state', 'Lisboa']));
    expect(select('State').value).toBe('');
  });

  it('clears the city when the state changes', async () => {
    await renderPlaces();
    choose('Country', '31');
    await waitFor(() => expect(select('State').disabled).toBe(false));
    choose('State', '5');
    await waitFor(() => expect(select('City you live in').disabled).toBe(false));
    choose('City you live in', '5270');

    choose('State', '25');
    expect(values()).toMatchObject({ id_state: '25', basedin: '' });
    await waitFor(() => expect(optionTexts('City you live in')).toEqual(['Select a city', 'São Paulo']));
    expect(select('City you live in').value).toBe('');
  });
});
