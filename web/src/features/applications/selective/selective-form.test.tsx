// @vitest-environment jsdom
import { ApolloLink } from '@apollo/client';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicantListAnswer } from '../../../testing/applicant-lists';
import { renderWithSite } from '../../../testing/render-with-site';
import { RESET_DELAY_MS } from '../../../components/form/use-send-state';
import type { SelectiveForm_CityFragment, SelectiveForm_OptionsFragment } from '../../../gql/graphql';
import { SelectiveForm } from './selective-form';

const option = (value: string, label = value) => ({ value, label });
const OPTIONS: SelectiveForm_OptionsFragment = {
  genders: [option('woman', 'Woman'), option('man', 'Man')],
  defaultDialCode: '55',
};
const CITIES: SelectiveForm_CityFragment[] = [{ id: '201', city: 'Salvador', date: '2025-08-02' }];

type Held = {
  variables: Record<string, unknown>;
  respond(result: ApolloLink.Result): void;
  fail(error: Error): void;
};

/** Answers the country, dial code and place lists at once and holds each sign-up until the test answers it. */
function apiLink() {
  const held: Held[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const answer = (result: ApolloLink.Result) => {
          observer.next(result);
          observer.complete();
        };
        const list = applicantListAnswer(operation.operationName ?? '');
        if (list) {
          answer(list as ApolloLink.Result);
        } else if (operation.operationName === 'SelectivePlaceStates') {
          answer({
            data: {
              options: { __typename: 'Options', states: [{ __typename: 'Place', id: '5', name: 'Bahia' }] },
            },
          });
        } else if (operation.operationName === 'SelectivePlaceCities') {
          answer({
            data: {
              options: {
                __typename: 'Options',
                cities: [{ __typename: 'Place', id: '5270', name: 'Salvador' }],
              },
            },
          });
        } else {
          held.push({
            variables: operation.variables,
            respond: answer,
            fail: (error) => observer.error(error),
          });
        }
      }),
  );
  return { link, held };
}

const control = (label: string | RegExp) =>
  screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
const set = (label: string | RegExp, value: string) =>
  fireEvent.change(control(label), { target: { value } });
const photoInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[type=file]')];

async function fillIn() {
  // The country and dial code fields read their own lists: the link answers them at once.
  await waitFor(() => expect(screen.getByRole('option', { name: 'Brazil (+55)' })).toBeTruthy());
  await waitFor(() => expect(screen.getByRole('option', { name: 'Brazil' })).toBeTruthy());
  set('Open casting', '201');
  set('Full name', 'João Santos');
  set('Gender', 'man');
  set('Date of birth', '2006-11-02');
  fireEvent.click(screen.getAllByLabelText('Yes')[0] as HTMLElement);
  set('Country', '31');
  await waitFor(() => expect(control('State').disabled).toBe(false));
  set('State', '5');
  await waitFor(() => expect(control('City you live in').disabled).toBe(false));
  set('City you live in', '5270');
  set('Email', 'joao@example.com');
  set('Instagram', 'joaosantos');
  set('Phone', '71 98888-1111');
  fireEvent.click(screen.getAllByLabelText('No')[1] as HTMLElement);
  set('Height', '186/6.1');
  set('Shoe size', '42');
  photoInputs().forEach((input, i) =>
    fireEvent.change(input, {
      target: { files: [new File(['x'], `foto-${i + 1}.jpg`, { type: 'image/jpeg' })] },
    }),
  );
  // Each tile takes its photo after checking it can be drawn.
  await waitFor(() => expect(document.querySelectorAll('.photo-tile__preview')).toHaveLength(6));
}

let urls = 0;
const revokeObjectURL = vi.fn();
beforeEach(() => {
  urls = 0;
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL: () => `blob:photo-${++urls}`, revokeObjectURL });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('SelectiveForm sending', () => {
  it('keeps fields and photos after a failure; after Sent it clears them and revokes the previews', async () => {
    const { link, held } = apiLink();
    renderWithSite(<SelectiveForm id="sign-up" options={OPTIONS} cities={CITIES} />, { link });
    await fillIn();
    expect(screen.getAllByRole('img')).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy();
    const variables = held[0]?.variables as {
      input: Record<string, unknown>;
      photos: File[];
      locale: string;
    };
    expect(variables.input).toMatchObject({
      state: '5',
      basedin: '5270',
      selectiveCity: '201',
      major: true,
      whatsapp: false,
    });
    expect(variables.photos.map((f) => f.name)).toEqual([
      'foto-1.jpg',
      'foto-2.jpg',
      'foto-3.jpg',
      'foto-4.jpg',
      'foto-5.jpg',
      'foto-6.jpg',
    ]);

    act(() =>
      held[0]?.respond({
        errors: [{ message: 'Upstream down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
      }),
    );
    await screen.findByRole('button', { name: 'Try again' });
    expect(control('Full name').value).toBe('João Santos');
    expect(control('City you live in').value).toBe('5270');
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(revokeObjectURL).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(held).toHaveLength(2));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() =>
      held[1]?.respond({
        data: { submitSelective: { __typename: 'SubmissionResult', id: 's-1', status: 'DELIVERED' } },
      }),
    );
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sent' })).toBeTruthy());

    act(() => {
      vi.advanceTimersByTime(RESET_DELAY_MS);
    });
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(control('Full name').value).toBe('');
    expect(control('Country').value).toBe('');
    expect(control('State').disabled).toBe(true);
    expect(control('Country code').value).toBe('55');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(photoInputs().every((input) => input.value === '')).toBe(true);
    expect(revokeObjectURL).toHaveBeenCalledTimes(6);
  });
});
