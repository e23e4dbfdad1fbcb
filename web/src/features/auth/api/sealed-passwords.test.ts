import { CALL_ROUTES } from '@mo/contracts';
import { TEST_PASSWORD_KEY, openTestSealed } from '@test/password-test-key';
import { wireClient, type WireRequest } from '@test/wire';
import { authenticate } from './authenticate';
import { createFirstPassword, resetForgottenPassword } from './update-password';

const USER = 'hr.admin@nusantara-demo.co.id';
const PASSWORD = 'Portal#2026';
const NEW_PASSWORD = 'Sejahtera#2027';

const client = () =>
  wireClient(CALL_ROUTES, {
    passwordKey: () => ({ data: TEST_PASSWORD_KEY }),
    authenticate: () => ({
      data: {
        accessToken: 'a',
        tokenType: 'Bearer',
        expiresIn: 300,
        scope: 'after-login',
        maskedEmail: 'h***@x.co.id',
      },
    }),
    updatePassword: () => ({ data: { updateStatus: true } }),
  });

const bodyOf = (requests: WireRequest[], path: string) => {
  const sent = requests.find((r) => r.url.endsWith(path));
  return {
    text: sent?.body ?? '',
    json: JSON.parse(sent?.body ?? '{}') as Record<string, unknown>,
  };
};

describe('auth api: every password leaves the page sealed (spec part 1 section 7)', () => {
  it('sign-in: POST auth/authenticate carries the password sealed, the user name as typed', async () => {
    const { api, requests } = client();
    await authenticate(api, { userName: USER, password: PASSWORD });
    const { text, json } = bodyOf(requests, CALL_ROUTES.authenticate.path);
    expect(text).not.toContain(PASSWORD);
    expect(json.userName).toBe(USER);
    expect(openTestSealed(json.password)).toBe(PASSWORD);
  });

  it('create new password (first-time login): the new password is sealed', async () => {
    const { api, requests } = client();
    await createFirstPassword(api, NEW_PASSWORD, 'first-time-token');
    const { text, json } = bodyOf(requests, CALL_ROUTES.updatePassword.path);
    expect(text).not.toContain(NEW_PASSWORD);
    expect(Object.keys(json)).toEqual(['password']);
    expect(openTestSealed(json.password)).toBe(NEW_PASSWORD);
  });

  it('forgot-password reset: the new password is sealed', async () => {
    const { api, requests } = client();
    await resetForgottenPassword(api, { userName: USER, password: NEW_PASSWORD }, 'two-factor');
    const { text, json } = bodyOf(requests, CALL_ROUTES.updatePassword.path);
    expect(text).not.toContain(NEW_PASSWORD);
    expect(json.userName).toBe(USER);
    expect(openTestSealed(json.password)).toBe(NEW_PASSWORD);
  });
});
