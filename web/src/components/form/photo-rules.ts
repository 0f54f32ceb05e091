/** Photos the forms accept (spec section 5): png, gif or jpeg, at most 15 MB each. */
export const PHOTO_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const MAX_PHOTO_MB = 15;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;

// Some systems hand over a file with an empty type (unknown to the OS); judge those by extension.
const EXTENSIONS = /\.(png|gif|jpe?g)$/i;

export type PhotoProblem = 'required' | 'type' | 'too_large';

export function photoProblem(file: File | null | undefined): PhotoProblem | null {
  if (!file) return 'required';
  const typeOk = file.type === '' ? EXTENSIONS.test(file.name) : (PHOTO_TYPES as readonly string[]).includes(file.type);
  if (!typeOk) return 'type';
  if (file.size > MAX_PHOTO_BYTES) return 'too_large';
  return null;
}
