import { z } from 'zod';

/** A text that must not be blank; surrounding spaces are dropped. */
export const requiredText = (max = 200) => z.string().trim().min(1, 'required').max(max, 'too_long');

/** A text that may be left empty. */
export const optionalText = (max = 2000) => z.string().trim().max(max, 'too_long');

/** A link to a page (the shared shortlist): http(s), no spaces. */
export const webLink = z.string().trim().max(2000, 'too_long').regex(/^https?:\/\/\S+$/, 'invalid_url');

/** A choice from a list: the empty placeholder option is no choice. */
export const requiredChoice = (max = 40) => z.string().trim().min(1, 'select_required').max(max, 'too_long');
