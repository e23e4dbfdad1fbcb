import type { Static } from 'typebox';
import { CALLS } from '@mo/contracts';
import { HOSPITALS } from '@mo/fixtures';

export type Provider = Static<typeof CALLS.providerList.data>['providers'][number];
export type Preferences = Static<typeof CALLS.providerPreferences.data>;

type Facts = Omit<Provider, 'id' | 'code' | 'name'>;

/**
 * Where each network hospital of the claims list (app/sysparam/hospitals, by number) stands, so a
 * claim's hospital is a provider with the same code and name. The out-of-network entry (default)
 * is no provider.
 */
const NETWORK_FACTS: Readonly<Record<string, Facts>> = {
  H0001: {
    type: 'HOSPITAL',
    address: 'Jl. Letjen S. Parman Kav. 87, Slipi',
    city: 'Jakarta Barat',
    province: 'DKI Jakarta',
    phone: '+62 21 5668 2345',
    cashless: true,
    latitude: -6.1935,
    longitude: 106.7975,
  },
  H0002: {
    type: 'HOSPITAL',
    address: 'Jl. Ir. H. Juanda No. 112, Dago',
    city: 'Bandung',
    province: 'Jawa Barat',
    phone: '+62 22 250 4411',
    cashless: true,
    latitude: -6.8847,
    longitude: 107.6135,
  },
  H0003: {
    type: 'HOSPITAL',
    address: 'Jl. Raya Darmo No. 90',
    city: 'Surabaya',
    province: 'Jawa Timur',
    phone: '+62 31 567 8120',
    cashless: true,
    latitude: -7.2871,
    longitude: 112.7378,
  },
  H0004: {
    type: 'HOSPITAL',
    address: 'Jl. Pandanaran No. 57',
    city: 'Semarang',
    province: 'Jawa Tengah',
    phone: '+62 24 841 3300',
    cashless: false,
    latitude: -6.9846,
    longitude: 110.4144,
  },
  H0005: {
    type: 'CLINIC',
    address: 'Jl. Tebet Raya No. 18',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    phone: '+62 21 829 1177',
    cashless: true,
    latitude: -6.2297,
    longitude: 106.8535,
  },
  H0006: {
    type: 'HOSPITAL',
    address: 'Jl. Sisingamangaraja No. 7',
    city: 'Medan',
    province: 'Sumatera Utara',
    phone: '+62 61 736 2211',
    cashless: true,
    latitude: 3.5667,
    longitude: 98.6936,
  },
  H0007: {
    type: 'HOSPITAL',
    address: 'Jl. Margonda Raya No. 301',
    city: 'Depok',
    province: 'Jawa Barat',
    phone: '+62 21 7788 4050',
    cashless: false,
    latitude: -6.3706,
    longitude: 106.8324,
  },
  H0008: {
    type: 'HOSPITAL',
    address: 'Jl. Pramuka No. 41, Rawasari',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    phone: '+62 21 4287 9900',
    cashless: true,
    latitude: -6.1923,
    longitude: 106.8662,
  },
  H0009: {
    type: 'CLINIC',
    address: 'Jl. Kemang Raya No. 25',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    phone: '+62 21 719 6633',
    cashless: false,
    latitude: -6.2607,
    longitude: 106.8135,
  },
  H0010: {
    type: 'OPTICAL',
    address: 'Jl. Gajah Mada No. 188',
    city: 'Jakarta Barat',
    province: 'DKI Jakarta',
    phone: '+62 21 634 5512',
    cashless: true,
    latitude: -6.1542,
    longitude: 106.8166,
  },
  H0011: {
    type: 'HOSPITAL',
    address: 'Jl. Teuku Umar No. 120',
    city: 'Denpasar',
    province: 'Bali',
    phone: '+62 361 224 455',
    cashless: true,
    latitude: -8.6767,
    longitude: 115.2044,
  },
  H0012: {
    type: 'HOSPITAL',
    address: 'Jl. Jenderal Sudirman No. 27',
    city: 'Makassar',
    province: 'Sulawesi Selatan',
    phone: '+62 411 872 300',
    cashless: false,
    latitude: -5.1425,
    longitude: 119.4193,
  },
};

