/** Photos the forms accept: PNG, GIF or JPEG, at most 15 MB each, 100 MB together. */
export const PHOTO_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
export const MAX_PHOTO_MB = 15;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;
export const MAX_PHOTOS_TOTAL_BYTES = 100 * 1024 * 1024;
/** Photos each application asks for (docs/product.md): face, profile, full body; the selective two of each. */
export const PHOTO_COUNTS = { getScouted: 3, selective: 6 } as const;

// Some systems hand over a file with an empty type (unknown to the OS): judged by its extension.
const EXTENSIONS = /\.(png|gif|jpe?g)$/i;

export type PhotoProblem = 'photo_required' | 'photo_type' | 'photo_too_large';

/**
 * What is wrong with a chosen file, judged by its declared type (or name) and size; the API
 * judges the bytes too (file-type), which a browser cannot fake past.
 */
export function photoProblem(
  file: { type: string; name: string; size: number } | null | undefined,
): PhotoProblem | null {
  if (!file) return 'photo_required';
  const typeOk =
    file.type === '' ? EXTENSIONS.test(file.name) : (PHOTO_TYPES as readonly string[]).includes(file.type);
  if (!typeOk) return 'photo_type';
  if (file.size > MAX_PHOTO_BYTES) return 'photo_too_large';
  return null;
}
