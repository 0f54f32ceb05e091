import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The language switch keeps the form on screen (same component, new path), so errors already
 * shown would stay in the old language: check the fields in error again with the new schema.
 */
export function useRevalidateOnLanguage<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'trigger' | 'formState'>,
): void {
  const { i18n } = useTranslation();
  const language = useRef(i18n.language);
  const { trigger, formState } = form;
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    const names = Object.keys(formState.errors) as Parameters<typeof trigger>[0] & string[];
    if (names.length > 0) void trigger(names);
  }, [i18n.language, trigger, formState.errors]);
}