/** Providers of the network that no seeded claim names (codes after the claims list's). */
const MORE_PROVIDERS: readonly (Facts & { name: string })[] = [
  [
    'RS Sentra Medika Cibubur',
    'HOSPITAL',
    'Jl. Alternatif Cibubur No. 9',
    'Bogor',
    'Jawa Barat',
    '+62 21 8430 1122',
    true,
    -6.3712,
    106.9013,
  ],
  [
    'RS Husada Utama Yogyakarta',
    'HOSPITAL',
    'Jl. Laksda Adisucipto No. 64',
    'Yogyakarta',
    'DI Yogyakarta',
    '+62 274 563 210',
    true,
    -7.7829,
    110.3922,
  ],
  [
    'RS Awal Bros Pekanbaru Sehat',
    'HOSPITAL',
    'Jl. Jenderal Sudirman No. 117',
    'Pekanbaru',
    'Riau',
    '+62 761 47 333',
    false,
    0.5071,
    101.4478,
  ],
  [
    'RS Siloam Harapan Palembang',
    'HOSPITAL',
    'Jl. Demang Lebar Daun No. 8',
    'Palembang',
    'Sumatera Selatan',
    '+62 711 380 155',
    true,
    -2.9761,
    104.7322,
  ],
  [
    'RS Kasih Ibu Balikpapan',
    'HOSPITAL',
    'Jl. MT Haryono No. 23',
    'Balikpapan',
    'Kalimantan Timur',
    '+62 542 873 600',
    true,
    -1.2492,
    116.8574,
  ],
  [
    'RS Medistra Tangerang',
    'HOSPITAL',
    'Jl. MH Thamrin No. 5, Cikokol',
    'Tangerang',
    'Banten',
    '+62 21 5579 0808',
    true,
    -6.2134,
    106.632,
  ],
  [
    'RS Bhakti Mulia Bekasi',
    'HOSPITAL',
    'Jl. Ahmad Yani No. 31',
    'Bekasi',
    'Jawa Barat',
    '+62 21 8896 4455',
    false,
    -6.2349,
    106.9896,
  ],
  [
    'RS Panti Rapih Malang',
    'HOSPITAL',
    'Jl. Ijen No. 52',
    'Malang',
    'Jawa Timur',
    '+62 341 362 101',
    true,
    -7.9718,
    112.6225,
  ],
  [
    'Klinik Utama Mitra Keluarga Kelapa Gading',
    'CLINIC',
    'Jl. Boulevard Raya Blok QA No. 3',
    'Jakarta Utara',
    'DKI Jakarta',
    '+62 21 452 7788',
    true,
    -6.159,
    106.9054,
  ],
  [
    'Klinik Pratama Medika Bandung',
    'CLINIC',
    'Jl. Buah Batu No. 210',
    'Bandung',
    'Jawa Barat',
    '+62 22 730 5544',
    false,
    -6.9447,
    107.6335,
  ],
  [
    'Klinik Sehat Bersama Surabaya',
    'CLINIC',
    'Jl. Kertajaya Indah No. 14',
    'Surabaya',
    'Jawa Timur',
    '+62 31 594 2200',
    true,
    -7.2797,
    112.7822,
  ],
  [
    'Klinik Gigi Ceria Denpasar',
    'CLINIC',
    'Jl. Gatot Subroto Barat No. 77',
    'Denpasar',
    'Bali',
    '+62 361 418 808',
    false,
    -8.6412,
    115.199,
  ],
  [
    'Laboratorium Klinik Medika Utama',
    'LAB',
    'Jl. Cikini Raya No. 60',
    'Jakarta Pusat',
    'DKI Jakarta',
    '+62 21 3190 4422',
    true,
    -6.1919,
    106.8396,
  ],
  [
    'Laboratorium Klinik Sehat Sejahtera',
    'LAB',
    'Jl. Pemuda No. 150',
    'Semarang',
    'Jawa Tengah',
    '+62 24 351 6677',
    true,
    -6.9779,
    110.4139,
  ],
  [
    'Laboratorium Diagnostika Nusantara',
    'LAB',
    'Jl. Gatot Subroto No. 45',
    'Medan',
    'Sumatera Utara',
    '+62 61 455 3210',
    false,
    3.5907,
    98.6612,
  ],
  [
    'Optik Sinar Terang',
    'OPTICAL',
    'Jl. Malioboro No. 101',
    'Yogyakarta',
    'DI Yogyakarta',
    '+62 274 512 909',
    true,
    -7.7926,
    110.3658,
  ],
  [
    'Optik Jaya Abadi',
    'OPTICAL',
    'Jl. Asia Afrika No. 66',
    'Bandung',
    'Jawa Barat',
    '+62 22 420 3131',
    false,
    -6.9215,
    107.6071,
  ],
  [
    'Optik Mata Sehat Makassar',
    'OPTICAL',
    'Jl. Sam Ratulangi No. 19',
    'Makassar',
    'Sulawesi Selatan',
    '+62 411 853 070',
    true,
    -5.15,
    119.416,
  ],
].map(([name, type, address, city, province, phone, cashless, latitude, longitude]) => ({
  name: name as string,
  type: type as Provider['type'],
  address: address as string,
  city: city as string,
  province: province as string,
  phone: phone as string,
  cashless: cashless as boolean,
  latitude: latitude as number,
  longitude: longitude as number,
}));

