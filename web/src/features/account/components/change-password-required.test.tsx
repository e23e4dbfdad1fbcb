import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@/lib/paths';
import { writeStored } from '@/lib/storage';
import { profileOf, twoFactorAnswers } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';
import { validateChangePassword } from '../validation';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('change password: the two "complete this field" codes (part 1 sections 5 and 8)', () => {
  it('current password err001, new password and confirmation err018', () => {
    expect(
      validateChangePassword({ currentPassword: '', password: '', confirmPassword: '' }, []),
    ).toEqual({ currentPassword: 'err001', password: 'err018', confirmPassword: 'err018' });
  });

  it('shows err018 under the new-password fields, err001 under the current one', async () => {
    writeStored('authenticationToken', 'full-token');
    writeStored('_moUserProfile', profileOf([['c-1', 'PT Nusantara Demo']]));
    writeStored('userAccess', ['Home', 'Account and Settings']);
    const portal = renderPortal(PATHS.changePasswordOtp, {
      handlers: twoFactorAnswers(),
    });
    await screen.findByTestId('otp-destination');
    await userEvent.type(screen.getByTestId('otp-input'), '246810');
    await userEvent.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.changePassword));

    await userEvent.click(await screen.findByTestId('change-password-submit'));
    const current = await screen.findByTestId('current-password-error');
    expect(current).toHaveAttribute('data-error', 'err001');
    for (const id of ['new-password-error', 'confirm-password-error']) {
      expect(screen.getByTestId(id)).toHaveAttribute('data-error', 'err018');
      expect(screen.getByTestId(id)).toHaveTextContent('Kolom ini wajib diisi.');
    }
    expect(portal.api.calls.some((c) => c.id === 'updatePassword')).toBe(false);
    portal.unmount();
  });
});
