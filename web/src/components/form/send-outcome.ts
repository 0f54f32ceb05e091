import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Translate } from './validation';
import { wordCode } from './word-code';

/** What came of one attempt to send a form. */
export type SendOutcome =
  | { kind: 'delivered' }
  /** Stored by the API and delivered later: a success for the visitor. */
  | { kind: 'queued' }
  /** The API refused some values; `codes` maps its field names to their codes (`extensions.codes`). */
  | { kind: 'invalid'; codes: Record<string, string> }
  | { kind: 'failed' };

export function outcomeFromStatus(status: 'DELIVERED' | 'QUEUED' | undefined): SendOutcome {
  if (status === 'DELIVERED') return { kind: 'delivered' };
  if (status === 'QUEUED') return { kind: 'queued' };
  return { kind: 'failed' };
}

/**
 * A BAD_USER_INPUT error naming fields (`extensions.codes`) is the visitor's to fix; anything
 * else (network, upstream down, a bug) is a failure to retry. The site words the codes itself
 * (`extensions.fields` holds the API's own text, for partners), so a refusal reads the same
 * whether the browser or the API made it.
 */
export function outcomeFromError(error: unknown): SendOutcome {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'failed' };
  const codes: Record<string, string> = {};
  for (const item of error.errors) {
    if (item.extensions?.code !== 'BAD_USER_INPUT') continue;
    const named = item.extensions.codes;
    if (!named || typeof named !== 'object') continue;
    for (const [name, code] of Object.entries(named)) {
      if (typeof code === 'string') codes[name] = code;
    }
  }
  return Object.keys(codes).length > 0 ? { kind: 'invalid', codes } : { kind: 'failed' };
}

/** Runs a mutation and reads its result as an outcome; it never throws. */
export async function sendMutation<T>(
  run: () => Promise<{ data?: T | null; error?: unknown }>,
  status: (data: T) => 'DELIVERED' | 'QUEUED' | undefined,
): Promise<SendOutcome> {
  try {
    const result = await run();
    if (result.error) return outcomeFromError(result.error);
    return outcomeFromStatus(result.data ? status(result.data) : undefined);
  } catch (error) {
    return outcomeFromError(error);
  }
}

/**
 * The form field an API field name belongs to. The API names input paths ('input.phone.number',
 * 'photos.2'); forms name their own fields, so each form passes its aliases.
 */
export function formFieldName(apiName: string, aliases: Record<string, string> = {}): string {
  const name = apiName.replace(/^input\./, '').replace(/\[(\d+)\]/g, '.$1');
  if (aliases[name]) return aliases[name];
  const photo = /^photos\.(\d+)$/.exec(name);
  if (photo) return `image_${Number(photo[1]) + 1}`;
  if (name === 'phone.number') return 'phone';
  if (name === 'phone.dialCode') return 'dialCode';
  return name;
}

/**
 * Shows the API's verdicts on the fields they name, in the page's words for their codes (said
 * again after a language switch), and moves focus to the first of them; forms pass
 * HeldErrors.holdOf, so a message stays (and the form does not send) until its field changes.
 */
export function applyFieldErrors<N extends string>(
  codes: Record<string, string>,
  hold: (name: N, message: () => string, options: { shouldFocus: boolean }) => void,
  known: readonly N[],
  t: Translate,
  aliases: Record<string, string> = {},
): number {
  let applied = 0;
  for (const [apiName, code] of Object.entries(codes)) {
    const name = formFieldName(apiName, aliases);
    if (!(known as readonly string[]).includes(name)) continue;
    hold(name as N, () => wordCode(code, t), { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied;
}
