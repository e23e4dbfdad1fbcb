import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '../../../lib/paths';
import { readStored, writeStored } from '../../../lib/storage';
import { apiError, profileOf, type FakeHandlers } from '../../../../test/fake-api';
import { renderPortal } from '../../../../test/render-portal';

const MODULES = ['Home', 'Account and Settings'];

function signedIn(path: string, handlers: FakeHandlers = {}) {
  writeStored('authenticationToken', 'full-token');
  writeStored('_moUserProfile', profileOf([['c-1', 'PT Nusantara Demo']]));
  writeStored('userAccess', MODULES);
  return renderPortal(path, { handlers });
}

const otpAnswers: FakeHandlers = {
  requestOtp: () => ({ destination: 'hr.a***n@nusantara-demo.co.id', validitySeconds: 180 }),
  validateOtp: () => ({
    validationStatus: true,
    accessToken: 'two-factor-token',
    tokenType: 'Bearer',
    expiresIn: 300,
    scope: 'two-factor',
  }),
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('my account', () => {
  it('shows the company and user cards and the settings', async () => {
    const portal = signedIn('/mo/eb-app-myprofile');
    expect(await screen.findByTestId('profile-companyPhone')).toHaveTextContent('021-5550100');
    expect(screen.getByTestId('profile-userEmail')).toHaveTextContent(
      'hr.admin@nusantara-demo.co.id',
    );
    expect(portal.router.state.location.pathname).toBe(PATHS.myProfile);
    expect(document.body.dataset.screen).toBe('myprofile__display');
    portal.unmount();
  });

  it('is hidden without the Account and Settings module', async () => {
    writeStored('authenticationToken', 'full-token');
    writeStored('_moUserProfile', profileOf([['c-1', 'PT Nusantara Demo']]));
    writeStored('userAccess', ['Home']);
    const portal = renderPortal(PATHS.myProfile);
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    portal.unmount();
  });

  it('change language: saves through the server, then switches and goes back', async () => {
    const portal = signedIn(PATHS.changeLanguage, { updateUser: () => ({ updateStatus: true }) });
    await userEvent.click(await screen.findByLabelText('English'));
    await userEvent.click(screen.getByTestId('language-save'));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.myProfile));
    const call = portal.api.calls.find((c) => c.id === 'updateUser');
    expect(call?.params).toEqual(
      expect.objectContaining({
        path: { userId: 'u-1' },
        body: { id: 'u-1', preferredLanguage: 'en' },
      }),
    );
    expect(portal.i18n.language).toBe('en');
    expect(readStored('selectedLanguage')).toBe('en');
    expect(portal.store.getState().session.profile?.preferredLanguage).toBe('en');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    portal.unmount();
  });

  it('change language: a failed save keeps the language', async () => {
    const portal = signedIn(PATHS.changeLanguage, {
      updateUser: () => {
        throw apiError('updateUser', 'GC500');
      },
    });
    await userEvent.click(await screen.findByLabelText('English'));
    await userEvent.click(screen.getByTestId('language-save'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(portal.i18n.language).toBe('id');
    expect(portal.router.state.location.pathname).toBe(PATHS.changeLanguage);
    portal.unmount();
  });

  it('change password cannot be opened directly: back to my account', async () => {
    writeStored('twoFactorToken', 'two-factor-token');
    const portal = signedIn(PATHS.changePassword);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.myProfile));
    portal.unmount();
  });

  it('code step → change password: server errors under their fields, then success', async () => {
    let answer: () => unknown = () => {
      throw apiError('updatePassword', 'err036_pwd');
    };
    const portal = signedIn(PATHS.changePasswordOtp, {
      ...otpAnswers,
      updatePassword: () => answer(),
    });
    await screen.findByTestId('otp-destination');
    await userEvent.type(screen.getByTestId('otp-input'), '246810');
    await userEvent.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.changePassword));
    expect(readStored('twoFactorToken')).toBe('two-factor-token');

    await userEvent.type(await screen.findByTestId('current-password'), 'Old#Pass1');
    await userEvent.type(screen.getByTestId('new-password'), 'New#Pass12');
    await userEvent.type(screen.getByTestId('confirm-password'), 'New#Pass12');
    await userEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByTestId('current-password-error')).toBeInTheDocument();
    const update = portal.api.calls.find((c) => c.id === 'updatePassword');
    expect(update?.params).toEqual(
      expect.objectContaining({
        query: { mode: 'changepassword' },
        body: {
          userName: 'hr.admin@nusantara-demo.co.id',
          password: 'New#Pass12',
          currentPassword: 'Old#Pass1',
        },
        accessToken: 'two-factor-token',
      }),
    );

    answer = () => {
      throw apiError('updatePassword', 'err036');
    };
    await userEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByTestId('new-password-error')).toBeInTheDocument();
    expect(screen.queryByTestId('current-password-error')).not.toBeInTheDocument();

    answer = () => ({ updateStatus: true });
    await userEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe(PATHS.changePasswordComplete),
    );
    await waitFor(() => expect(readStored('twoFactorToken')).toBeNull());
    await userEvent.click(await screen.findByTestId('back-to-profile'));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.myProfile));
    portal.unmount();
  });

  it('entering the code step clears a two-factor token', async () => {
    writeStored('twoFactorToken', 'stale');
    const portal = signedIn(PATHS.changePasswordOtp, otpAnswers);
    await screen.findByTestId('otp-destination');
    expect(readStored('twoFactorToken')).toBeNull();
    portal.unmount();
  });
});
