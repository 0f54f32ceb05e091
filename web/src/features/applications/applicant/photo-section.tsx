import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMethods } from '../../../components/form/form-methods';
import { FormSection } from '../../../components/form/form-section';
import type { HeldErrors } from '../../../components/form/held-errors';
import { MAX_PHOTO_MB } from '../../../components/form/photo-rules';
import { PhotoTile } from '../../../components/form/photo-tile';

type Photo = { name: string; label: string };

type PhotoSectionProps = {
  number: number;
  /** 3 when the form itself sits under an h2 (the selective page). */
  level?: 2 | 3;
  title: string;
  /** The form's own words on its photos; the size limit is said after them. */
  intro: string;
  className: string;
  photos: readonly Photo[];
  held: HeldErrors;
};

/** An application's photos: its intro and the size limit over one tile per photo, in one column. */
export function PhotoSection({ intro, className, photos, held, ...section }: PhotoSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection {...section} intro={`${intro} ${t('form.hints.photos', { max: MAX_PHOTO_MB })}`} columns={1}>
      <PhotoTiles held={held} className={className} photos={photos} />
    </FormSection>
  );
}

/**
 * One tile per photo the form asks for, in the order the API expects them. A refused file is held
 * as the field's error (`held`, the form's), so the form cannot send until the tile holds a valid
 * photo or is emptied.
 */
function PhotoTiles({
  photos,
  className,
  held,
}: {
  photos: readonly Photo[];
  className: string;
  held: HeldErrors;
}) {
  const form = useFormMethods<Record<string, File | null>>();
  return (
    <div className={className}>
      {photos.map((photo) => (
        <Controller
          key={photo.name}
          control={form.control}
          name={photo.name}
          render={({ field, fieldState }) => (
            <PhotoTile
              label={photo.label}
              name={field.name}
              value={field.value ?? null}
              onChange={(file) => {
                held.release(form, field.name);
                field.onChange(file);
              }}
              onRefuse={(message) => held.hold(form, field.name, message)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </div>
  );
}