const idOf = (n: number) => `PRV${String(n).padStart(4, '0')}`;

const network = HOSPITALS.filter((h) => !h.default && NETWORK_FACTS[h.number]);

/** The network, by name (the list's order). Deterministic: the same on every start. */
export const PROVIDERS: readonly Provider[] = [
  ...network.map((h, i) => ({
    id: idOf(i + 1),
    code: h.number,
    name: h.name,
    ...NETWORK_FACTS[h.number]!,
  })),
  ...MORE_PROVIDERS.map((p, i) => ({
    ...p,
    id: idOf(network.length + i + 1),
    code: `H${String(101 + i).padStart(4, '0')}`,
  })),
].sort((a, b) => a.name.localeCompare(b.name, 'id'));

export const PROVIDERS_BY_ID: ReadonlyMap<string, Provider> = new Map(
  PROVIDERS.map((p) => [p.id, p]),
);
export const PROVIDERS_BY_CODE: ReadonlyMap<string, Provider> = new Map(
  PROVIDERS.map((p) => [p.code, p]),
);

const SPECIALTIES: Readonly<Record<Provider['type'], readonly string[]>> = {
  HOSPITAL: ['Penyakit Dalam', 'Anak', 'Kebidanan dan Kandungan', 'Bedah', 'Jantung', 'Saraf'],
  CLINIC: ['Umum', 'Gigi'],
  LAB: ['Patologi Klinik', 'Radiologi'],
  OPTICAL: ['Pemeriksaan Mata', 'Kacamata'],
};

/** Benefit product types each kind of provider serves cashless. */
const CASHLESS_BENEFITS: Readonly<Record<Provider['type'], readonly string[]>> = {
  HOSPITAL: ['HBAS', 'HSMT', 'HSCI', 'HSOT'],
  CLINIC: ['HSOT', 'HSDT'],
  LAB: ['HSOT', 'HMCU'],
  OPTICAL: ['HSOT'],
};

const week = (open: string | null, close: string | null, sunday: boolean) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) =>
    day === 7 && !sunday ? { day, open: null, close: null } : { day, open, close },
  );

/** What a provider accepts: derived from its type and cashless flag, so it never disagrees. */
export const preferencesOf = (provider: Provider): Preferences => {
  const open24Hours = provider.type === 'HOSPITAL';
  const specialties = SPECIALTIES[provider.type];
  const code = Number(provider.code.slice(1));
  return {
    code: provider.code,
    cashless: provider.cashless,
    cashlessBenefits: provider.cashless ? [...CASHLESS_BENEFITS[provider.type]] : [],
    // Hospitals of an odd code have every specialty; the others the first four.
    specialties: [
      ...(provider.type === 'HOSPITAL' && code % 2 === 0 ? specialties.slice(0, 4) : specialties),
    ],
    open24Hours,
    openingHours: open24Hours
      ? week('00:00', '23:59', true)
      : week('08:00', provider.type === 'LAB' ? '17:00' : '20:00', provider.type !== 'LAB'),
    requiresMemberCard: true,
    requiresIdCard: !provider.cashless,
  };
};
