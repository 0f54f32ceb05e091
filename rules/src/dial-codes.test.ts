import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAL_CODE, dialCodes, dialCodesIn } from './dial-codes.js';

// ISO codes of the 193 UN member states.
const UN_MEMBERS =
  `AF AL DZ AD AO AG AR AM AU AT AZ BS BH BD BB BY BE BZ BJ BT BO BA BW BR BN BG BF BI CV KH CM CA CF TD
CL CN CO KM CG CR CI HR CU CY CZ KP CD DK DJ DM DO EC EG SV GQ ER EE SZ ET FJ FI FR GA GM GE DE GH GR GD GT GN GW GY HT
HN HU IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KW KG LA LV LB LS LR LY LI LT LU MG MW MY MV ML MT MH MR MU MX FM MC MN
ME MA MZ MM NA NR NP NL NZ NI NE NG MK NO OM PK PW PA PG PY PE PH PL PT QA KR MD RO RU RW KN LC VC WS SM ST SA SN RS SC
SL SG SK SI SB SO ZA SS ES LK SD SR SE CH SY TJ TH TL TG TO TT TN TR TM TV UG UA AE GB TZ US UY UZ VU VE VN YE ZM ZW`
    .split(/\s+/)
    .filter(Boolean);

describe('dialCodes', () => {
  it('has about 240 entries with unique ISO codes', () => {
    expect(dialCodes.length).toBeGreaterThanOrEqual(235);
    expect(dialCodes.length).toBeLessThanOrEqual(250);
    expect(new Set(dialCodes.map((d) => d.iso)).size).toBe(dialCodes.length);
  });

  it('includes every UN member state', () => {
    expect(UN_MEMBERS).toHaveLength(193);
    const isos = new Set(dialCodes.map((d) => d.iso));
    expect(UN_MEMBERS.filter((iso) => !isos.has(iso))).toEqual([]);
  });

  it('has well-formed codes and names in three languages', () => {
    for (const entry of dialCodes) {
      expect(entry.iso).toMatch(/^[A-Z]{2}$/);
      expect(entry.code).toMatch(/^[1-9]\d{0,3}$/);
      expect(entry.name.pt && entry.name.en && entry.name.es).toBeTruthy();
    }
    expect(new Set(dialCodes.map((d) => d.name.en)).size).toBe(dialCodes.length);
  });

  it('is sorted by English name', () => {
    const names = dialCodes.map((d) => d.name.en);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    expect(names[0]).toBe('Afghanistan');
    expect(names.at(-1)).toBe('Zimbabwe');
  });

  it('is named and sorted in each language for the forms', () => {
    for (const locale of ['pt', 'en', 'es'] as const) {
      const names = dialCodesIn(locale).map((d) => d.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale, { sensitivity: 'base' }).compare));
      expect(dialCodesIn(locale)).toHaveLength(dialCodes.length);
    }
    const pt = dialCodesIn('pt').map((d) => d.name);
    // Accents sort with their letter in Portuguese: África do Sul among the A's, not after Z.
    expect(pt.indexOf('África do Sul')).toBeLessThan(pt.indexOf('Alemanha'));
    expect(dialCodesIn('pt').find((d) => d.iso === 'BR')).toEqual({
      iso: 'BR',
      code: '55',
      name: 'Brasil',
    });
  });

  it('knows the usual codes', () => {
    const code = (iso: string) => dialCodes.find((d) => d.iso === iso);
    expect(code('BR')).toEqual({ iso: 'BR', code: '55', name: { pt: 'Brasil', en: 'Brazil', es: 'Brasil' } });
    expect(code('US')?.code).toBe('1');
    expect(code('PT')?.code).toBe('351');
    expect(code('AR')?.code).toBe('54');
    expect(code('GB')?.code).toBe('44');
    expect(DEFAULT_DIAL_CODE).toBe('55');
    expect(dialCodes.some((d) => d.code === DEFAULT_DIAL_CODE)).toBe(true);
  });
});
