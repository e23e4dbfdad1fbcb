import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@/lib/paths';
import { fail, signInAnswers, type FakeHandlers } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';
import { submitPassword } from '@test/sign-in-steps';

const open = async (handlers: FakeHandlers = signInAnswers()) => {
  const portal = renderPortal(PATHS.signIn, { handlers });
  await screen.findByRole('heading', { level: 1, name: 'Masuk' });
  return portal;
};

/** Signs in with `password`, the authenticate call failing with `errorCode`. */
const signInFailing = (errorCode: string, password?: string) =>
  submitPassword(
    { ...signInAnswers(), authenticate: fail('authenticate', errorCode) },
    { password },
  );

afterEach(() => {
  document.documentElement.lang = '';
});

describe('sign-in page', () => {
  it('shows the validation messages in Indonesian, then in English after switching', async () => {
    const user = userEvent.setup();
    const portal = await open();
    expect(document.documentElement.lang).toBe('id');

    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByTestId('sign-in-email-error')).toHaveTextContent(
      'Kolom ini wajib diisi.',
    );
    expect(screen.getByTestId('sign-in-password-error')).toHaveTextContent(
      'Kolom ini wajib diisi.',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Kolom ini wajib diisi.');

    await user.type(screen.getByLabelText('Email'), 'hr..admin@demo.co.id');
    await user.tab();
    expect(screen.getByTestId('sign-in-email-error')).toHaveTextContent('Format email salah.');

    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-email-error')).toHaveTextContent(
      'The email format is incorrect.',
    );
    expect(screen.getByTestId('sign-in-password-error')).toHaveTextContent(
      'Please complete this field.',
    );
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('selectedLanguage')).toBe('en');
    expect(portal.api.calls).toEqual([]);
    portal.unmount();
  });

  it('trims the email on blur and limits both fields', async () => {
    const user = userEvent.setup();
    const portal = await open();
    const email = screen.getByLabelText('Email');
    await user.type(email, '  hr@demo.co.id  ');
    await user.tab();
    expect(email).toHaveValue('hr@demo.co.id');
    expect(email).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Kata sandi')).toHaveAttribute('maxLength', '20');
    portal.unmount();
  });

  it('shows wrong credentials under the password field', async () => {
    const { portal } = await signInFailing('17002', 'salah');
    expect(await screen.findByTestId('sign-in-password-error')).toHaveTextContent(
      'Email atau kata sandi salah.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('disables the button and shows a loader while signing in, then opens the code page', async () => {
    // A gate, not a resolver captured when the call arrives: the sign-in may reach the
    // authenticate call only after the click's checks have run, and a release made before that
    // must still let it through (a captured resolver would still be the no-op then).
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers = signInAnswers();
    const { portal } = await submitPassword({
      ...answers,
      authenticate: async () => {
        await gate;
        return answers.authenticate();
      },
    });
    expect(screen.getByTestId('sign-in-submit')).toBeDisabled();
    expect(screen.getByTestId('page-loader')).toBeInTheDocument();

    act(() => release());
    // The code request and its validity, then the code page's route (lazy, with its texts): on a
    // loaded two-core CI worker with a cold transform cache this once took over 5 s (2026-11-29).
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Verifikasi masuk' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('otp-destination')).toHaveTextContent(
      'hr.a***n@nusantara-demo.co.id',
    );
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.mfaOtp));
    portal.unmount();
  });

  it('shows other failures in the generic dialog', async () => {
    const { portal } = await signInFailing('GC500');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Terjadi kendala (GC500)');
    portal.unmount();
  });

  it('tells the user to wait when the insurer limits sign-in attempts (GW1029)', async () => {
    const { portal } = await signInFailing('GW1029');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Terlalu banyak percobaan. Silakan tunggu satu menit lalu coba lagi.',
    );
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
    portal.unmount();
  });
});
