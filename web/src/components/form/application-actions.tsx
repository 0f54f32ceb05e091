import { memo } from 'react';
import { useFormState } from 'react-hook-form';
import { FormActions } from './form-actions';
import { useFormMethods } from './form-methods';
import { showsInvalid } from './shows-invalid';
import type { SendState } from './use-send-state';

/** FormActions under a FormMethodsProvider: draws again when the send or the form's errors change, not on every form render. */
export const ApplicationActions = memo(function ApplicationActions({ send }: { send: SendState }) {
  const { control } = useFormMethods();
  return <FormActions send={send} invalid={showsInvalid(useFormState({ control }))} />;
});
