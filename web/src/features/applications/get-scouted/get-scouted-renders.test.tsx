// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement, type ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

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

// The workers keep modules from one test file to the next (vitest.config.ts: isolate: false), so
// the form may have been imported with the real select before this file's mock: it and what
// renders it are imported again once the mock is in place.
let site: {
  GetScoutedForm: typeof import('./get-scouted-form').GetScoutedForm;
  renderWithSite: typeof import('../../../testing/render-with-site').renderWithSite;
  applicantListMocks: typeof import('../../../testing/applicant-lists').applicantListMocks;
};
beforeAll(async () => {
  vi.resetModules();
  const [form, render, lists] = await Promise.all([
    import('./get-scouted-form'),
    import('../../../testing/render-with-site'),
    import('../../../testing/applicant-lists'),
  ]);
  site = { ...form, ...render, ...lists };
});

const MEASURES = ['Height', 'Bust', 'Waist', 'Hips', 'Shoe size'];
const drawsOf = (labels: string[]) => labels.map((label) => draws.get(label) ?? 0);

async function renderForm() {
  draws.clear();
  const { GetScoutedForm, renderWithSite, applicantListMocks } = site;
  renderWithSite(<GetScoutedForm options={{ genders: [], defaultDialCode: '55' }} />, {
    mocks: applicantListMocks('EN'),
  });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Portugal' })).toBeTruthy());
  // The page's words load apart from the lists: until they have come, the selects are drawn
  // under their keys, not 'Height'.
  await waitFor(() => expect(screen.getByLabelText('Height')).toBeTruthy());
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
