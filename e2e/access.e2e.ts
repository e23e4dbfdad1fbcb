import { DEMO_USERS, LIMITS, SCENARIOS } from '@mo/contracts';
import {
  AT,
  URLS,
  advanceMockClock,
  armScenario,
  auditScreen,
  codeField,
  enterLatestCode,
  expectDashboard,
  openSignIn,
  preferLanguage,
  signInToCodePage,
  submitSignIn,
} from './flows';
import { expect, strings, test, text } from './support';

test('three wrong passwords lock the account; the right password then still shows the lock', async ({
  page,
  lang,
}) => {
  const errors = strings(lang, 'errors');
  const passwordError = page.getByTestId('sign-in-password-error');
  await openSignIn(page, lang);

  for (let attempt = 1; attempt < LIMITS.lockOutAttempts; attempt += 1) {
    await submitSignIn(page, lang, {
      email: DEMO_USERS.hr.email,
      password: `Wrong#Pass${attempt}`,
    });
    await expect(passwordError).toHaveText(text(errors, 'wrongCredentials'));
  }
  await submitSignIn(page, lang, { email: DEMO_USERS.hr.email, password: 'Wrong#Pass9' });
  await expect(passwordError).toHaveText(text(errors, 'accountLocked'));

  await submitSignIn(page, lang, DEMO_USERS.hr);
  await expect(passwordError).toHaveText(text(errors, 'accountLocked'));
  await expect(page).toHaveURL(AT.signIn);
});

test('a disabled account shows the contact-customer-service message (17004 → err022)', async ({
  page,
  lang,
}) => {
  const errors = strings(lang, 'errors');
  await openSignIn(page, lang);
  await submitSignIn(page, lang, DEMO_USERS.disabled);
  await expect(page.getByTestId('sign-in-password-error')).toHaveText(
    text(errors, 'accountDisabled'),
  );
  await expect(page).toHaveURL(AT.signIn);
});

test('a first-time user creates a password, then reaches the dashboard through the code step', async ({
  page,
  request,
  lang,
}) => {
  const auth = strings(lang, 'auth');
  const user = DEMO_USERS.firstTime;
  await openSignIn(page, lang);
  await submitSignIn(page, lang, user);

  // /signin-create-new-password/:username/:needPasswordUpdate
  const escaped = user.email.replace(/[.]/g, '\\.');
  await expect(page).toHaveURL(
    new RegExp(`signin-create-new-password/(${escaped}|${escaped.replace('@', '%40')})/true$`),
  );
  await expect(page.getByRole('heading', { name: text(auth, 'newPassword.title') })).toBeVisible();

  const password = page.getByLabel(text(auth, 'newPassword.password'), { exact: true });
  const rule = (name: string) => page.getByTestId(`password-rule-${name}`);
  await expect(page.getByTestId('password-checklist')).toBeVisible();
  await auditScreen(page, 'create-new-password', lang);
  await password.fill('weakkk');
  await expect(rule('length')).toHaveAttribute('data-met', 'false');
  await expect(rule('uppercase')).toHaveAttribute('data-met', 'false');
  await expect(rule('digit')).toHaveAttribute('data-met', 'false');
  await expect(rule('special')).toHaveAttribute('data-met', 'false');
  await expect(rule('lowercase')).toHaveAttribute('data-met', 'true');
  await expect(rule('noTripleRepeat')).toHaveAttribute('data-met', 'false');

  const fresh = 'Fresh#Start27';
  await password.fill(fresh);
  for (const name of ['length', 'noTripleRepeat', 'uppercase', 'lowercase', 'digit', 'special'])
    await expect(rule(name)).toHaveAttribute('data-met', 'true');
  await page.getByLabel(text(auth, 'newPassword.confirm'), { exact: true }).fill(fresh);
  await page.getByTestId('new-password-submit').click();

  await expect(page).toHaveURL(AT.success);
  await expect(page.getByTestId('new-password-success')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: text(auth, 'newPasswordSuccess.title') }),
  ).toBeVisible();
  await auditScreen(page, 'new-password-success', lang);

  await page.getByRole('button', { name: text(auth, 'newPasswordSuccess.viewDashboard') }).click();
  await expect(page).toHaveURL(AT.mfa);
  await enterLatestCode(page, request, lang, user.email);
  await expectDashboard(page, lang);
});

