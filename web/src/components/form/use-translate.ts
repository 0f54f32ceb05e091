import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from './validation';

/** The page's `t` narrowed to validation messages; a new function per language, so schemas rebuild. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  // i18next types each key's placeholders; schemas pass the values their messages need.
  const translate = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  return useCallback<Translate>((key, values) => translate(key, values), [translate]);
}
