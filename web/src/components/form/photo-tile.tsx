import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './field';
import { MAX_PHOTO_MB, PHOTO_ACCEPT, photoProblem } from './photo-rules';
import { shortenFileName } from './shorten-file-name';
import { useObjectUrl } from './use-object-url';
import './photo-tile.css';

type PhotoTileProps = {
  /** What the photo shows: Face, Profile, Full body. */
  label: string;
  value: File | null;
  onChange(file: File | null): void;
  onBlur?(): void;
  name?: string;
  error?: string | undefined;
  /** react-hook-form's ref, so focus can move here when the photo is missing. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A big tappable 3:4 tile over a file input: empty it invites a photo, filled it shows the
 * preview and the shortened file name, with a remove action. The input stays in the tab order
 * (visually hidden), so keyboards and screen readers reach it like any field.
 *
 * `accept` only filters the picker (and not on every system: "All files" is one tap away), so a
 * file that is not a png, gif or jpeg, or too large, is refused here, before any upload: the
 * tile keeps what it had and says why. A file the browser cannot draw shows no broken image.
 */
export function PhotoTile({ label, value, onChange, onBlur, name, error, inputRef }: PhotoTileProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const preview = useObjectUrl(value);
  const [refused, setRefused] = useState<string | null>(null);
  const shownError = refused ?? error;
  const errorId = shownError ? `${id}-error` : undefined;

  const refuse = (message: string) => {
    setRefused(message);
    // Cleared, so choosing the same file again after fixing it still fires a change.
    if (input.current) input.current.value = '';
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file && photoProblem(file);
    if (file && problem === 'photo_type') return refuse(t('validation.photo_refused', { name: file.name }));
    if (file && problem === 'photo_too_large') return refuse(t('validation.photo_too_large', { max: MAX_PHOTO_MB }));
    setRefused(null);
    onChange(file);
  };
  // Named like a photo but not one the browser can draw (a renamed PDF): refused the same way.
  const unreadable = () => {
    if (value) refuse(t('validation.photo_refused', { name: value.name }));
    onChange(null);
  };

  // A reset (after sending) sets the value to null: clear the input too, so the same file can be
  // chosen again and a change event fires.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);

  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };

  return (
    <div className={['photo-tile', value && 'has-file', shownError && 'is-invalid'].filter(Boolean).join(' ')}>
      <input
        ref={setRefs}
        id={id}
        name={name}
        className="photo-tile__input visually-hidden"
        type="file"
        accept={PHOTO_ACCEPT}
        aria-label={t(value ? 'form.photos.change' : 'form.photos.add', { label })}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={errorId}
        onChange={choose}
        onBlur={onBlur}
      />
      <label className="photo-tile__frame" htmlFor={id}>
        {preview ? (
          <img className="photo-tile__preview" src={preview} alt={t('form.photos.preview_alt', { label })} onError={unreadable} />
        ) : (
          <span className="photo-tile__empty" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="1.25" fill="none" strokeLinecap="round" />
            </svg>
            <span className="photo-tile__cta">{t('form.photos.choose')}</span>
          </span>
        )}
        <span className="photo-tile__label">{label}</span>
      </label>
      {value && (
        <>
          <button
            type="button"
            className="icon-button photo-tile__remove"
            aria-label={t('form.photos.remove', { label })}
            onClick={() => {
              setRefused(null);
              onChange(null);
            }}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </button>
          <span className="photo-tile__name" title={value.name}>
            {shortenFileName(value.name)}
          </span>
        </>
      )}
      <FieldError id={errorId} message={shownError} />
    </div>
  );
}
