import { writeStored } from '../lib/storage';
import { PATHS } from '../lib/paths';
import { requireNewPasswordToken } from './route-guards';

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
