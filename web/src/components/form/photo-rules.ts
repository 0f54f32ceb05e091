import { MAX_PHOTO_BYTES, MAX_PHOTO_MB, PHOTO_TYPES, photoProblem } from '@agency/rules';

// The shared photo rules (@agency/rules), with what a file input needs besides.
export { MAX_PHOTO_BYTES, MAX_PHOTO_MB, PHOTO_TYPES, photoProblem };
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
