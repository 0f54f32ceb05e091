import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** What a field component hands on to Field: all but the control. */
export type FieldFrameProps = Omit<FieldProps, 'children'>;

const FRAME_KEYS = [
  'label',
  'error',
  'hint',
  'optional',
  'wide',
  'className',
] as const satisfies readonly (keyof FieldFrameProps)[];

/** A field component's props split in two: Field's, and the rest for its control. */
export function splitFieldProps<P extends FieldFrameProps>(
  props: P,
): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const control: Record<string, unknown> = { ...props };
  const frame: Record<string, unknown> = {};
  for (const key of FRAME_KEYS) {
    frame[key] = control[key];
    delete control[key];
  }
  return [frame as FieldFrameProps, control as Omit<P, keyof FieldFrameProps>];
}

/**
 * A labelled field: the label above (never a placeholder alone), an optional hint, the control,
 * and the error under it in the page's language, all wired with aria-describedby.
 */
export function Field({ label, error, hint, optional, wide, className, children }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={['field', wide && 'field--wide', error && 'is-invalid', className].filter(Boolean).join(' ')}
    >
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> ({t('form.hints.optional')})</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field__error" id={id}>
      <svg
        className="field__error-icon"
        viewBox="0 0 16 16"
        width="14"
        height="14"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.25M8 10.75v.75" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  );
}
