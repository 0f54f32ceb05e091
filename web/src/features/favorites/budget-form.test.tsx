// @vitest-environment jsdom
import { ApolloLink } from '@apollo/client';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../testing/render-with-site';
import { RESET_DELAY_MS } from '../../components/form/use-send-state';
import { BudgetForm } from './budget-form';

type Pending = {
  variables: Record<string, unknown>;
  respond(result: ApolloLink.Result): void;
  fail(error: Error): void;
};

/** A link that holds each request until the test answers it, so every state can be seen. */
function heldLink() {
  const pending: Pending[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        pending.push({
          variables: operation.variables,
          respond: (result) => {
            observer.next(result);
            observer.complete();
          },
          fail: (error) => observer.error(error),
        });
      }),
  );
  return { link, pending };
}

function renderBudget(favorites: Record<string, { name: string }>) {
  localStorage.setItem(
    'favorites',
    JSON.stringify(
      Object.fromEntries(
        Object.entries(favorites).map(([id, m]) => [id, { id, name: m.name, coverUrl: null }]),
      ),
    ),
  );
  const held = heldLink();
  renderWithSite(<BudgetForm />, { link: held.link });
  return held;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const button = () => screen.getByRole('button', { name: /send|sending|sent|try again|send again/i });

function fillIn() {
  fireEvent.change(field('Name'), { target: { value: 'Marina Lopes' } });
  fireEvent.change(field('Email'), { target: { value: 'marina@studio.com' } });
  fireEvent.change(field('Phone'), { target: { value: '+55 71 3333-4444' } });
  fireEvent.change(field('Message'), { target: { value: 'Summer campaign, two days.' } });
}

const delivered: ApolloLink.Result = {
  data: { submitFavorites: { __typename: 'SubmissionResult', id: 'sub-1', status: 'DELIVERED' } },
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('BudgetForm', () => {
  it('cannot be sent without a favourite, and says why', async () => {
    renderBudget({});
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    await waitFor(() => expect(send.disabled).toBe(true));
    expect(screen.queryByText(/talents? selected/)).toBeNull();
    expect(send.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(send.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /at least one talent/,
    );
  });

  it('marks every empty field, focuses the first and sends nothing', async () => {
    const { pending } = renderBudget({ '12': { name: 'Ana' } });
    expect(await screen.findByText('1 talent selected')).toBeTruthy();
    fireEvent.click(button());
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    for (const label of ['Email', 'Phone', 'Message'])
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(4);
    expect(document.activeElement).toBe(field('Name'));
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields.');
    expect(pending).toHaveLength(0);
  });

  it('keeps everything after a failure, then sends, shows Sent and clears after 2.5 s', async () => {
    const { pending } = renderBudget({ '12': { name: 'Ana' }, '34': { name: 'Bia' } });
    await screen.findByText('2 talents selected');
    fillIn();
    fireEvent.click(button());
    await screen.findByRole('button', { name: 'Sending…' });
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(pending).toHaveLength(1);
    expect(pending[0]?.variables).toEqual({
      input: {
        name: 'Marina Lopes',
        email: 'marina@studio.com',
        phone: '+55 71 3333-4444',
        message: 'Summer campaign, two days.',
        modelIds: ['12', '34'],
      },
      locale: 'EN',
    });

    act(() => pending[0]?.fail(new TypeError('Failed to fetch')));
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toMatch(/could not send this right now/);
    expect(field('Name').value).toBe('Marina Lopes');
    expect(field('Message').value).toBe('Summer campaign, two days.');

    fireEvent.click(button());
    await waitFor(() => expect(pending).toHaveLength(2));
    // From here the clock is the test's: Testing Library's own waiting needs a real setTimeout,
    // so vi.waitFor (which moves the fake clock by its polling interval only) takes over.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => pending[1]?.respond(delivered));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sent' })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('We have received your details. Thank you!');
    expect(field('Name').value).toBe('Marina Lopes');

    act(() => {
      vi.advanceTimersByTime(RESET_DELAY_MS);
    });
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    for (const label of ['Name', 'Email', 'Phone', 'Message']) expect(field(label).value, label).toBe('');
  });

  it('shows the queued note as a success', async () => {
    const { pending } = renderBudget({ '12': { name: 'Ana' } });
    await screen.findByText('1 talent selected');
    fillIn();
    fireEvent.click(button());
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() =>
      pending[0]?.respond({
        data: { submitFavorites: { __typename: 'SubmissionResult', id: 'sub-2', status: 'QUEUED' } },
      }),
    );
    await screen.findByRole('button', { name: 'Sent' });
    expect(screen.getByRole('status').textContent).toMatch(/pass them on to the agency shortly/);
  });

  it('words the API’s verdicts as the browser words its own, and keeps the rest', async () => {
    const { pending } = renderBudget({ '12': { name: 'Ana' } });
    await screen.findByText('1 talent selected');
    fillIn();
    fireEvent.click(button());
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() =>
      pending[0]?.respond({
        errors: [
          {
            message: 'Some fields are not valid: input.email, input.message.',
            extensions: {
              code: 'BAD_USER_INPUT',
              // The API's own words are for partners; the site reads the codes.
              fields: { 'input.email': 'The agency refused this value.', 'input.message': 'Too long.' },
              codes: { 'input.email': 'rejected', 'input.message': 'too_long' },
            },
          },
        ],
      }),
    );
    expect(await screen.findByText('The agency refused this value.')).toBeTruthy();
    expect(screen.getByText('This text is too long.')).toBeTruthy();
    expect(screen.queryByText('Too long.')).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email'));
    expect(field('Phone').value).toBe('+55 71 3333-4444');
    // Refused fields are fixed and sent again; Try again is for a connection failure.
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('gives a required field the same message whether the API or the browser refused it', async () => {
    const { pending } = renderBudget({ '12': { name: 'Ana' } });
    await screen.findByText('1 talent selected');
    fillIn();
    fireEvent.click(button());
    await waitFor(() => expect(pending).toHaveLength(1));
    // The API judged the name blank (a browser that let spaces through, say).
    act(() =>
      pending[0]?.respond({
        errors: [
          {
            message: 'Some fields are not valid: input.name.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { 'input.name': 'This field is required.' },
              codes: { 'input.name': 'required' },
            },
          },
        ],
      }),
    );
    const fromApi = await screen.findByText('Please fill in this field.');
    expect(screen.queryByText('This field is required.')).toBeNull();
    // Now the browser refuses the same field: the same words in the same place.
    fireEvent.change(field('Name'), { target: { value: '' } });
    fireEvent.click(button());
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    const fromBrowser = await screen.findByText('Please fill in this field.');
    expect(fromBrowser.id).toBe(fromApi.id);
    expect(pending).toHaveLength(1);
  });
});
