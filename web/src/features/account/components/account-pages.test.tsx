import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@/lib/paths';
import { readStored, writeStored } from '@/lib/storage';
import { apiError, profileOf, twoFactorAnswers, type FakeHandlers } from '@test/fake-api';
import { sealedAs } from '@test/password-test-key';
import { renderPortal } from '@test/render-portal';
import { storeSession } from '@test/stored-session';

const MODULES = ['Home', 'Account and Settings'];

function signedIn(path: string, handlers: FakeHandlers = {}) {
  storeSession(profileOf([['c-1', 'PT Nusantara Demo']]), MODULES);
  return renderPortal(path, { handlers });
}

const otpAnswers: FakeHandlers = twoFactorAnswers();

/** A broker signed in with `profile`, `company` selected, on my account. */
function brokerOn(
  profile: Parameters<typeof writeStored<'_moUserProfile'>>[1],
  company: [id: string, name: string],
) {
  storeSession(profile, MODULES);
  writeStored('moCompanyId', company[0]);
  writeStored('moCompanyName', company[1]);
  return renderPortal(PATHS.myProfile);
}

/** The company card's phone, email and address. */
function expectCompanyCard(phone: string, email: string, address: string) {
  expect(screen.getByTestId('profile-companyPhone')).toHaveTextContent(phone);
  expect(screen.getByTestId('profile-companyEmail')).toHaveTextContent(email);
  expect(screen.getByTestId('profile-companyAddress')).toHaveTextContent(address);
}

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

  it("a broker's company card shows the selected company's details after a switch", async () => {
    const base = profileOf([
      ['c-1', 'PT Satu'],
      ['c-2', 'PT Dua'],
    ]);
    // The profile's own details are the first company's, as the mock answers them.
    const profile = {
      ...base,
      companyPhoneNo: '021-1111',
      companyEmailAddress: 'hr@satu.co.id',
      companyAddress: 'Jl. Satu 1, Jakarta',
      companyDetails: [
        {
          ...base.companyDetails[0]!,
          companyPhoneNo: '021-1111',
          companyEmailAddress: 'hr@satu.co.id',
          companyAddress: 'Jl. Satu 1, Jakarta',
        },
        {
          ...base.companyDetails[1]!,
          companyPhoneNo: '031-2222',
          companyEmailAddress: 'hr@dua.co.id',
          companyAddress: 'Jl. Dua 2, Surabaya',
        },
      ],
    };
    const portal = brokerOn(profile, ['c-1', 'PT Satu']);
    expect(await screen.findByTestId('profile-companyPhone')).toHaveTextContent('021-1111');

    await userEvent.click(screen.getByTestId('company-dropdown'));
    await userEvent.click(await screen.findByRole('option', { name: 'PT Dua', hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('profile-companyName')).toHaveTextContent('PT Dua'),
    );
    expectCompanyCard('031-2222', 'hr@dua.co.id', 'Jl. Dua 2, Surabaya');
    portal.unmount();
  });

  it('never mixes companies: details the profile lacks for the selected company show as --', async () => {
    // An answer without per-company details: its own details are PT Satu's, not PT Dua's.
    const profile = profileOf([
      ['c-1', 'PT Satu'],
      ['c-2', 'PT Dua'],
    ]);
    const portal = brokerOn(profile, ['c-2', 'PT Dua']);
    expect(await screen.findByTestId('profile-companyName')).toHaveTextContent('PT Dua');
    expectCompanyCard('--', '--', '--');
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
          password: sealedAs('New#Pass12'),
          currentPassword: sealedAs('Old#Pass1'),
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

  it.each([
    [null, 'Tidak dapat membuat OTP!'],
    ['Mail gateway unavailable', 'Mail gateway unavailable'],
  ])(
    'a failed code request shows the server text or "Unable to generate OTP!" (%s)',
    async (serverMessage, shown) => {
      const portal = signedIn(PATHS.changePasswordOtp, {
        ...otpAnswers,
        requestOtp: () => {
          throw apiError('requestOtp', 'GC500', serverMessage);
        },
      });
      expect(await screen.findByTestId('otp-error')).toHaveTextContent(shown);
      portal.unmount();
    },
  );

  it('entering the code step clears a two-factor token', async () => {
    writeStored('twoFactorToken', 'stale');
    const portal = signedIn(PATHS.changePasswordOtp, otpAnswers);
    await screen.findByTestId('otp-destination');
    expect(readStored('twoFactorToken')).toBeNull();
    portal.unmount();
  });
});
