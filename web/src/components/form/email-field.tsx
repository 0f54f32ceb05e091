import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/** The visitor's e-mail, as every form asks it: the browser's e-mail keyboard and autofill, no spelling fixes or capitals. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      type="email"
      label={t('form.fields.email')}
      registration={registration}
      error={error}
      autoComplete="email"
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}
