import {
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
