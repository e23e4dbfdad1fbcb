import {
  REPORT_CODE_LIST,
  REPORT_FAMILY_OF,
  type ReportCode,
  type ReportFormat,
  type ReportType,
} from '@mo/contracts';

/*
 * The report-type cards (part 2 section 2) the drawer offers, with their attributes: which
 * formats a report comes in and which of the drawer's controls apply to it. The request rules
 * follow the card: a field of a control the card hides is GC400 (report-request.ts).
 */

type CardAttributes = Omit<ReportType, 'title' | 'value' | 'family'>;

const card = (
  en: string,
  id: string,
  descriptionEn: string,
  descriptionId: string,
  supportedFormat: ReportFormat[],
  shows: Partial<
    Pick<
      ReportType,
      'channelShow' | 'requestShow' | 'dateShow' | 'policyPeriodShow' | 'textNoteShow'
    >
  >,
): CardAttributes => ({
  titles: { en, id },
  descriptions: { en: descriptionEn, id: descriptionId },
  supportedFormat,
  channelShow: false,
  requestShow: false,
  dateShow: false,
  policyPeriodShow: false,
  textNoteShow: false,
  ...shows,
});

export const REPORT_CARDS: Readonly<Record<ReportCode, CardAttributes>> = {
  PROFILE: card(
    'Member profile',
    'Profil peserta',
    'Every member of the policy period with their plan and personal details.',
    'Semua peserta pada periode polis beserta plan dan data pribadinya.',
    ['EXCEL'],
    { policyPeriodShow: true },
  ),
  TRANSACTION: card(
    'Claim transaction',
    'Transaksi klaim',
    'One row per claim: status, channel, dates and amounts.',
    'Satu baris per klaim: status, saluran, tanggal dan jumlah.',
    ['PDF', 'EXCEL'],
    {
      dateShow: true,
      policyPeriodShow: true,
      channelShow: true,
      requestShow: true,
      textNoteShow: true,
    },
  ),
  CLAIM_TRANSACTION_BREAKDOWN: card(
    'Claim transaction breakdown',
    'Rincian transaksi klaim',
    'Each claim by benefit line: incurred, non-payable, excess and paid.',
    'Setiap klaim per baris manfaat: diajukan, tidak dibayar, ekses dan dibayar.',
    ['EXCEL'],
    {
      dateShow: true,
      policyPeriodShow: true,
      channelShow: true,
      requestShow: true,
      textNoteShow: true,
    },
  ),
  PREMIUM_BILLING: card(
    'Premium billing',
    'Tagihan premi',
    'One row per invoice by invoice date: billed, paid, outstanding and ageing.',
    'Satu baris per tagihan menurut tanggal tagihan: ditagih, dibayar, terutang dan umur.',
    ['PDF', 'EXCEL'],
    { dateShow: true, policyPeriodShow: true },
  ),
  excessclaimreport: card(
    'Excess claim',
    'Klaim ekses',
    'Paid claims with an excess the company owes, with its status and ageing.',
    'Klaim dibayar dengan ekses yang menjadi tanggungan perusahaan, beserta status dan umurnya.',
    ['PDF', 'EXCEL'],
    { dateShow: true },
  ),
  excessclaimbreakdownreport: card(
    'Excess claim breakdown',
    'Rincian klaim ekses',
    'Each excess claim by benefit line.',
    'Setiap klaim ekses per baris manfaat.',
    ['EXCEL'],
    { dateShow: true },
  ),
};

/** The cards in the drawer's order, titled in `lang` (English when none). */
export const reportTypesIn = (lang: 'id' | 'en' = 'en'): ReportType[] =>
  REPORT_CODE_LIST.map((value) => {
    const attributes = REPORT_CARDS[value];
    return {
      title: attributes.titles[lang],
      value,
      family: REPORT_FAMILY_OF[value],
      ...attributes,
    };
  });
