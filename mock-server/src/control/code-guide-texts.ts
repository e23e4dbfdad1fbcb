// The code guide's texts (code-guide.ts): the portal's wording copied in both languages, and the
// shapes and helpers the guide's groups (code-guide-sign-in.ts, code-guide-areas.ts) are written in.
import type { CallId } from '@mo/contracts';
import Type, { type Static } from 'typebox';

export const Text = Type.Object({ id: Type.String(), en: Type.String() });
export type Bilingual = Static<typeof Text>;

export const t = (id: string, en: string): Bilingual => ({ id, en });

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
export const generic = (id: string, en: string): Bilingual =>
  t(`${id} Portal: "Terjadi kendala (kode)".`, `${en} Portal: "Something went wrong (code)".`);

export interface Entry {
  code: string;
  meaning: Bilingual;
  calls?: CallId[];
  natural?: Bilingual;
}

/** One area of the guide; anyCall: its codes (gateway, transport) can come from any call. */
export interface Group {
  area: string;
  title: Bilingual;
  codes: Entry[];
  anyCall?: true;
}

export const clockTab = (id: string, en: string) => t(`${id} (tab Jam)`, `${en} (Clock tab)`);

export const SIGN_IN_CALLS: CallId[] = ['authenticate'];
export const OTP_CALLS: CallId[] = ['requestOtp', 'validateOtp'];
export const PASSWORD_CALLS: CallId[] = ['updatePassword'];
export const ALTERATION_CALLS: CallId[] = ['memberAlteration', 'changePlan'];
