import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors, formFieldName, outcomeFromError, sendMutation } from './send-outcome';

const graphQLErrors = (errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

describe('send outcomes', () => {
  it('reads the submission status', async () => {
    await expect(
      sendMutation(
        async () => ({ data: { s: 'DELIVERED' as const } }),
        (d) => d.s,
      ),
    ).resolves.toEqual({ kind: 'delivered' });
    await expect(
      sendMutation(
        async () => ({ data: { s: 'QUEUED' as const } }),
        (d) => d.s,
      ),
    ).resolves.toEqual({ kind: 'queued' });
    await expect(
      sendMutation(
        async () => ({ data: null }),
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

  it('collects the fields a BAD_USER_INPUT error names', async () => {
    const error = graphQLErrors([
      {
        message: 'Invalid',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { email: 'Invalid email', 'photos.1': 'Too big', ignored: 3 },
        },
      },
    ]);
    expect(outcomeFromError(error)).toEqual({
      kind: 'invalid',
      fields: { email: 'Invalid email', 'photos.1': 'Too big' },
    });
    await expect(
      sendMutation(
        async () => ({ error }),
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

  it('sets the known fields and focuses the first', () => {
    const setError = vi.fn();
    const applied = applyFieldErrors(
      { 'input.email': 'Bad email', state: 'Unknown state', nope: 'x' },
      setError,
      ['email', 'id_state'] as const,
      { state: 'id_state' },
    );
    expect(applied).toBe(2);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'email',
      { type: 'server', message: 'Bad email' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'id_state',
      { type: 'server', message: 'Unknown state' },
      { shouldFocus: false },
    );
  });
});
