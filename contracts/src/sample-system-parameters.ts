import { DEFAULT_VARIABLE_CODES as CODES, type SysParamCategory } from './constants';
import type { CategoryDetail, SystemParameter } from './domain';

/*
 * The bundled sample system parameters: what the mock seeds (fixtures/src/system-parameters.ts)
 * and what the portal falls back to when GET app/sysparam fails (spec part 1 section 7: "fallback
 * order is server, then bundled sample data"). One place, so the two never differ.
 */

/**
 * Countries for the phone-number dropdown: code, name (description1) and dial code
 * (description2). The popular four come first, as the portal lists them; the rest alphabetically.
 */
const COUNTRIES: [code: string, name: string, dial: string][] = [
  ['ID', 'Indonesia', '+62'],
  ['SG', 'Singapore', '+65'],
  ['MY', 'Malaysia', '+60'],
  ['BN', 'Brunei', '+673'],
  ['AU', 'Australia', '+61'],
  ['CN', 'China', '+86'],
  ['HK', 'Hong Kong', '+852'],
  ['IN', 'India', '+91'],
  ['JP', 'Japan', '+81'],
  ['NL', 'Netherlands', '+31'],
  ['PH', 'Philippines', '+63'],
  ['KR', 'South Korea', '+82'],
  ['TH', 'Thailand', '+66'],
  ['GB', 'United Kingdom', '+44'],
  ['US', 'United States', '+1'],
  ['VN', 'Vietnam', '+84'],
];

// Contact details and addresses are fictional (example domain, 555-style numbers).
const SITE = 'https://www.example.com';

/**
 * description1 holds the value; external1 a second value (English text, service hours); for the
 * contact numbers description2 holds the hours in English.
 */
const DEFAULT_VARIABLES: [
  code: string,
  description1: string,
  external1: string,
  description2?: string,
][] = [
  [CODES.appName, 'Portal Korporasi', 'Corporate Portal'],
  [
    CODES.csContactNumber,
    '1500-555',
    'Senin - Jumat, 08.00 - 17.00 WIB',
    'Monday - Friday, 08.00 - 17.00 WIB',
  ],
  [
    CODES.csWhatsappNumber,
    '+62 811 5550 1234',
    'Senin - Jumat, 08.00 - 17.00 WIB',
    'Monday - Friday, 08.00 - 17.00 WIB',
  ],
  [CODES.tpaNumber1, '021-5550-1001', '24 jam', '24 hours'],
  [CODES.tpaNumber2, '021-5550-1002', '24 jam', '24 hours'],
  [CODES.email, 'layanan.korporasi@example.com', 'layanan.korporasi@example.com'],
  [
    CODES.address,
    'Gedung Contoh Lantai 12, Jl. Jenderal Sudirman Kav. 99, Jakarta 12190',
    'Contoh Building 12th Floor, Jl. Jenderal Sudirman Kav. 99, Jakarta 12190',
  ],
  [CODES.website, SITE, SITE],
  [CODES.faqUrl, `${SITE}/id/faq`, `${SITE}/en/faq`],
  [CODES.termsUrl, `${SITE}/id/syarat-dan-ketentuan`, `${SITE}/en/terms-and-conditions`],
  [CODES.privacyUrl, `${SITE}/id/kebijakan-privasi`, `${SITE}/en/privacy-policy`],
  [
    CODES.copyright1,
    'Hak cipta © 2026 PT Asuransi Contoh Indonesia.',
    'Copyright © 2026 PT Asuransi Contoh Indonesia.',
  ],
  [
    CODES.copyright2,
    'PT Asuransi Contoh Indonesia berizin dan diawasi oleh Otoritas Jasa Keuangan.',
    'PT Asuransi Contoh Indonesia is licensed and supervised by the Financial Services Authority.',
  ],
  [CODES.otpValiditySeconds, '180', '180'],
  // Characters stripped from uploaded file names (part 2, bulk upload).
  [CODES.nonAllowableCharacters, '[\\\\/:*?"<>|#%&{}$!`\'@+=]', ''],
  [CODES.employeeNameAllowableChar, "^[A-Za-z .,'-]*$", ''],
  [CODES.nameAllowableChar, "^[A-Za-z .,'-]*$", ''],
];

const detail = (
  code: string,
  description1: string,
  external1: string,
  description2?: string,
): CategoryDetail => ({
  code,
  description1,
  external1,
  ...(description2 === undefined ? {} : { description2 }),
});

/**
 * COUNTRY and DEFAULT_VARIABLES, fresh objects on every call (callers may change them). There is
 * no sample of JKT_DATE_TIME: a bundled date would be wrong; only the server knows the time.
 */
export const sampleSystemParameters = (): Array<
  SystemParameter & { category: Exclude<SysParamCategory, 'JKT_DATE_TIME'> }
> => [
  {
    category: 'COUNTRY',
    commonCategoryDetail: COUNTRIES.map(([code, description1, description2]) => ({
      code,
      description1,
      description2,
    })),
  },
  {
    category: 'DEFAULT_VARIABLES',
    commonCategoryDetail: DEFAULT_VARIABLES.map(([code, d1, e1, d2]) => detail(code, d1, e1, d2)),
  },
];

/** The bundled sample of one category; undefined for JKT_DATE_TIME. */
export const sampleSystemParameter = (category: SysParamCategory): SystemParameter | undefined =>
  sampleSystemParameters().find((param) => param.category === category);
