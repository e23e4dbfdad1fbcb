/*
 * The customer services' seeded content (issue 13): FAQ, banners and the products offered to a
 * prospect, each in Indonesian and English. Plain data, read by services.ts.
 */
type Text = Readonly<{ id: string; en: string }>;
export type Language = 'id' | 'en';

export const SERVICE_VERSIONS = {
  customerServices: { service: 'customer-services', version: '1.14.2', buildDate: '2026-10-28' },
  policyAdmin: { service: 'policy-admin', version: '2.3.0', buildDate: '2026-11-04' },
} as const;

export const FAQ_ENTRIES: ReadonlyArray<{ id: string; category: Text; q: Text; a: Text }> = [
  {
    id: 'FAQ01',
    category: { id: 'Akun', en: 'Account' },
    q: { id: 'Bagaimana cara mengganti kata sandi?', en: 'How do I change my password?' },
    a: {
      id: 'Buka Akun Saya, pilih Ubah Kata Sandi, lalu masukkan kata sandi lama dan yang baru.',
      en: 'Open My Account, choose Change Password, then enter your current and new password.',
    },
  },
  {
    id: 'FAQ02',
    category: { id: 'Akun', en: 'Account' },
    q: {
      id: 'Akun saya terkunci, apa yang harus dilakukan?',
      en: 'My account is locked. What now?',
    },
    a: {
      id: 'Gunakan Lupa Kata Sandi untuk membuka kunci akun dengan kode yang dikirim ke ponsel Anda.',
      en: 'Use Forgot Password to unlock it with the code sent to your mobile phone.',
    },
  },
  {
    id: 'FAQ03',
    category: { id: 'Peserta', en: 'Members' },
    q: { id: 'Bagaimana menambah peserta baru?', en: 'How do I add a new member?' },
    a: {
      id: 'Di menu Peserta pilih Tambah Peserta, atau unggah templat untuk banyak peserta sekaligus.',
      en: 'In Members choose Add Member, or upload the template to add many members at once.',
    },
  },
  {
    id: 'FAQ04',
    category: { id: 'Klaim', en: 'Claims' },
    q: { id: 'Berapa lama klaim diproses?', en: 'How long does a claim take?' },
    a: {
      id: 'Klaim lengkap diproses dalam 14 hari kerja sejak dokumen diterima.',
      en: 'A complete claim is settled within 14 working days of receiving its documents.',
    },
  },
  {
    id: 'FAQ05',
    category: { id: 'Tagihan', en: 'Billing' },
    q: {
      id: 'Di mana saya dapat mengunduh tagihan premi?',
      en: 'Where can I download a premium bill?',
    },
    a: {
      id: 'Di menu Tagihan Premi, pilih polis dan periode, lalu unduh faktur atau rinciannya.',
      en: 'In Premium Billing pick the policy and period, then download the invoice or its details.',
    },
  },
];

/** validFrom and validTo are Jakarta days, both included. */
export const BANNERS: ReadonlyArray<{
  id: string;
  title: Text;
  imageUrl: string;
  linkUrl?: string;
  sequence: number;
  validFrom: string;
  validTo: string;
}> = [
  {
    id: 'BN01',
    title: {
      id: 'Cek kesehatan tahunan untuk karyawan Anda',
      en: 'Annual check-ups for your staff',
    },
    imageUrl: '/assets/banners/medical-check-up.png',
    linkUrl: '/customer-services/v1/buy-insurance',
    sequence: 1,
    validFrom: '2024-01-01',
    validTo: '2030-12-31',
  },
  {
    id: 'BN02',
    title: { id: 'Klaim lebih cepat lewat portal', en: 'Faster claims through the portal' },
    imageUrl: '/assets/banners/faster-claims.png',
    sequence: 2,
    validFrom: '2026-06-01',
    validTo: '2027-05-31',
  },
  {
    id: 'BN03',
    title: { id: 'Promo Ramadan: gratis konsultasi gigi', en: 'Ramadan offer: free dental check' },
    imageUrl: '/assets/banners/ramadan-dental.png',
    sequence: 3,
    validFrom: '2027-02-08',
    validTo: '2027-03-19',
  },
];

export const PRODUCTS: ReadonlyArray<{
  code: string;
  name: Text;
  description: Text;
  productTypes: string[];
}> = [
  {
    code: 'GHG',
    name: { id: 'Asuransi Kesehatan Kumpulan', en: 'Group Health Insurance' },
    description: {
      id: 'Rawat inap, rawat jalan, gigi, melahirkan dan cek kesehatan untuk karyawan dan keluarganya.',
      en: 'Inpatient, outpatient, dental, maternity and check-ups for employees and their families.',
    },
    productTypes: ['HBAS', 'HSOT', 'HSDT', 'HSMT', 'HMCU'],
  },
  {
    code: 'GCB',
    name: { id: 'Asuransi Penyakit Kritis Kumpulan', en: 'Group Critical Illness' },
    description: {
      id: 'Santunan sekaligus saat peserta didiagnosis penyakit kritis.',
      en: 'A lump sum when a member is diagnosed with a critical illness.',
    },
    productTypes: ['HBAS', 'HSCI'],
  },
];

export const SALES_CONTACT = {
  name: 'Tim Penjualan Korporasi',
  phoneNo: '+62 21 5098 1234',
  emailAddress: 'corporate.sales@insurer-demo.co.id',
} as const;
