import { passwordChecklist } from '@mo/contracts';
import {
  isIdentityPassword,
  validateNewPassword,
  limitEmail,
  limitPassword,
  sanitizeOtp,
  trimEmail,
  validateEmail,
  validateOtp,
  validatePassword,
  validateSignIn,
} from './validation';

describe('sign-in email', () => {
  it('is required (err001), spaces alone count as empty', () => {
    expect(validateEmail('')).toBe('err001');
    expect(validateEmail('   ')).toBe('err001');
  });

  it('first format check: needs one @ and a dot in the domain (err007)', () => {
    expect(validateEmail('hr.admin')).toBe('err007');
    expect(validateEmail('hr@admin')).toBe('err007');
    expect(validateEmail('hr@@demo.co.id')).toBe('err007');
  });

  it('second format check: rejects what the loose pattern lets through (err007)', () => {
    // All of these pass the contracts' loose pattern but are not usable addresses.
    for (const email of [
      'hr..admin@demo.co.id',
      '.hr@demo.co.id',
      'hr.@demo.co.id',
      'hr#admin@demo.co.id',
      'hr@demo.c',
      'hr@-demo.co.id',
      'hr@demo..co.id',
    ]) {
      expect(new RegExp('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$').test(email)).toBe(true);
      expect(validateEmail(email)).toBe('err007');
    }
  });

  it('accepts ordinary company addresses', () => {
    expect(validateEmail('hr.admin@nusantara-demo.co.id')).toBeUndefined();
    expect(validateEmail('first_last+tag@mitra.com')).toBeUndefined();
  });

  it('allows at most 50 characters', () => {
    const local = 'a'.repeat(41);
    const fifty = `${local}@demo.com`; // 41 + 9 = 50
    expect(fifty).toHaveLength(50);
    expect(validateEmail(fifty)).toBeUndefined();
    expect(validateEmail(`a${fifty}`)).toBe('MAXLEN');
    expect(limitEmail(`a${fifty}`)).toHaveLength(50);
  });

  it('ignores and trims surrounding spaces', () => {
    expect(trimEmail('  hr@demo.co.id \t')).toBe('hr@demo.co.id');
    expect(validateEmail('  hr@demo.co.id  ')).toBeUndefined();
  });
});

describe('sign-in password', () => {
  it('is required (err001)', () => {
    expect(validatePassword('')).toBe('err001');
    expect(validatePassword('x')).toBeUndefined();
  });

  it('allows at most 20 characters', () => {
    expect(validatePassword('p'.repeat(20))).toBeUndefined();
    expect(validatePassword('p'.repeat(21))).toBe('MAXLEN');
    expect(limitPassword('p'.repeat(25))).toHaveLength(20);
  });

  it('is not trimmed: spaces are part of a password', () => {
    expect(validatePassword(' ')).toBeUndefined();
  });
});

describe('validateSignIn', () => {
  it('reports each field', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'err001',
      password: 'err001',
    });
    expect(validateSignIn({ email: 'hr@demo.co.id', password: 'secret' })).toEqual({});
  });
});

describe('one-time code', () => {
  it('is required', () => {
    expect(validateOtp('')).toBe('err001');
  });

  it('must be exactly six digits (err011)', () => {
    expect(validateOtp('12345')).toBe('err011');
    expect(validateOtp('1234567')).toBe('err011');
    expect(validateOtp('12a456')).toBe('err011');
    expect(validateOtp('246810')).toBeUndefined();
  });

  it('keeps digits only, at most six', () => {
    expect(sanitizeOtp('24 68-10x99')).toBe('246810');
    expect(sanitizeOtp('abc')).toBe('');
  });
});

describe('new password', () => {
  const USER = 'hr.admin@nusantara-demo.co.id';
  const check = (password: string, confirmPassword = password) =>
    validateNewPassword({ password, confirmPassword }, [USER]);

  it('accepts a password meeting every rule', () => {
    expect(check('Portal#2026')).toEqual({});
  });
  it('is required (err018, the second "complete this field"), and so is the confirmation', () => {
    expect(check('', '')).toEqual({ password: 'err018', confirmPassword: 'err018' });
  });
  it.each([
    ['length: at least 8', 'Pa#1abc', 'length'],
    ['length: at most 20', 'Portal#2026Portal#202', 'length'],
    ['no character three times in a row', 'Portaaal#2026', 'noTripleRepeat'],
    ['an uppercase letter', 'portal#2026', 'uppercase'],
    ['a lowercase letter', 'PORTAL#2026', 'lowercase'],
    ['a digit', 'Portal#Demo', 'digit'],
    ['a special character of @#$%^&+=!*', 'Portal-2026', 'special'],
  ] as const)('needs %s (err010)', (_rule, password, condition) => {
    expect(passwordChecklist(password)[condition]).toBe(false);
    expect(check(password).password).toBe('err010');
  });
  it('must not equal the user name or email, case-insensitively (err010)', () => {
    // An email that meets the six conditions is still refused as a password.
    const email = 'Hr#1@demo.co.id';
    expect(validateNewPassword({ password: email, confirmPassword: email }, ['other'])).toEqual({});
    expect(
      validateNewPassword({ password: email, confirmPassword: email }, [email.toLowerCase()])
        .password,
    ).toBe('err010');
  });
  it('flags the identity rule on its own', () => {
    const identity = 'Nusantara#2026';
    expect(isIdentityPassword(identity, [identity.toUpperCase()])).toBe(true);
    expect(isIdentityPassword('Other#2026', [identity])).toBe(false);
  });
  it('needs the confirmation to match', () => {
    expect(check('Portal#2026', 'Portal#2027')).toEqual({ confirmPassword: 'MISMATCH' });
  });
});

describe('forgot-password email', () => {
  it('uses the sign-in email rules', () => {
    expect(validateEmail('')).toBe('err001');
    expect(validateEmail('hr.admin@')).toBe('err007');
    expect(validateEmail(`${'a'.repeat(45)}@b.co.id`)).toBe('MAXLEN');
    expect(validateEmail(' hr.admin@nusantara-demo.co.id ')).toBeUndefined();
  });
});
