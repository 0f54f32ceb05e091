import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { RULE_CODES, SERVER_CODES } from '@agency/rules';
import { createInstance } from 'i18next';
import { en } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';
import { pt } from '../../i18n/messages/pt';
import { applyFieldErrors, formFieldName, outcomeFromError, sendMutation } from './send-outcome';
import type { Translate } from './validation';
import { wordCode } from './word-code';

const graphQLErrors = (errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

describe('send outcomes', () => {
  it('reads the submission status', async () => {
    await expect(
      sendMutation(
        () => Promise.resolve({ data: { s: 'DELIVERED' as const } }),
        (d) => d.s,
      ),
    ).resolves.toEqual({ kind: 'delivered' });
    await expect(
      sendMutation(
        () => Promise.resolve({ data: { s: 'QUEUED' as const } }),
        (d) => d.s,
      ),
    ).resolves.toEqual({ kind: 'queued' });
    await expect(
      sendMutation(
        () => Promise.resolve({ data: null }),
        () => 'DELIVERED',
      ),
    ).resolves.toEqual({ kind: 'failed' });
  });

  it('treats network and server errors as failures to retry', async () => {
    await expect(
      sendMutation(
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => 'DELIVERED',
      ),
    ).resolves.toEqual({ kind: 'failed' });
    expect(
      outcomeFromError(graphQLErrors([{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }])),
    ).toEqual({ kind: 'failed' });
    // A refused argument without field names is not something the visitor can fix.
    expect(
      outcomeFromError(
        graphQLErrors([{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', argument: 'locale' } }]),
      ),
    ).toEqual({ kind: 'failed' });
  });

  it('collects the codes of the fields a BAD_USER_INPUT error names', async () => {
    const error = graphQLErrors([
      {
        message: 'Invalid',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { email: 'Enter a valid e-mail address.', 'photos.1': 'Photo too large (max 15 MB).' },
          codes: { email: 'invalid_email', 'photos.1': 'photo_too_large', ignored: 3 },
        },
      },
    ]);
    expect(outcomeFromError(error)).toEqual({
      kind: 'invalid',
      codes: { email: 'invalid_email', 'photos.1': 'photo_too_large' },
    });
    await expect(
      sendMutation(
        () => Promise.resolve({ error }),
        () => 'DELIVERED',
      ),
    ).resolves.toMatchObject({ kind: 'invalid' });
  });

  it('maps API field names to form fields', () => {
    expect(formFieldName('email')).toBe('email');
    expect(formFieldName('input.realname')).toBe('realname');
    expect(formFieldName('phone.number')).toBe('phone');
    expect(formFieldName('input.phone.dialCode')).toBe('dialCode');
    expect(formFieldName('photos.0')).toBe('image_1');
    expect(formFieldName('photos[5]')).toBe('image_6');
    expect(formFieldName('state', { state: 'id_state' })).toBe('id_state');
  });

  it('holds the page’s words for each code on the known fields and focuses the first', () => {
    const hold = vi.fn<(name: string, message: () => string, options: { shouldFocus: boolean }) => void>();
    const t: Translate = (key, values) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;
    const applied = applyFieldErrors(
      { 'input.email': 'invalid_email', state: 'unknown_option', 'photos.0': 'photo_too_large', nope: 'x' },
      hold,
      ['email', 'id_state', 'image_1'] as const,
      t,
      { state: 'id_state' },
    );
    expect(applied).toBe(3);
    const said = hold.mock.calls.map(([name, message, options]) => [name, message(), options]);
    expect(said).toEqual([
      ['email', 'validation.invalid_email {"max":15}', { shouldFocus: true }],
      ['id_state', 'validation.unknown_option {"max":15}', { shouldFocus: false }],
      ['image_1', 'validation.photo_too_large {"max":15}', { shouldFocus: false }],
    ]);
  });
});

describe('one wording per code', () => {
  const pages = { pt, en, es };
  it.each(Object.keys(pages) as (keyof typeof pages)[])(
    'every code the API gives has the page’s words (%s), a new one the agency’s refusal',
    (locale) => {
      const i18n = createInstance({ lng: locale, resources: { [locale]: { translation: pages[locale] } } });
      void i18n.init({ initAsync: false });
      // Untyped, as the app's useTranslate hands i18next's t to the schemas.
      const translate = i18n.t as unknown as (key: string, values?: object) => string;
      const t: Translate = (key, values) => translate(key, values);
      for (const code of [...RULE_CODES, ...SERVER_CODES]) {
        const words = wordCode(code, t);
        expect(words, code).toBe(pages[locale].validation[code].replace('{{max}}', '15'));
        if (code !== 'rejected') expect(words, code).not.toBe(pages[locale].validation.rejected);
      }
      expect(wordCode('some_new_code', t)).toBe(pages[locale].validation.rejected);
    },
  );
});
