import { DEMO_USERS, ERROR_CODES, LIMITS, MOCK_CONTROL_PREFIX, type CallId } from '@mo/contracts';
import Type, { type Static } from 'typebox';

/**
 * The code guide of the tester console (GET /__mock/codes): every code of both spec catalogues
 * (part 1 section 8, part 2 section 8), of contracts' ERROR_CODES and the gateway codes, grouped
 * by area, each with its meaning in both languages, the calls it can come from and, where there
 * is one, the way to get it without arming a fault. The portal's wording is copied from
 * web/src/locales/{id,en}/errors.json (the mock does not import the web client).
 */

const Text = Type.Object({ id: Type.String(), en: Type.String() });

export const CodeGuideResponse = Type.Object({
  groups: Type.Array(
    Type.Object({
      area: Type.String(),
      title: Text,
      codes: Type.Array(
        Type.Object({
          code: Type.String(),
          meaning: Text,
          /** Call ids (contracts CALLS) the code comes from; empty when anyCall. */
          calls: Type.Array(Type.String()),
          /** A gateway or transport code: any call can answer it. */
          anyCall: Type.Boolean(),
          natural: Type.Optional(Text),
        }),
      ),
    }),
  ),
});
export type CodeGuide = Static<typeof CodeGuideResponse>;
type Bilingual = Static<typeof Text>;

const t = (id: string, en: string): Bilingual => ({ id, en });

/**
 * The portal's texts (web/src/locales/{id,en}/errors.json, same keys), copied: the mock does not
 * import the portal; code-guide.test.ts fails if a copy drifts from the locale files.
 */
