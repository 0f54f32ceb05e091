// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicantListMocks } from '../../../testing/applicant-lists';
import { renderWithSite } from '../../../testing/render-with-site';
import { ApplyCitiesDocument, type GetScoutedForm_OptionsFragment } from '../../../gql/graphql';
import { GetScoutedForm } from './get-scouted-form';

const option = (value: string, label = value) => ({ __typename: 'Option' as const, value, label });

const OPTIONS: GetScoutedForm_OptionsFragment = {
  genders: [option('woman', 'Woman'), option('man', 'Man')],
  defaultDialCode: '55',
};

const citiesOf = (country: string, names: [string, string][]): MockLink.MockedResponse => ({
  request: { query: ApplyCitiesDocument, variables: { country, locale: 'EN' } },
  result: {
    data: {
      options: {
        __typename: 'Options',
        cities: names.map(([id, name]) => ({ __typename: 'Place', id, name })),
      },
    },
  },
});

/** The form with its country and dial code lists loaded (each field reads its own). */
async function renderForm(mocks: MockLink.MockedResponse[] = []) {
  const view = renderWithSite(<GetScoutedForm options={OPTIONS} />, {
    mocks: [...applicantListMocks('EN'), ...mocks],
  });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Portugal (+351)' })).toBeTruthy());
  await waitFor(() => expect(screen.getByRole('option', { name: 'Portugal' })).toBeTruthy());
  return view;
}

const city = () => screen.getByLabelText<HTMLSelectElement>('City you live in');

afterEach(cleanup);

describe('GetScoutedForm', () => {
  it('offers the measure lists of the spec, in centimetres and inches', async () => {
    await renderForm([]);
    const labels = (name: string) =>
      within(screen.getByLabelText<HTMLSelectElement>(name))
        .getAllByRole('option')
        .map((o) => o.textContent);
    const heights = labels('Height');
    expect(heights).toHaveLength(1 + 171);
    expect(heights[1]).toBe(`30 cm / 1'0"`);
    expect(heights).toContain(`178 cm / 5'10"`);
    expect(heights.at(-1)).toBe(`200 cm / 6'7"`);
    expect(labels('Bust')).toHaveLength(1 + 136);
    expect(labels('Waist')[1]).toBe('20 cm / 8"');
    expect(labels('Hips')).toContain('90 cm / 35.5"');
    expect(labels('Shoe size')).toContain('37.5');
  });

  it('starts with +55 and keeps the city waiting until the country’s cities have loaded', async () => {
    await renderForm([citiesOf('31', [['5270', 'Salvador']]), citiesOf('177', [['777', 'Lisboa']])]);
    expect(screen.getByLabelText<HTMLSelectElement>('Country code').value).toBe('55');
    expect(screen.getByText('+55')).toBeTruthy();
    expect(city().disabled).toBe(true);
    expect(city().options[0]?.textContent).toBe('Select a country');

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '31' } });
    expect(city().disabled).toBe(true);
    await waitFor(() => expect(city().disabled).toBe(false));
    expect(
      within(city())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a city', 'Salvador']);
    fireEvent.change(city(), { target: { value: '5270' } });

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '177' } });
    expect(city().value).toBe('');
    await waitFor(() =>
      expect(
        within(city())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a city', 'Lisboa']),
    );
  });

  it('on an empty send marks every field and photo, focuses the first, and sends nothing', async () => {
    // No mutation is mocked: a request would fail the test with an unmatched-mock error.
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));

    const invalid = [
      // A yes/no question is marked invalid as a group (ARIA has no aria-invalid on a radio).
      ...document.querySelectorAll(
        'input[aria-invalid="true"], select[aria-invalid="true"], [role="radiogroup"][aria-invalid="true"] input',
      ),
    ].map((el) => el.getAttribute('name'));
    expect(new Set(invalid)).toEqual(
      new Set([
        'realname',
        'gender',
        'birthdate',
        'email',
        'instagr',
        'country',
        'basedin',
        'phone',
        'whatsapp',
        'height',
        'bust',
        'waist',
        'hips',
        'shoes',
        'image_1',
        'image_2',
        'image_3',
      ]),
    );
    expect(document.querySelectorAll('.photo-tile.is-invalid')).toHaveLength(3);
    expect(screen.getAllByText('Please add this photo.')).toHaveLength(3);
    expect(screen.getAllByText('Please fill in this field.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields.');
  });

  it('shows a country list that failed as such, keeps the rest of the form, and loads it on Try again', async () => {
    const [countries] = applicantListMocks('EN');
    renderWithSite(<GetScoutedForm options={OPTIONS} />, {
      mocks: [{ ...countries!, result: undefined, error: new Error('upstream down') }, countries!],
    });
    const country = () => screen.getByLabelText<HTMLSelectElement>('Country');
    await waitFor(() => expect(country().options[0]?.textContent).toBe('The list could not be loaded'));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ana Lima' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Country code').value).toBe('55'));

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(country()).getByRole('option', { name: 'Portugal' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Ana Lima');
  });

  it('offers every dial code named in the page language, Brazil chosen, with no request for them', () => {
    renderWithSite(<GetScoutedForm options={OPTIONS} />, { locale: 'pt', mocks: applicantListMocks('PT') });
    const dial = screen.getByLabelText<HTMLSelectElement>('DDI');
    expect(dial.value).toBe('55');
    expect(dial.options.length).toBeGreaterThan(235);
    expect(within(dial).getByRole('option', { name: 'África do Sul (+27)' })).toBeTruthy();
    expect(within(dial).getByRole('option', { name: 'Alemanha (+49)' })).toBeTruthy();
  });

  it('writes its errors in the page language', async () => {
    renderWithSite(<GetScoutedForm options={OPTIONS} />, { locale: 'pt', mocks: applicantListMocks('PT') });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText('Envie esta foto.')).toHaveLength(3);
    expect(screen.getAllByText('Escolha uma opção.').length).toBeGreaterThan(0);
  });
});
