import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canDraw } from './can-draw';
import { FieldError } from './field';
import { MAX_PHOTO_MB, PHOTO_ACCEPT, photoProblem } from './photo-rules';
import { shortenFileName } from './shorten-file-name';
import { useObjectUrl } from './use-object-url';
import './photo-tile.css';

type PhotoTileProps = {
  /** What the photo shows: Face, Profile, Full body. */
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /**
   * A chosen file was refused: the form shows `message` (a function, so it can be said again in
   * another language) and must not send until the tile holds a valid photo or is emptied.
   */
  onRefuse: (message: () => string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string | undefined;
  /** react-hook-form's ref (a callback), so focus can move here when the photo is missing. */
  inputRef?: (element: HTMLInputElement | null) => void;
};

/**
 * A big tappable 3:4 tile over a file input: empty it invites a photo, filled it shows the
 * preview and the shortened file name, with a remove action. The input stays in the tab order
 * (visually hidden), so keyboards and screen readers reach it like any field.
 *
 * `accept` only filters the picker (and not on every system: "All files" is one tap away), so a
 * file that is not a png, gif or jpeg, too large, or not drawable (a text file renamed .jpg) is
 * refused here, before any upload: the tile keeps what it had (its photo, or nothing) and the
 * form shows why (`onRefuse`) until a valid photo replaces it.
 */
export function PhotoTile({
  label,
  value,
  onChange,
  onRefuse,
  onBlur,
  name,
  error,
  inputRef,
}: PhotoTileProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  // Each choice's number: a slow check of an earlier file must not overrule a later choice.
  const choices = useRef(0);
  const preview = useObjectUrl(value);
  const errorId = error ? `${id}-error` : undefined;

  const refuse = (message: () => string) => {
    onRefuse(message);
    // Cleared, so choosing the same file again after fixing it still fires a change.
    if (input.current) input.current.value = '';
  };
  const refuseAsNotPhoto = (file: File) => refuse(() => t('validation.photo_refused', { name: file.name }));
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const choice = ++choices.current;
    const file = event.target.files?.[0];
    // The picker closed without a file: the tile keeps its photo (removing it has its own button).
    if (!file) return;
    const problem = photoProblem(file);
    if (problem === 'photo_type') return refuseAsNotPhoto(file);
    if (problem === 'photo_too_large')
      return refuse(() => t('validation.photo_too_large', { max: MAX_PHOTO_MB }));
    const drawable = await canDraw(file);
    if (choice !== choices.current) return;
    if (!drawable) return refuseAsNotPhoto(file);
    onChange(file);
  };
  // Drawn once but not now (a browser without the check above): nothing better to keep.
  const unreadable = () => {
    if (!value) return;
    onChange(null);
    refuseAsNotPhoto(value);
  };

  // A reset (after sending) sets the value to null: clear the input too, so the same file can be
  // chosen again and a change event fires.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);

  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element;
    inputRef?.(element);
  };

  return (
    <div className={['photo-tile', value && 'has-file', error && 'is-invalid'].filter(Boolean).join(' ')}>
      <input
        ref={setRefs}
        id={id}
        name={name}
        className="photo-tile__input visually-hidden"
        type="file"
        accept={PHOTO_ACCEPT}
        aria-label={t(value ? 'form.photos.change' : 'form.photos.add', { label })}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => void choose(event)}
        onBlur={onBlur}
      />
      <label className="portrait-frame photo-tile__frame" htmlFor={id}>
        {preview ? (
          <img
            className="photo-tile__preview"
            src={preview}
            alt={t('form.photos.preview_alt', { label })}
            onError={unreadable}
          />
        ) : (
          <span className="photo-tile__empty" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path
                d="M12 5v14M5 12h14"
                stroke="currentColor"
                strokeWidth="1.25"
                fill="none"
                strokeLinecap="round"
              />
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
            onClick={() => onChange(null)}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path
                d="M3.5 3.5l9 9M12.5 3.5l-9 9"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <span className="photo-tile__name" title={value.name}>
            {shortenFileName(value.name)}
          </span>
        </>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