export const PORTAL_TEXTS = {
  required: t('Kolom ini wajib diisi.', 'Please complete this field.'),
  dataMismatch: t('Data tidak sesuai dengan catatan kami.', 'The data does not match our records.'),
  emailRegistered: t('Email ini sudah terdaftar.', 'This email is already registered.'),
  mobileRegistered: t(
    'Nomor ponsel ini sudah terdaftar.',
    'This mobile number is already registered.',
  ),
  memberNotRegistered: t('Nomor peserta tidak terdaftar.', 'This member number is not registered.'),
  emailFormat: t('Format email salah.', 'The email format is incorrect.'),
  mobileInvalid: t(
    'Nomor ponsel tidak terdaftar atau tidak valid.',
    'The mobile number is not registered or is invalid.',
  ),
  dateFormat: t(
    'Format tanggal harus DD-MM-YYYY atau DD MMM YYYY.',
    'Enter the date as DD-MM-YYYY or DD MMM YYYY.',
  ),
  passwordWeak: t(
    'Kata sandi belum memenuhi semua ketentuan.',
    'The password does not meet all the requirements.',
  ),
  otpWrong: t(
    'Kode salah. Masukkan 6 digit kode yang kami kirim.',
    'Incorrect code. Enter the 6-digit code we sent.',
  ),
  otpExpired: t(
    'Kode sudah kedaluwarsa. Silakan kirim ulang kode.',
    'The code has expired. Please resend the code.',
  ),
  otpAttemptsExceeded: t(
    'Terlalu banyak kode salah. Kode ini tidak dapat digunakan lagi: silakan kirim ulang kode.',
    'Too many wrong codes. This code can no longer be used: please resend the code.',
  ),
  rateLimited: t(
    'Terlalu banyak percobaan. Silakan tunggu satu menit lalu coba lagi.',
    'Too many attempts. Please wait a minute and try again.',
  ),
  accountLocked: t(
    'Akun Anda terkunci setelah 3 kali gagal masuk. Silakan atur ulang kata sandi.',
    'Your account is locked after 3 failed sign-in attempts. Please reset your password.',
  ),
  wrongCredentials: t('Email atau kata sandi salah.', 'Incorrect email or password.'),
  accountDisabled: t(
    'Akun Anda tidak dapat digunakan lagi. Silakan hubungi layanan pelanggan.',
    'Your account can no longer be used. Please contact customer service.',
  ),
  passwordReused: t(
    'Kata sandi baru tidak boleh sama dengan 10 kata sandi terakhir.',
    'The new password must differ from your last 10 passwords.',
  ),
  currentPasswordWrong: t('Kata sandi saat ini salah.', 'The current password is incorrect.'),
  firstTimeLogin: t(
    'Silakan buat kata sandi baru untuk melanjutkan.',
    'Please create a new password to continue.',
  ),
  invalidSession: t(
    'Sesi Anda tidak valid atau akun Anda digunakan di perangkat lain. Silakan masuk kembali.',
    'Your session is invalid or your account was used on another device. Please sign in again.',
  ),
  tokenExpired: t(
    'Sesi Anda telah berakhir. Silakan masuk kembali.',
    'Your session has expired. Please sign in again.',
  ),
  nothingChosen: t('Pilih minimal satu.', 'Please choose at least one.'),
  fileTooLarge: t('Ukuran berkas melebihi batas 3MB.', 'The file is over the 3MB size limit.'),
  planRequired: t('Silakan pilih plan.', 'Please select a plan.'),
  genderRequired: t('Silakan pilih jenis kelamin.', 'Please select a gender.'),
  maritalStatusRequired: t('Silakan pilih status pernikahan.', 'Please select a marital status.'),
  memberTypeRequired: t('Silakan pilih tipe peserta.', 'Please select a member type.'),
  subsidiaryRequired: t('Silakan pilih anak perusahaan.', 'Please select a subsidiary.'),
  reasonRequired: t('Silakan pilih alasan.', 'Please select a reason.'),
  effectiveDateRequired: t('Silakan isi tanggal efektif.', 'Please enter the effective date.'),
  effectiveDateOutOfWindow: t(
    'Tanggal efektif harus dalam 30 hari sebelum atau sesudah hari ini.',
    'The effective date must be within 30 days before or after today.',
  ),
  fieldsInvalid: t(
    'Pastikan semua kolom yang ditandai telah diisi dengan format yang benar.',
    'Please ensure all highlighted fields are completed in the correct format.',
  ),
  newPlanRequired: t('Silakan pilih plan baru.', 'Please select a new plan.'),
  effectiveDateAfterPolicyEnd: t(
    'Tanggal efektif tidak boleh melewati tanggal akhir polis.',
    'Effective date should not exceed the policy end date.',
  ),
  effectiveDateBeforeCommencement: t(
    'Tanggal efektif tidak boleh sebelum tanggal mulai polis.',
    'Effective date should not be earlier than the policy start date.',
  ),
  tooManyDependents: t(
    'Maksimal 10 tanggungan per pengajuan.',
    'At most 10 dependents per submission.',
  ),
  memberTypeMismatch: t(
    'Tipe peserta tidak sesuai dengan data yang dikirim.',
    'The member type does not match the details sent.',
  ),
  cobNotAllowed: t(
    'Permintaan COB tidak dapat dikirim untuk klaim ini.',
    'A COB request cannot be sent for this claim.',
  ),
  cobAlreadyRequested: t(
    'Permintaan COB untuk klaim ini sudah pernah dikirim.',
    'A COB request has already been sent for this claim.',
  ),
  cobEventTooOld: t(
    'Kejadian klaim sudah terlalu lama untuk permintaan COB.',
    'The claim event is too old for a COB request.',
  ),
  filePasswordProtected: t(
    'Berkas dilindungi kata sandi. Unggah berkas tanpa kata sandi.',
    'The file is password protected. Upload a file without a password.',
  ),
  fileTypeNotAllowed: t(
    'Hanya berkas .xlsx yang dapat diunggah.',
    'Only .xlsx files can be uploaded.',
  ),
  fileCountNotAllowed: t('Unggah satu berkas saja.', 'Upload one file only.'),
  fileReferenceUnknown: t(
    'Berkas yang diunggah tidak ditemukan. Unggah ulang berkas Anda.',
    'The uploaded file was not found. Please upload your file again.',
  ),
};

/** The portal shows gateway and transport codes as "Terjadi kendala (code)". */
const generic = (id: string, en: string): Bilingual =>
  t(`${id} Portal: "Terjadi kendala (kode)".`, `${en} Portal: "Something went wrong (code)".`);

interface Entry {
  code: string;
  meaning: Bilingual;
  calls?: CallId[];
  natural?: Bilingual;
}

