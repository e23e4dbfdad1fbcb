import { profileOf } from '@test/fake-api';
import { writeStored } from '../lib/storage';
import { PATHS } from '../lib/paths';
import { redirectSignedIn, requireNewPasswordToken, requireSession } from './route-guards';
import type { AppStore } from './store';

const guard = (params: Record<string, string | undefined>) => {
  const result = requireNewPasswordToken({ params });
  return result instanceof Response ? result.headers.get('Location') : result;
};

describe('create-new-password entry guard', () => {
  it('redirects to sign-in without a token', () => {
    expect(guard({ username: 'a@b.co' })).toBe(PATHS.signIn);
    expect(guard({ username: 'a@b.co', needPasswordUpdate: 'true' })).toBe(PATHS.signIn);
  });
  it('opens for forgot password with the two-factor token only', () => {
    writeStored('twoFactorToken', 'two-factor');
    expect(guard({ username: 'a@b.co' })).toBeNull();
    expect(guard({ username: 'a@b.co', needPasswordUpdate: 'true' })).toBe(PATHS.signIn);
  });
  it('opens for a first-time login with the err100 token only', () => {
    writeStored('firstTimeToken', 'first-time');
    expect(guard({ username: 'a@b.co', needPasswordUpdate: 'true' })).toBeNull();
    expect(guard({ username: 'a@b.co' })).toBe(PATHS.signIn);
  });
});

describe('session guards', () => {
  const storeWith = (signedIn: boolean) =>
    ({
      getState: () => ({ session: { profile: signedIn ? profileOf([['c-1', 'PT Satu']]) : null } }),
    }) as unknown as AppStore;
  const location = (result: Response | null) =>
    result instanceof Response ? result.headers.get('Location') : result;

  it('sends a signed-in user from the sign-in area to the dashboard', () => {
    writeStored('authenticationToken', 'full-token');
    expect(location(redirectSignedIn(storeWith(true))())).toBe(PATHS.home);
    expect(location(requireSession(storeWith(true))())).toBeNull();
  });
  it('keeps a signed-out user (no profile, or no stored token) on sign-in', () => {
    expect(location(redirectSignedIn(storeWith(true))())).toBeNull();
    expect(location(requireSession(storeWith(true))())).toBe(PATHS.signIn);
    writeStored('authenticationToken', 'full-token');
    expect(location(redirectSignedIn(storeWith(false))())).toBeNull();
    expect(location(requireSession(storeWith(false))())).toBe(PATHS.signIn);
  });
});
