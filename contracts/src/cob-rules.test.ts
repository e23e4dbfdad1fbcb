import { COB_LIMITS } from './claim-codes';
import {
  cobAllowedFor,
  cobRequestProblems,
  cobTextAllowed,
  cobTextAsSent,
  isClaimStatus,
  stripCobText,
} from './cob-rules';
import { ERROR_CODES } from './error-codes';

describe('COB rules', () => {
  it("strips every character but letters, digits, ( ) @ . / ' space and hyphen", () => {
    expect(stripCobText("PT. Asuransi (Jiwa) @Mitra/O'Neil-1")).toBe(
      "PT. Asuransi (Jiwa) @Mitra/O'Neil-1",
    );
    expect(stripCobText('A<b>#c_d!e,f;g"h%i&é')).toBe('Abcdefghié');
    expect(stripCobText('line\nbreak\ttab')).toBe('line break tab');
  });

  it('keeps letters of any script and combining marks, and collapses spaces as typed', () => {
    expect(stripCobText('PT Asuransi & Co')).toBe('PT Asuransi Co');
    expect(stripCobText("Asuransí Déwi O'Neil")).toBe("Asuransí Déwi O'Neil");
    expect(stripCobText('Asuranse\u0301')).toBe('Asuranse\u0301');
    expect(stripCobText('شركة التأمين')).toBe('شركة التأمين');
    expect(stripCobText('中国人寿')).toBe('中国人寿');
    expect(stripCobText(' a  b ')).toBe(' a b ');
    expect(cobTextAsSent(' a  & b ')).toBe('a b');
  });

  it('the server check refuses characters outside the set, not spaces the form would collapse', () => {
    expect(cobTextAllowed("PT Asuransí (Jiwa) 中国 شركة O'Neil-1")).toBe(true);
    expect(cobTextAllowed('a  b')).toBe(true);
    expect(cobTextAllowed('PT & Co')).toBe(false);
    expect(cobTextAllowed('a\nb')).toBe(false);
  });

  it('hides the COB card for CP, OS and the empty status only', () => {
    expect(['CC', 'CA', 'CR'].map(cobAllowedFor)).toEqual([true, true, true]);
    expect(['CP', 'OS', ''].map(cobAllowedFor)).toEqual([false, false, false]);
  });

  it('knows the six status codes', () => {
    expect(['CC', 'CP', 'CA', 'CR', 'OS', ''].every(isClaimStatus)).toBe(true);
    expect(isClaimStatus('XX')).toBe(false);
  });

  it('needs a reason (err030)', () => {
    expect(cobRequestProblems({ reason: '' })).toEqual([
      { field: 'reason', code: ERROR_CODES.reasonRequired },
    ]);
    expect(cobRequestProblems({ reason: 'C1' })).toEqual([]);
  });

  it.each([
    ['C2', 'insurerName', COB_LIMITS.insurerNameMax],
    ['C3', 'description', COB_LIMITS.descriptionMax],
  ] as const)(
    '%s needs its %s: present (err001), within %i, allowed characters (err033)',
    (reason, field, max) => {
      expect(cobRequestProblems({ reason })).toEqual([{ field, code: ERROR_CODES.required }]);
      expect(cobRequestProblems({ reason, [field]: '  ' })).toEqual([
        { field, code: ERROR_CODES.required },
      ]);
      expect(cobRequestProblems({ reason, [field]: 'x'.repeat(max) })).toEqual([]);
      expect(cobRequestProblems({ reason, [field]: 'x'.repeat(max + 1) })).toEqual([
        { field, code: ERROR_CODES.fieldsInvalid },
      ]);
      expect(cobRequestProblems({ reason, [field]: 'Asuransi #1' })).toEqual([
        { field, code: ERROR_CODES.fieldsInvalid },
      ]);
    },
  );

  it('does not check the text of a reason not chosen', () => {
    expect(cobRequestProblems({ reason: 'C1', insurerName: '#'.repeat(80) })).toEqual([]);
    expect(cobRequestProblems({ reason: 'C2', insurerName: 'PT Lain', description: '<>' })).toEqual(
      [],
    );
  });
});