const E = ERROR_CODES;
const hr = DEMO_USERS.hr.email;
const otpSeconds = LIMITS.otpValidityDefaultSeconds;
const clockTab = (id: string, en: string) => t(`${id} (tab Jam)`, `${en} (Clock tab)`);

const SIGN_IN_CALLS: CallId[] = ['authenticate'];
const OTP_CALLS: CallId[] = ['requestOtp', 'validateOtp'];
const PASSWORD_CALLS: CallId[] = ['updatePassword'];
const ALTERATION_CALLS: CallId[] = ['memberAlteration', 'changePlan'];

const GROUPS: { area: string; title: Bilingual; codes: Entry[]; anyCall?: true }[] = [
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
  {
    area: 'account',
    title: t('Akun dan pendaftaran', 'Account and registration'),
    codes: [
      {
        code: E.emailRegistered,
        meaning: PORTAL_TEXTS.emailRegistered,
        calls: ['createUser', 'searchUserName'],
        natural: t(`Buat pengguna dengan email ${hr}.`, `Create a user with the e-mail ${hr}.`),
      },
      {
        code: E.mobileRegistered,
        meaning: PORTAL_TEXTS.mobileRegistered,
        calls: ['createUser', 'validateMobile'],
      },
      {
        code: E.memberNotRegistered,
        meaning: PORTAL_TEXTS.memberNotRegistered,
        calls: ['validateMemberInfo', 'validateMedicalCard', 'createUser'],
      },
      {
        code: E.mobileInvalid,
        meaning: PORTAL_TEXTS.mobileInvalid,
        calls: ['validateMobile', 'createUser', 'memberAlteration'],
        natural: t(
          'Tambah karyawan → nomor ponsel 81234567 (8 digit), Lanjut.',
          'Add employee → mobile number 81234567 (8 digits), Next.',
        ),
      },
      {
        code: E.dateFormat,
        meaning: PORTAL_TEXTS.dateFormat,
        calls: ALTERATION_CALLS,
        natural: t(
          'Ketik tanggal seperti 12 Foo 1990 di formulir anggota.',
          'Type a date such as 12 Foo 1990 in a member form.',
        ),
      },
    ],
  },
  {
    area: 'members',
    title: t('Anggota (peserta)', 'Members'),
    codes: [
      {
        code: E.nothingChosen,
        meaning: PORTAL_TEXTS.nothingChosen,
        calls: ALTERATION_CALLS,
      },
      {
        code: E.planRequired,
        meaning: PORTAL_TEXTS.planRequired,
        calls: ['memberAlteration'],
        natural: t(
          'Tambah karyawan → pilihan polis: biarkan plan "Select One", Kirim.',
          'Add employee → policy selection: leave the plan on "Select One", Submit.',
        ),
      },
      { code: E.genderRequired, meaning: PORTAL_TEXTS.genderRequired, calls: ['memberAlteration'] },
      {
        code: E.maritalStatusRequired,
        meaning: PORTAL_TEXTS.maritalStatusRequired,
        calls: ['memberAlteration'],
      },
      {
        code: E.memberTypeRequired,
        meaning: PORTAL_TEXTS.memberTypeRequired,
        calls: ['memberAlteration'],
      },
      {
        code: E.subsidiaryRequired,
        meaning: PORTAL_TEXTS.subsidiaryRequired,
        calls: ['memberAlteration'],
      },
      { code: E.reasonRequired, meaning: PORTAL_TEXTS.reasonRequired, calls: ['memberAlteration'] },
      {
        code: E.effectiveDateRequired,
        meaning: PORTAL_TEXTS.effectiveDateRequired,
        calls: ALTERATION_CALLS,
      },
      {
        code: E.effectiveDateOutOfWindow,
        meaning: PORTAL_TEXTS.effectiveDateOutOfWindow,
        calls: ALTERATION_CALLS,
        natural: t(
          'Tanggal efektif lebih dari 30 hari dari hari ini (jam mock).',
          "An effective date more than 30 days from today (the mock clock's).",
        ),
      },
      {
        code: E.fieldsInvalid,
        meaning: PORTAL_TEXTS.fieldsInvalid,
        calls: [...ALTERATION_CALLS, 'bulkUpdate', 'cobSubmit'],
      },
      { code: E.newPlanRequired, meaning: PORTAL_TEXTS.newPlanRequired, calls: ['changePlan'] },
      {
        code: E.effectiveDateAfterPolicyEnd,
        meaning: PORTAL_TEXTS.effectiveDateAfterPolicyEnd,
        calls: ALTERATION_CALLS,
      },
      {
        code: E.effectiveDateBeforeCommencement,
        meaning: PORTAL_TEXTS.effectiveDateBeforeCommencement,
        calls: ['memberAlteration'],
      },
      {
        code: E.tooManyDependents,
        meaning: PORTAL_TEXTS.tooManyDependents,
        calls: ['memberAlteration'],
      },
      {
        code: E.memberTypeMismatch,
        meaning: PORTAL_TEXTS.memberTypeMismatch,
        calls: ['memberAlteration'],
      },
    ],
  },
  {
    area: 'claims',
    title: t('Klaim dan COB', 'Claims and COB'),
    codes: [
      {
        code: E.cobNotAllowed,
        meaning: PORTAL_TEXTS.cobNotAllowed,
        calls: ['cobSubmit'],
        natural: t(
          'Kirim COB untuk klaim berstatus CP atau OS.',
          'Send a COB request for a claim with status CP or OS.',
        ),
      },
      {
        code: E.cobAlreadyRequested,
        meaning: PORTAL_TEXTS.cobAlreadyRequested,
        calls: ['cobSubmit'],
        natural: t(
          'Kirim COB dua kali untuk klaim yang sama.',
          'Send a COB request twice for the same claim.',
        ),
      },
      {
        code: E.cobEventTooOld,
        meaning: PORTAL_TEXTS.cobEventTooOld,
        calls: ['cobSubmit'],
        natural: clockTab(
          'Majukan jam beberapa bulan, lalu kirim COB untuk klaim lama',
          'Advance the clock a few months, then send a COB request for an old claim',
        ),
      },
    ],
  },
  {
    area: 'fileGateway',
    title: t('Gateway berkas (unggah)', 'File gateway (upload)'),
    codes: [
      {
        code: E.filePasswordProtected,
        meaning: PORTAL_TEXTS.filePasswordProtected,
        calls: ['fileUpload'],
        natural: t(
          'Pembaruan massal → unggah e2e/files/alteration-form-password.xlsx (kata sandi Rahasia-2026): mock mengenali berkas Office terenkripsi dari byte pertamanya (header OLE).',
          'Bulk update → upload e2e/files/alteration-form-password.xlsx (password Rahasia-2026): the mock tells an encrypted Office file by its first bytes (OLE header).',
        ),
      },
      {
        code: E.fileTooLarge,
        meaning: PORTAL_TEXTS.fileTooLarge,
        calls: ['fileUpload'],
        natural: t(
          'Pembaruan massal → unggah e2e/files/alteration-form-oversized.xlsx.',
          'Bulk update → upload e2e/files/alteration-form-oversized.xlsx.',
        ),
      },
      {
        code: E.fileTypeNotAllowed,
        meaning: PORTAL_TEXTS.fileTypeNotAllowed,
        calls: ['fileUpload'],
        natural: t(
          'Pembaruan massal → unggah e2e/files/alteration-form.csv.',
          'Bulk update → upload e2e/files/alteration-form.csv.',
        ),
      },
      {
        code: E.fileCountNotAllowed,
        meaning: PORTAL_TEXTS.fileCountNotAllowed,
        calls: ['fileUpload'],
      },
      {
        code: E.fileReferenceUnknown,
        meaning: PORTAL_TEXTS.fileReferenceUnknown,
        calls: ['bulkUpdate'],
      },
    ],
  },
];

/** The guide, built once: the answer of GET /codes. */
export const codeGuide = (): CodeGuide => ({
  groups: GROUPS.map((group) => ({
    area: group.area,
    title: group.title,
    codes: group.codes.map((entry) => ({
      code: entry.code,
      meaning: entry.meaning,
      calls: group.anyCall ? [] : [...(entry.calls ?? [])],
      anyCall: group.anyCall === true,
      ...(entry.natural ? { natural: entry.natural } : {}),
    })),
  })),
});

/** Where the console lives, for the guide's texts and the routes. */
export const CONSOLE_PATH = `${MOCK_CONTROL_PREFIX}/console`;
