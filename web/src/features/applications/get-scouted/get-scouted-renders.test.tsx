// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicantListMocks } from '../../../testing/applicant-lists';
import { renderWithSite } from '../../../testing/render-with-site';
import { GetScoutedForm } from './get-scouted-form';

// How often the measures' selects draw: each holds up to 171 options, so a form that draws them
// again at its mount or at every keystroke of another field spends a phone's frame on nothing.
const draws = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../components/form/select-field', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../components/form/select-field')>();
  return {
    SelectField: (props: ComponentProps<typeof real.SelectField>) => {
      draws.set(props.label, (draws.get(props.label) ?? 0) + 1);
      return createElement(real.SelectField, props);
    },
  };
});

const MEASURES = ['Height', 'Bust', 'Waist', 'Hips', 'Shoe size'];
const drawsOf = (labels: string[]) => labels.map((label) => draws.get(label) ?? 0);

async function renderForm() {
  draws.clear();
  renderWithSite(<GetScoutedForm options={{ genders: [], defaultDialCode: '55' }} />, {
    mocks: applicantListMocks('EN'),
  });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Portugal' })).toBeTruthy());
}

afterEach(cleanup);

describe('GetScoutedForm draws', () => {
  it('each measure select once as it mounts', async () => {
    await renderForm();
    expect(drawsOf(MEASURES)).toEqual([1, 1, 1, 1, 1]);
  });

  it('no measure select again while the visitor corrects another field after a failed send', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText<HTMLInputElement>('Full name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Height').getAttribute('aria-invalid')).toBe('true');

    draws.clear();
    fireEvent.change(name, { target: { value: 'Ana Lima' } });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
    expect(drawsOf(MEASURES)).toEqual([0, 0, 0, 0, 0]);
    // The measures still show their errors: only the corrected field changed.
    expect(screen.getByLabelText('Height').getAttribute('aria-invalid')).toBe('true');
  });
});