test('forgot password unlocks the locked user, who then signs in with the new password', async ({
  page,
  request,
  lang,
}) => {
  const auth = strings(lang, 'auth');
  const errors = strings(lang, 'errors');
  const user = DEMO_USERS.locked;

  // Locked from the start.
  await openSignIn(page, lang);
  await submitSignIn(page, lang, user);
  await expect(page.getByTestId('sign-in-password-error')).toHaveText(
    text(errors, 'accountLocked'),
  );

  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(AT.forgotPassword);
  await expect(
    page.getByRole('heading', { name: text(auth, 'forgotPassword.title') }),
  ).toBeVisible();
  await auditScreen(page, 'forgot-password', lang);

  const email = page.getByLabel(text(auth, 'forgotPassword.email'), { exact: true });
  await email.fill('nobody@nusantara-demo.co.id');
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-email-error')).toHaveText(
    text(errors, 'dataMismatch'),
  );
  await expect(page).toHaveURL(AT.forgotPassword);

  await email.fill(user.email);
  await page.getByTestId('forgot-password-submit').click();
  await expect(page).toHaveURL(AT.forgotOtp);
  await expect(page.getByRole('heading', { name: text(auth, 'forgotOtp.title') })).toBeVisible();
  await expect(page.getByTestId('otp-countdown')).toBeVisible();
  await auditScreen(page, 'forgot-code', lang);
  await enterLatestCode(page, request, lang, user.email);

  await expect(page).toHaveURL(AT.createNewPassword);
  const password = page.getByLabel(text(auth, 'newPassword.password'), { exact: true });
  const confirm = page.getByLabel(text(auth, 'newPassword.confirm'), { exact: true });
  // The current password is one of the last ten: err023, a warning under the field.
  await password.fill(user.password);
  await confirm.fill(user.password);
  await page.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('new-password-error')).toHaveText(text(errors, 'passwordReused'));
  await expect(page).toHaveURL(AT.createNewPassword);

  const fresh = 'Unlock#Me2027';
  await password.fill(fresh);
  await confirm.fill(fresh);
  await page.getByTestId('new-password-submit').click();
  await expect(page).toHaveURL(AT.success);
  await expect(page.getByTestId('new-password-success')).toBeVisible();

  // Back to sign-in: the old password no longer works, the new one reaches the code step.
  await openSignIn(page, lang);
  await submitSignIn(page, lang, user);
  await expect(page.getByTestId('sign-in-password-error')).toHaveText(
    text(errors, 'wrongCredentials'),
  );
  await submitSignIn(page, lang, { email: user.email, password: fresh });
  await expect(page).toHaveURL(AT.mfa);
  await expect(codeField(page, lang)).toBeVisible();
});

test('an expired code shows its message; the resend link then brings a new code that works', async ({
  page,
  request,
  lang,
}) => {
  const errors = strings(lang, 'errors');
  await page.clock.install();
  await signInToCodePage(page, lang, DEMO_USERS.hr);

  // A rejection the catalogue has no text for shows the server's message under the field
  // (part 1 section 8), and the code clears on the next click.
  await armScenario(request, SCENARIOS.faultArmed, {
    callId: 'validateOtp',
    errorCode: 'GC500',
    userName: DEMO_USERS.hr.email,
  });
  await enterLatestCode(page, request, lang, DEMO_USERS.hr.email);
  await expect(page.getByTestId('otp-error')).toHaveText('Armed fault GC500');
  await codeField(page, lang).click();
  await expect(codeField(page, lang)).toHaveValue('');

  // Server time passes the code's validity (180 s).
  await advanceMockClock(request, LIMITS.otpValidityDefaultSeconds + 1);
  await enterLatestCode(page, request, lang, DEMO_USERS.hr.email);
  await expect(page.getByTestId('otp-error')).toHaveText(text(errors, 'otpExpired'));
  await expect(page).toHaveURL(AT.mfa);

  // The server says the code is gone: the resend link shows at once, before the page's
  // countdown has run out.
  await expect(page.getByTestId('otp-countdown')).toBeHidden();
  // The new code is in the inbox once the resend's request has been answered (read before it, the
  // inbox still holds the spent one).
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/otp'),
    ),
    page.getByTestId('otp-resend').click(),
  ]);
  await expect(codeField(page, lang)).toHaveValue('');
  await expect(page.getByTestId('otp-countdown')).toBeVisible();
  await expect(page.getByTestId('otp-error')).toBeHidden();

  await enterLatestCode(page, request, lang, DEMO_USERS.hr.email);
  await expectDashboard(page, lang);
});

test('the sign-in contact page has no serious accessibility violation', async ({ page, lang }) => {
  await preferLanguage(page, lang);
  await page.goto(URLS.contactUs);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(
    page.getByRole('heading', { name: text(strings(lang, 'auth'), 'contactUs.title') }),
  ).toBeVisible();
  await expect(page.getByTestId('contact-phone')).toBeVisible();
  await auditScreen(page, 'contact-us', lang);
});
