import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PATHS } from '@/lib/paths';
import type { Language } from '@/lib/storage';
import { fail, signInAnswers, type FakeHandlers } from './fake-api';
import { renderPortal } from './render-portal';

/** The sign-in and code page labels the steps below look for, in each language. */
export const SIGN_IN_LABELS = {
  id: {
    password: 'Kata sandi',
    signIn: 'Masuk',
    title: 'Verifikasi masuk',
    code: 'Kode verifikasi',
    verify: 'Verifikasi',
  },
  en: {
    password: 'Password',
    signIn: 'Sign in',
    title: 'Verify your sign-in',
    code: 'Verification code',
    verify: 'Verify',
  },
} as const;

interface StepOptions {
  language?: Language;
  /** Lets user-event wait on jest's fake timers (the countdown tests). */
  fakeTimers?: boolean;
  /** The password typed (the demo user's right one unless a test types a wrong one). */
  password?: string;
}

/** Signs in through the real sign-in page, up to the click on "sign in". */
export async function submitPassword(
  handlers: FakeHandlers,
  { language = 'id', fakeTimers = false, password = 'Portal#2026' }: StepOptions = {},
) {
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  const portal = renderPortal(PATHS.signIn, { handlers, language });
  await user.type(await screen.findByLabelText('Email'), 'hr.admin@nusantara-demo.co.id');
  await user.type(screen.getByLabelText(SIGN_IN_LABELS[language].password), password);
  await user.click(screen.getByRole('button', { name: SIGN_IN_LABELS[language].signIn }));
  return { user, portal };
}

/** Signs in through the real sign-in page and waits for the code page. */
export async function openCodePage(handlers: FakeHandlers, options: StepOptions = {}) {
  const opened = await submitPassword(handlers, options);
  const language = options.language ?? 'id';
  await screen.findByRole('heading', { level: 1, name: SIGN_IN_LABELS[language].title });
  return opened;
}

/** Opens the code page of a sign-in whose code check fails with `errorCode` (and `message`). */
export const openCodePageRejecting = (errorCode: string, message?: string) =>
  openCodePage({ ...signInAnswers(), validateOtp: fail('validateOtp', errorCode, message) });

/** Types `code` into the code page's field and clicks Verify. */
export async function submitCode(user: UserEvent, code: string, language: Language = 'id') {
  await user.type(screen.getByLabelText(SIGN_IN_LABELS[language].code), code);
  await user.click(screen.getByRole('button', { name: SIGN_IN_LABELS[language].verify }));
}
