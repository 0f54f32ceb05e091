import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MAX_PHOTO_BYTES } from './photo-rules';
import { firstErrors, keyAsMessage as t, photoFile } from '../../testing/schema-test-utils';
import { applicantRules, messageRules, requiredChoice, requiredText } from '@agency/rules';
import { fromRule, isIsoDate, isoFromTyped, photo, typedDate, yesNo } from './validation';

const one = (schema: z.ZodMiniType, value: unknown) => firstErrors(z.object({ v: schema }), { v: value }).v;
const emailAddress = (translate: typeof t) => fromRule(messageRules.email, translate);
const pastDate = (translate: typeof t, now: () => Date) =>
  typedDate(applicantRules(now).birthdate, translate);

describe('field rules', () => {
  it('requires text that is more than spaces', () => {
    expect(one(fromRule(requiredText(), t), '')).toBe('validation.required');
    expect(one(fromRule(requiredText(), t), '   ')).toBe('validation.required');
    expect(fromRule(requiredText(), t).parse('  Ana ')).toBe('Ana');
  });

  it('asks for a choice when a select is left on its placeholder', () => {
    expect(one(fromRule(requiredChoice(), t), '')).toBe('validation.select_required');
    expect(one(fromRule(requiredChoice(), t), '12')).toBeUndefined();
  });

  it('says required for a blank email and invalid for a malformed one', () => {
    expect(one(emailAddress(t), '')).toBe('validation.required');
    for (const bad of ['ana', 'ana@', '@x.com', 'ana@x', 'ana x@y.com'])
      expect(one(emailAddress(t), bad), bad).toBe('validation.invalid_email');
    expect(emailAddress(t).parse(' ana@example.com ')).toBe('ana@example.com');
  });

  it('takes yes or no, nothing else', () => {
    expect(one(yesNo(t), '')).toBe('validation.select_required');
    expect(one(yesNo(t, 'validation.major_required'), '')).toBe('validation.major_required');
    expect(one(yesNo(t), 'maybe')).toBe('validation.select_required');
    expect(yesNo(t).parse('no')).toBe('no');
  });
});

describe('birth dates', () => {
  const now = () => new Date(2025, 5, 15, 12);

  it('knows real calendar dates', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2001-02-29')).toBe(false);
    expect(isIsoDate('2001-13-01')).toBe(false);
    expect(isIsoDate('1899-12-31')).toBe(false);
    expect(isIsoDate('15/06/2000')).toBe(false);
  });

  it('reads dd/MM/yyyy (and yyyy-MM-dd) as yyyy-MM-dd, day first whatever the locale', () => {
    expect(isoFromTyped('09/03/2004')).toBe('2004-03-09');
    expect(isoFromTyped('9/3/2004')).toBe('2004-03-09');
    expect(isoFromTyped(' 2004-03-09 ')).toBe('2004-03-09');
    expect(isoFromTyped('03/31/2004')).toBeNull();
    expect(isoFromTyped('29/02/2001')).toBeNull();
    expect(isoFromTyped('09032004')).toBeNull();
  });

  it('requires a real date before today and gives it to the API as yyyy-MM-dd', () => {
    expect(one(pastDate(t, now), '')).toBe('validation.required');
    expect(one(pastDate(t, now), '29/02/2001')).toBe('validation.invalid_date');
    expect(one(pastDate(t, now), 'yesterday')).toBe('validation.invalid_date');
    expect(one(pastDate(t, now), '15/06/2025')).toBe('validation.future_date');
    expect(one(pastDate(t, now), '01/01/2030')).toBe('validation.future_date');
    expect(one(pastDate(t, now), '14/06/2025')).toBeUndefined();
    expect(pastDate(t, now).parse('14/06/2025')).toBe('2025-06-14');
  });
});

describe('photos', () => {
  it('requires a file', () => {
    expect(one(photo(t), null)).toBe('validation.photo_required');
    expect(one(photo(t), 'rosto.jpg')).toBeDefined();
  });

  it('accepts png, gif and jpeg only', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.jpg', 'image/jpeg'],
      // No type from the system: judged by its extension.
      ['a.JPEG', ''],
    ] as const) {
      expect(one(photo(t), photoFile(name, type)), name).toBeUndefined();
    }
    for (const [name, type] of [
      ['a.webp', 'image/webp'],
      ['a.heic', 'image/heic'],
      ['a.pdf', 'application/pdf'],
      ['a.svg', 'image/svg+xml'],
      ['a.bmp', ''],
    ] as const) {
      expect(one(photo(t), photoFile(name, type)), name).toBe('validation.photo_type');
    }
  });

  it('accepts up to 15 MB and refuses anything larger', () => {
    expect(one(photo(t), photoFile('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeUndefined();
    expect(one(photo(t), photoFile('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toBe(
      'validation.photo_too_large',
    );
  });

  it('passes the size limit to the message', () => {
    const seen: unknown[] = [];
    const schema = photo((key, values) => {
      seen.push(values);
      return key;
    });
    schema.safeParse(photoFile('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1));
    expect(seen).toContainEqual({ max: 15 });
  });
});
