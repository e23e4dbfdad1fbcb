import { ERROR_CODES, SPEC_CATALOGUE_CODES } from '@mo/contracts';
import { ERROR_CATALOGUE, describeError, signInCodeFromText } from './error-catalogue';

describe('error catalogue', () => {
  it('covers every code of spec part 1 section 8 and the mock codes', () => {
    const spec = [...SPEC_CATALOGUE_CODES.part1, 'GC', 'NETWORK'];
    for (const code of [...spec, ...Object.values(ERROR_CODES)]) {
      expect(ERROR_CATALOGUE).toHaveProperty([code]);
    }
  });

  it('tells a tab whose mock sandbox is gone that it is gone, not the generic words', () => {
    expect(describeError(ERROR_CODES.sandboxUnknown)).toEqual({
      messageKey: 'errors:sandboxUnknown',
      display: 'dialog',
    });
  });

  it('shows sign-in failures under the password field', () => {
    for (const code of ['17002', '17003', '17004', 'err014', 'err015']) {
      expect(describeError(code)).toMatchObject({ display: 'field', field: 'password' });
    }
    expect(describeError('17004').messageKey).toBe(describeError('err022').messageKey);
    expect(describeError('17003').messageKey).toBe(describeError('err014').messageKey);
  });

  it('shows code failures as a warning under the code field', () => {
    expect(describeError('err011')).toEqual({
      messageKey: 'errors:otpWrong',
      display: 'warning',
      field: 'otp',
    });
    expect(describeError('err012')).toMatchObject({ display: 'warning', field: 'otp' });
  });

  it('gives the session codes their policies', () => {
    expect(describeError('err300').display).toBe('signOut');
    expect(describeError('GW1033').display).toBe('refresh');
    expect(describeError('err100').display).toBe('redirect');
    expect(describeError('err036_pwd')).toMatchObject({ field: 'currentPassword' });
  });

  it('answers the generic dialog for gateway and unknown codes', () => {
    expect(describeError('GW1035')).toEqual({ messageKey: 'errors:generic', display: 'dialog' });
    expect(describeError('XYZ999')).toEqual({ messageKey: 'errors:generic', display: 'dialog' });
    expect(describeError('NETWORK')).toEqual({ messageKey: 'errors:network', display: 'dialog' });
  });
});

describe('members codes (part 2 section 8)', () => {
  it('covers every code of the Members area with its own message', () => {
    const codes = ['err017', 'err019', 'err024', 'err025', 'err026', 'err028', 'err029'];
    const more = ['err030', 'err031', 'err032', 'err033', 'err035', 'err039', 'err040', 'FG5020'];
    const keys = new Set<string>();
    for (const code of [...codes, ...more]) {
      const entry = describeError(code);
      expect(entry.messageKey).not.toBe('errors:generic');
      keys.add(entry.messageKey);
    }
    // every code has a message of its own
    expect(keys.size).toBe(codes.length + more.length);
  });

  it('puts the effective-date codes on the effective date and err033 in the dialog', () => {
    for (const code of ['err031', 'err032', 'err039', 'err040']) {
      expect(describeError(code)).toMatchObject({ display: 'field', field: 'effectiveDate' });
    }
    expect(describeError('err033')).toEqual({
      messageKey: 'errors:fieldsInvalid',
      display: 'dialog',
    });
    expect(describeError('FG5020')).toMatchObject({ field: 'file' });
  });
});

describe('sign-in server texts', () => {
  it.each([
    ['Authentication failed for user hr@demo.co.id', '17002'],
    ['Error: 17003 Account is locked', '17003'],
    ['17004 Account is disabled', '17003'],
    ['17003:MaxAttemptsExceeded', '17003'],
  ])('%s → %s', (text, code) => {
    expect(signInCodeFromText(text)).toBe(code);
  });

  it('leaves other texts alone', () => {
    expect(signInCodeFromText('Something else')).toBeUndefined();
    expect(signInCodeFromText(null)).toBeUndefined();
  });
});
