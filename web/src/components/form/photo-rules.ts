import { MAX_PHOTO_BYTES, MAX_PHOTO_MB, PHOTO_TYPES, photoProblem as sharedPhotoProblem } from '@agency/rules';

// The shared photo rules (@agency/rules), in the shape the photo tiles and the form schemas use.
export { MAX_PHOTO_BYTES, MAX_PHOTO_MB, PHOTO_TYPES };
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export type PhotoProblem = 'required' | 'type' | 'too_large';

const SHORT = { photo_required: 'required', photo_type: 'type', photo_too_large: 'too_large' } as const;

export function photoProblem(file: File | null | undefined): PhotoProblem | null {
  const problem = sharedPhotoProblem(file);
  return problem && SHORT[problem];
}
