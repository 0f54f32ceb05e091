import type { Logger } from '@agency/server-kit/logger';
import { errorMessage } from '@agency/server-kit/error-message';
import type { PlaceDto } from '../../upstream/integration-dto.js';
import type { FieldErrors } from './field-errors.js';

/**
 * Loads a server list to check a chosen value. If the upstream is down with nothing cached, the
 * check is skipped rather than refusing the application: losing it would be worse.
 */
export async function loadList<T>(
  load: () => Promise<T[]>,
  logger: Logger,
  what: string,
): Promise<T[] | null> {
  try {
    return await load();
  } catch (error) {
    logger.warn({ list: what, err: errorMessage(error) }, 'option list unavailable; not checked');
    return null;
  }
}

export function checkPlace(
  list: PlaceDto[] | null,
  id: string | undefined,
  field: string,
  errors: FieldErrors,
): void {
  if (list && id && !list.some((place) => String(place.id) === id)) errors.add(field, 'unknown_option');
}

export function checkOption(
  values: readonly { value: string }[],
  value: string | null | undefined,
  field: string,
  errors: FieldErrors,
): void {
  if (value && !values.some((option) => option.value === value)) errors.add(field, 'unknown_option');
}
