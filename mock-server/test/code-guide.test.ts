import { CALLS, ERROR_CODES, SPEC_CATALOGUE_CODES } from '@mo/contracts';
import { Value } from 'typebox/value';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CodeGuideResponse, PORTAL_TEXTS, codeGuide } from '../src/control/code-guide';

describe('the code guide (GET /__mock/codes)', () => {
  const guide = codeGuide();
  const entries = guide.groups.flatMap((g) => g.codes);
  const codes = new Set(entries.map((c) => c.code));

  it('has the shape the route declares', () => {
    expect(Value.Check(CodeGuideResponse, guide)).toBe(true);
  });

  it.each(Object.entries(ERROR_CODES))('lists ERROR_CODES.%s (%s)', (_name, code) => {
    expect(codes.has(code)).toBe(true);
  });

  it.each([...new Set([...SPEC_CATALOGUE_CODES.part1, ...SPEC_CATALOGUE_CODES.part2])])(
    "lists the spec catalogue's %s",
    (code) => {
      expect(codes.has(code)).toBe(true);
    },
  );

  it("words each code as the portal does: its copies of the portal's texts match the locale files", () => {
    const locale = (lang: 'id' | 'en') =>
      JSON.parse(
        readFileSync(resolve(__dirname, '../../web/src/locales', lang, 'errors.json'), 'utf8'),
      ) as Record<string, string>;
    const [id, en] = [locale('id'), locale('en')];
    for (const [key, text] of Object.entries(PORTAL_TEXTS)) {
      expect([key, text.id, text.en]).toEqual([key, id[key], en[key]]);
    }
  });

  it('lists the generic GC family', () => {
    expect([...codes].filter((c) => c.startsWith('GC')).length).toBeGreaterThan(3);
  });

  it('lists each code once, under one area', () => {
    expect(entries.length).toBe(codes.size);
  });

  it('gives every code a meaning in both languages, and both texts of a natural trigger', () => {
    for (const entry of entries) {
      expect([entry.code, entry.meaning.id.trim().length > 0]).toEqual([entry.code, true]);
      expect([entry.code, entry.meaning.en.trim().length > 0]).toEqual([entry.code, true]);
      if (entry.natural) {
        expect([entry.code, entry.natural.id.length > 0 && entry.natural.en.length > 0]).toEqual([
          entry.code,
          true,
        ]);
      }
    }
  });

  it('names only calls that exist, and gives every code calls or the any-call flag', () => {
    const ids = new Set(Object.values(CALLS).map((c) => c.id));
    for (const entry of entries) {
      for (const call of entry.calls)
        expect([entry.code, call, ids.has(call)]).toEqual([entry.code, call, true]);
      expect([entry.code, entry.anyCall || entry.calls.length > 0]).toEqual([entry.code, true]);
      if (entry.anyCall) expect(entry.calls).toEqual([]);
    }
  });

  it('shows the natural trigger of the codes the issue names', () => {
    const natural = (code: string) => entries.find((e) => e.code === code)?.natural?.en ?? '';
    expect(natural(ERROR_CODES.accountLocked)).toMatch(/locked\.user@|wrong password 3 times/);
    expect(natural(ERROR_CODES.otpExpired)).toMatch(/advance the clock past/);
    expect(natural(ERROR_CODES.invalidSession)).toMatch(/end the session/);
    expect(natural(ERROR_CODES.filePasswordProtected)).toContain('alteration-form-password.xlsx');
    expect(natural(ERROR_CODES.tokenExpired)).toMatch(/token lifetime/);
  });
});
