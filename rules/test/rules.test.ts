import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VALID, VERDICTS } from '@agency/test-kit/rule-verdicts';
import {
  applicantRules,
  foldAccents,
  getScoutedRules,
  initialLetter,
  listLetter,
  messageRules,
  photoProblem,
  ruleCodeOf,
  selectiveRules,
} from '../src/index.js';

const applicant = applicantRules();
const schemas = {
  message: z.object(messageRules),
  applicant: z.object(applicant),
  getScouted: z.object({ ...applicant, ...getScoutedRules }),
  selective: z.object({ ...applicant, ...selectiveRules }),
};

describe('the shared rules', () => {
  it.each(VERDICTS)('$form form, $field = $value → $code', ({ form, field, value, code }) => {
    const valid = form === 'message' ? VALID.message : VALID.applicant;
    const result = schemas[form].safeParse({ ...valid, [field]: value });
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

describe('names and letters', () => {
  it('folds accents and compatibility forms, keeping the case', () => {
    expect(foldAccents('Ícaro Conceição')).toBe('Icaro Conceicao');
    expect(foldAccents('ﬁnal Ｊosé')).toBe('final Jose');
  });

  it('files a name under its A-Z letter, accents and case ignored', () => {
    expect(initialLetter(' Ícaro')).toBe('I');
    expect(initialLetter('ana')).toBe('A');
    expect(initialLetter('Ørjan')).toBeNull();
    expect(initialLetter('7 Models')).toBeNull();
  });

  it('takes one letter A-Z as a list letter, nothing else', () => {
    expect(listLetter(' b ')).toBe('B');
    expect(listLetter('AB')).toBeNull();
    expect(listLetter('É')).toBeNull();
    expect(listLetter(null)).toBeNull();
  });
});
