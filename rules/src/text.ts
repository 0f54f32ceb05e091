import { z } from 'zod';

/** A text that must not be blank; surrounding spaces are dropped. */
export const requiredText = (max = 200) => z.string().trim().min(1, 'required').max(max, 'too_long');

/** A text that may be left empty. */
export const optionalText = (max = 2000) => z.string().trim().max(max, 'too_long');

/** A choice from a list: the empty placeholder option is no choice. */
export const requiredChoice = (max = 40) => z.string().trim().min(1, 'select_required').max(max, 'too_long');
