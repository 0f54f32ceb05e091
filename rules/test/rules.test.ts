import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicantRules, messageRules, photoProblem, ruleCodeOf } from '../src/index.js';
import { VALID, VERDICTS } from './verdicts.js';

const schemas = {
  message: z.object(messageRules),
  applicant: z
    .object(applicantRules())
    .pick({ realname: true, email: true, instagr: true, phone: true, birthdate: true }),
};

describe('the shared rules', () => {
  it.each(VERDICTS)('$form form, $field = $value → $code', ({ form, field, value, code }) => {
    const result = schemas[form].safeParse({ ...VALID[form], [field]: value });
    // The first issue of the field, as the forms (react-hook-form) and the API (FieldErrors) report it.
    const first = result.success
      ? undefined
      : result.error.issues.find((issue) => issue.path.join('.') === field);
    expect(first ? ruleCodeOf(first) : null).toBe(code);
  });

  it('judges photos by type (or extension when the type is unknown) and size', () => {
    expect(photoProblem(null)).toBe('photo_required');
    expect(photoProblem({ type: 'image/jpeg', name: 'a.jpg', size: 1000 })).toBeNull();
    expect(photoProblem({ type: '', name: 'a.JPEG', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'application/pdf', name: 'cv.pdf', size: 1000 })).toBe('photo_type');
    expect(photoProblem({ type: 'image/png', name: 'big.png', size: 15 * 1024 * 1024 + 1 })).toBe(
      'photo_too_large',
    );
  });
});
