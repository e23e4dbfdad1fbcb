// The code guide's account, members, claims and file-gateway areas (code-guide.ts builds the
// guide from them).
import { DEMO_USERS, ERROR_CODES } from '@mo/contracts';
import { ALTERATION_CALLS, PORTAL_TEXTS, clockTab, t, type Group } from './code-guide-texts';

const E = ERROR_CODES;
const hr = DEMO_USERS.hr.email;

export const AREA_GROUPS: Group[] = [
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
  {
    area: 'sandboxes',
    title: t('Sandbox mock (x-mock-sandbox)', 'Mock sandboxes (x-mock-sandbox)'),
    anyCall: true,
    codes: [
      {
        code: E.sandboxUnknown,
        meaning: t(
          'Sandbox yang disebut tidak ada (dihapus atau kedaluwarsa); portal menampilkan pesannya sendiri.',
          'The sandbox named does not exist (deleted or expired); the portal shows its own message.',
        ),
        natural: t(
          'Tab Sandbox → hapus sandbox yang sedang dibuka portal, lalu lakukan apa saja di portal.',
          'Sandboxes tab → delete the sandbox the portal has open, then do anything in the portal.',
        ),
      },
      {
        code: E.sandboxInvalid,
        meaning: t(
          'Id sandbox bukan 1-32 huruf kecil, angka dan tanda hubung di tengah.',
          'A sandbox id that is not 1-32 lowercase letters, digits and inner hyphens.',
        ),
      },
      {
        code: E.sandboxTaken,
        meaning: t('Sandbox dengan id itu sudah ada.', 'A sandbox of that id exists already.'),
      },
      {
        code: E.sandboxLimit,
        meaning: t(
          'Sudah ada MOCK_SANDBOX_MAX sandbox: hapus satu dulu.',
          'MOCK_SANDBOX_MAX sandboxes exist already: delete one first.',
        ),
      },
    ],
  },
];
