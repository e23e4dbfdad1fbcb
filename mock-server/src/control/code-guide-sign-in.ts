// The code guide's sign-in and gateway areas (code-guide.ts builds the guide from them).
import { DEMO_USERS, ERROR_CODES, LIMITS } from '@mo/contracts';
import {
  ALTERATION_CALLS,
  OTP_CALLS,
  PASSWORD_CALLS,
  PORTAL_TEXTS,
  SIGN_IN_CALLS,
  clockTab,
  generic,
  t,
  type Group,
} from './code-guide-texts';

const E = ERROR_CODES;
const hr = DEMO_USERS.hr.email;
const otpSeconds = LIMITS.otpValidityDefaultSeconds;

export const SIGN_IN_GROUPS: Group[] = [
  {
    area: 'signIn',
    title: t('Masuk, kode sekali pakai dan sesi', 'Sign-in, one-time codes and session'),
    codes: [
      {
        code: E.required,
        meaning: PORTAL_TEXTS.required,
        calls: [
          ...SIGN_IN_CALLS,
          ...OTP_CALLS,
          ...PASSWORD_CALLS,
          ...ALTERATION_CALLS,
          'cobSubmit',
        ],
        natural: t(
          'Kirim formulir masuk dengan kolom kosong.',
          'Submit the sign-in form with an empty field.',
        ),
      },
      {
        code: E.newPasswordRequired,
        meaning: PORTAL_TEXTS.required,
        calls: PASSWORD_CALLS,
        natural: t(
          'Akun saya → ubah kata sandi → Kirim dengan kata sandi baru kosong.',
          'My account → change password → Submit with the new password empty.',
        ),
      },
      {
        code: E.dataMismatch,
        meaning: PORTAL_TEXTS.dataMismatch,
        calls: ['requestOtp'],
        natural: t(
          'Lupa kata sandi dengan email yang tidak terdaftar.',
          'Forgot password with an email that is not registered.',
        ),
      },
      {
        code: E.recordMismatch,
        meaning: PORTAL_TEXTS.dataMismatch,
        calls: ['validateMemberInfo'],
        natural: t(
          'POST users/member-info/validate dengan nomor peserta terdaftar dan tanggal lahir lain.',
          'POST users/member-info/validate with a registered member number and another date of birth.',
        ),
      },
      {
        code: E.emailFormat,
        meaning: PORTAL_TEXTS.emailFormat,
        calls: [...SIGN_IN_CALLS, 'requestOtp', 'createUser', 'memberAlteration'],
        natural: t('Ketik not-an-email sebagai email.', 'Type not-an-email as the email.'),
      },
      {
        code: E.passwordRules,
        meaning: PORTAL_TEXTS.passwordWeak,
        calls: PASSWORD_CALLS,
        natural: t(
          'Kata sandi baru yang melanggar aturan (mis. "abc").',
          'A new password that breaks a rule (e.g. "abc").',
        ),
      },
      {
        code: E.otpWrong,
        meaning: PORTAL_TEXTS.otpWrong,
        calls: ['validateOtp'],
        natural: t(
          'Kode yang salah di halaman kode mana pun.',
          'A wrong code on either code page.',
        ),
      },
      {
        code: E.otpExpired,
        meaning: PORTAL_TEXTS.otpExpired,
        calls: ['validateOtp'],
        natural: clockTab(
          `Minta kode, majukan jam lebih dari ${otpSeconds} detik masa berlaku kode, lalu masukkan kode`,
          `Request a code, advance the clock past the code's ${otpSeconds}-second validity, then enter it`,
        ),
      },
      {
        code: E.otpAttemptsExceeded,
        meaning: PORTAL_TEXTS.otpAttemptsExceeded,
        calls: ['validateOtp'],
        natural: t(
          `Masukkan kode salah ${LIMITS.otpMaxAttempts} kali untuk kode yang sama.`,
          `Enter a wrong code ${LIMITS.otpMaxAttempts} times for the same code.`,
        ),
      },
      {
        code: 'err014',
        meaning: PORTAL_TEXTS.accountLocked,
        calls: SIGN_IN_CALLS,
        natural: t(
          `Kata sandi salah ${LIMITS.lockOutAttempts} kali berturut-turut untuk ${hr} (yang ketiga mengunci), atau masuk sebagai ${DEMO_USERS.locked.email}.`,
          `A wrong password ${LIMITS.lockOutAttempts} times in a row for ${hr} (the third locks), or sign in as ${DEMO_USERS.locked.email}.`,
        ),
      },
      {
        code: E.accountLocked,
        meaning: PORTAL_TEXTS.accountLocked,
        calls: SIGN_IN_CALLS,
        natural: t(
          `Kata sandi salah ${LIMITS.lockOutAttempts} kali berturut-turut untuk ${hr}, atau masuk sebagai ${DEMO_USERS.locked.email} (kata sandi ${DEMO_USERS.locked.password}).`,
          `A wrong password ${LIMITS.lockOutAttempts} times in a row for ${hr}, or sign in as ${DEMO_USERS.locked.email} (password ${DEMO_USERS.locked.password}).`,
        ),
      },
      {
        code: 'err015',
        meaning: PORTAL_TEXTS.wrongCredentials,
        calls: SIGN_IN_CALLS,
        natural: t(`Kata sandi salah untuk ${hr}.`, `A wrong password for ${hr}.`),
      },
      {
        code: E.authFailed,
        meaning: PORTAL_TEXTS.wrongCredentials,
        calls: SIGN_IN_CALLS,
        natural: t(`Kata sandi salah untuk ${hr}.`, `A wrong password for ${hr}.`),
      },
      {
        code: 'err022',
        meaning: PORTAL_TEXTS.accountDisabled,
        calls: SIGN_IN_CALLS,
        natural: t(
          `Masuk sebagai ${DEMO_USERS.disabled.email}.`,
          `Sign in as ${DEMO_USERS.disabled.email}.`,
        ),
      },
      {
        code: E.accountDisabled,
        meaning: PORTAL_TEXTS.accountDisabled,
        calls: SIGN_IN_CALLS,
        natural: t(
          `Masuk sebagai ${DEMO_USERS.disabled.email} (kata sandi ${DEMO_USERS.disabled.password}).`,
          `Sign in as ${DEMO_USERS.disabled.email} (password ${DEMO_USERS.disabled.password}).`,
        ),
      },
      {
        code: E.passwordReused,
        meaning: PORTAL_TEXTS.passwordReused,
        calls: PASSWORD_CALLS,
        natural: t(
          'Atur ulang kata sandi ke salah satu dari 10 terakhir (mis. Portal#2026).',
          'Reset the password to one of the last ten (e.g. Portal#2026).',
        ),
      },
      {
        code: E.passwordReusedOnChange,
        meaning: PORTAL_TEXTS.passwordReused,
        calls: PASSWORD_CALLS,
        natural: t(
          'Akun saya → ubah kata sandi ke kata sandi saat ini.',
          'My account → change the password to the current one.',
        ),
      },
      {
        code: E.currentPasswordWrong,
        meaning: PORTAL_TEXTS.currentPasswordWrong,
        calls: PASSWORD_CALLS,
        natural: t(
          'Akun saya → ubah kata sandi dengan kata sandi saat ini yang salah.',
          'My account → change password with a wrong current password.',
        ),
      },
      {
        code: E.firstTimeLogin,
        meaning: PORTAL_TEXTS.firstTimeLogin,
        calls: SIGN_IN_CALLS,
        natural: t(
          `Masuk sebagai ${DEMO_USERS.firstTime.email} (kata sandi ${DEMO_USERS.firstTime.password}).`,
          `Sign in as ${DEMO_USERS.firstTime.email} (password ${DEMO_USERS.firstTime.password}).`,
        ),
      },
      {
        code: E.invalidSession,
        meaning: PORTAL_TEXTS.invalidSession,
        calls: ['userProfile', 'accessibleModules', 'policyList', 'validateAccess', 'refreshToken'],
        natural: t(
          'Masuk sebagai pengguna yang sama di peramban lain, lalu pakai yang pertama; atau akhiri sesinya (tab Sesi).',
          'Sign the same user in from a second browser, then use the first; or end the session (Sessions tab).',
        ),
      },
      {
        code: E.passwordNotEncrypted,
        meaning: t(
          'Kata sandi tidak disegel dengan kunci saat ini (portal mengambil kunci lagi sekali).',
          'A password not sealed with the current key (the portal fetches the key again once).',
        ),
        calls: [...SIGN_IN_CALLS, ...PASSWORD_CALLS],
        natural: t(
          'Mulai ulang mock saat halaman masuk terbuka, lalu masuk (kunci lama).',
          'Restart the mock while the sign-in page is open, then sign in (old key).',
        ),
      },
    ],
  },
  {
    area: 'gateway',
    title: t('Gateway dan transport (panggilan apa pun)', 'Gateway and transport (any call)'),
    anyCall: true,
    codes: [
      {
        code: E.tokenExpired,
        meaning: PORTAL_TEXTS.tokenExpired,
        natural: clockTab(
          'Perpendek umur token (tab Data) atau majukan jam melewati umur token akses (15 menit): portal menyegarkan token tanpa terlihat',
          'Shorten the token lifetime (Data tab) or advance the clock past the access token lifetime (15 min): the portal refreshes unnoticed',
        ),
      },
      {
        code: E.missingHeaders,
        meaning: generic('Header gateway tidak ada.', 'Gateway headers missing.'),
      },
      {
        code: E.invalidToken,
        meaning: generic('Token tidak valid.', 'Invalid token.'),
      },
      {
        code: E.insufficientScope,
        meaning: generic(
          'Token tidak mencakup panggilan ini.',
          'The token does not cover this call.',
        ),
      },
      {
        code: E.companyForbidden,
        meaning: generic(
          'Perusahaan bukan milik pengguna.',
          "The company is not one of the user's.",
        ),
      },
      {
        code: E.rateLimited,
        meaning: PORTAL_TEXTS.rateLimited,
        natural: t(
          'Banyak permintaan masuk atau kode dalam satu menit dari pengguna yang sama.',
          'Many sign-in or code requests within a minute from the same user.',
        ),
      },
      { code: E.badRequest, meaning: generic('Permintaan tidak valid.', 'Bad request.') },
      { code: E.notFound, meaning: generic('Tidak ditemukan.', 'Not found.') },
      {
        code: E.payloadTooLarge,
        meaning: generic('Isi permintaan terlalu besar.', 'Request body too large.'),
      },
      { code: E.uriTooLong, meaning: generic('URL terlalu panjang.', 'URL too long.') },
      {
        code: E.headersTooLarge,
        meaning: generic('Header terlalu besar.', 'Headers too large.'),
      },
      {
        code: E.unsupportedMediaType,
        meaning: generic('Jenis isi tidak didukung.', 'Unsupported content type.'),
      },
      {
        code: E.internal,
        meaning: generic('Kesalahan server.', 'Server error.'),
      },
    ],
  },
];
