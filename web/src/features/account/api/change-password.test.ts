import { CALL_ROUTES } from '@mo/contracts';
import { TEST_PASSWORD_KEY, openTestSealed } from '@test/password-test-key';
import { wireClient } from '@test/wire';
import { changePassword } from './change-password';

describe('my account change password: both passwords leave the page sealed', () => {
  it('PUT users/password?mode=changepassword carries the new and the current password sealed', async () => {
    const { api, requests } = wireClient(CALL_ROUTES, {
      passwordKey: () => ({ data: TEST_PASSWORD_KEY }),
      updatePassword: () => ({ data: { updateStatus: true } }),
    });
    await changePassword(
      api,
      { userName: 'hr@x.co.id', password: 'New#Pass12', currentPassword: 'Old#Pass1' },
      'two-factor-token',
    );
    const sent = requests.find((r) => r.url.endsWith(CALL_ROUTES.updatePassword.path));
    expect(sent?.body).not.toMatch(/New#Pass12|Old#Pass1/);
    const body = JSON.parse(sent?.body ?? '{}') as Record<string, unknown>;
    expect(body.userName).toBe('hr@x.co.id');
    expect(openTestSealed(body.password)).toBe('New#Pass12');
    expect(openTestSealed(body.currentPassword)).toBe('Old#Pass1');
  });
});
