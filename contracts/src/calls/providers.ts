import Type, { type Static } from 'typebox';
import { Pagination } from '../domain';
import { literalUnion } from '../literal-union';
import { PROVIDERS_ROUTES } from '../routes/providers';
import { defineCall } from './define';
import { closed, CompanyId, companyQuery, Language } from './fields';

/*
 * The healthcare providers and notifications areas (part 1 section 7: "Healthcare providers:
 * list, individual/{id}, {healthcare-provider-code}/preferences. Notifications: list,
 * individual/{notification-id}. Methods and payloads: not shown"). The paths the spec gives are
 * kept; the methods, the query names and the shapes are ours (docs/spec-notes.md, Healthcare
 * providers, notifications and the call list). No screen reads them.
 */
const CurrentPage = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
const PageSize = literalUnion([10, 20, 30, 40, 50] as const);
const IsoDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?(Z|[+-]\\d{2}:\\d{2})$',
});

export const PROVIDER_TYPES = ['HOSPITAL', 'CLINIC', 'LAB', 'OPTICAL'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

export const HealthcareProvider = Type.Object({
  id: Type.String(),
  /** The provider code: the hospital number a claim names (app/sysparam/hospitals). */
  code: Type.String(),
  name: Type.String(),
  type: literalUnion(PROVIDER_TYPES),
  address: Type.String(),
  city: Type.String(),
  province: Type.String(),
  phone: Type.String(),
  cashless: Type.Boolean(),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
});

export const OpeningHours = Type.Object({
  /** ISO weekday, 1 Monday to 7 Sunday. */
  day: Type.Integer({ minimum: 1, maximum: 7 }),
  /** HH:mm, Jakarta time; null when closed that day. */
  open: Type.Union([Type.String({ pattern: '^\\d{2}:\\d{2}$' }), Type.Null()]),
  close: Type.Union([Type.String({ pattern: '^\\d{2}:\\d{2}$' }), Type.Null()]),
});

export const ProviderPreferences = Type.Object({
  code: Type.String(),
  cashless: Type.Boolean(),
  /** Benefit product types the provider serves cashless (empty when reimbursement only). */
  cashlessBenefits: Type.Array(Type.String()),
  specialties: Type.Array(Type.String()),
  open24Hours: Type.Boolean(),
  /** Seven entries, Monday first. */
  openingHours: Type.Array(OpeningHours, { minItems: 7, maxItems: 7 }),
  /** Whether the member's card must be shown (always true for cashless) and an ID card. */
  requiresMemberCard: Type.Boolean(),
  requiresIdCard: Type.Boolean(),
});

const CompanyQuery = companyQuery();

/**
 * The documented example of a provider: the seed's first network hospital, H0001 (its row in
 * fixtures/src/provider-facts.ts is built from this, so the document shows a provider the mock has).
 */
export const PROVIDER_EXAMPLE: Static<typeof HealthcareProvider> = {
  id: 'PRV0001',
  code: 'H0001',
  name: 'RS Harapan Sehat Jakarta',
  type: 'HOSPITAL',
  address: 'Jl. Letjen S. Parman Kav. 87, Slipi',
  city: 'Jakarta Barat',
  province: 'DKI Jakarta',
  phone: '+62 21 5668 2345',
  cashless: true,
  latitude: -6.1935,
  longitude: 106.7975,
};
const ALL_DAY = ['00:00', '23:59'] as const;
const NOTIFICATION_EXAMPLE = {
  id: 'USR000001-N01',
  category: 'ALTERATION',
  title: 'Member alteration approved',
  message:
    'Member alteration request MA2026103004211 for PT Nusantara Karya Sejahtera Tbk has been approved.',
  reference: 'MA2026103004211',
  companyId: 'CO000001',
  createdAt: '2026-10-30T09:15:00+07:00',
  read: false,
};

export const providerList = defineCall(PROVIDERS_ROUTES.providerList, {
  summary:
    'Healthcare providers of the network: search by name, filter by city and type, paged ' +
    '(10 to 50), by name.',
  querystring: closed({
    companyId: CompanyId,
    /** Case-insensitive, contains, on the name. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    /** Case-insensitive, whole city name. */
    city: Type.Optional(Type.String({ maxLength: 100 })),
    type: Type.Optional(literalUnion(PROVIDER_TYPES)),
    cashless: Type.Optional(Type.Boolean()),
    currentPage: Type.Optional(CurrentPage),
    pageSize: Type.Optional(PageSize),
  }),
  data: Type.Object(
    { providers: Type.Array(HealthcareProvider), pagination: Pagination },
    {
      examples: [
        {
          providers: [PROVIDER_EXAMPLE],
          pagination: { currentPage: 1, pageSize: 10, totalPage: 3, totalRecord: 30 },
        },
      ],
    },
  ),
});

export const providerDetails = defineCall(PROVIDERS_ROUTES.providerDetails, {
  summary: 'One healthcare provider by id.',
  querystring: CompanyQuery,
  data: Type.Object(
    { provider: HealthcareProvider },
    { examples: [{ provider: PROVIDER_EXAMPLE }] },
  ),
});

export const providerPreferences = defineCall(PROVIDERS_ROUTES.providerPreferences, {
  summary: 'What a provider accepts, by provider code: cashless, specialties, opening hours.',
  querystring: CompanyQuery,
  data: Type.Object(ProviderPreferences.properties, {
    examples: [
      {
        code: 'H0001',
        cashless: true,
        cashlessBenefits: ['HBAS', 'HSMT', 'HSCI', 'HSOT'],
        specialties: ['Penyakit Dalam', 'Anak', 'Kebidanan dan Kandungan', 'Bedah'],
        open24Hours: true,
        openingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
          day,
          open: ALL_DAY[0],
          close: ALL_DAY[1],
        })),
        requiresMemberCard: true,
        requiresIdCard: false,
      },
    ],
  }),
});

export const NOTIFICATION_CATEGORIES = ['ALTERATION', 'CLAIM', 'BILLING', 'POLICY'] as const;

export const Notification = Type.Object({
  id: Type.String(),
  category: literalUnion(NOTIFICATION_CATEGORIES),
  title: Type.String(),
  message: Type.String(),
  /** The reference the notice is about (alteration, claim, invoice or policy number). */
  reference: Type.String(),
  companyId: Type.String(),
  createdAt: IsoDateTime,
  read: Type.Boolean(),
});

const LanguageQuery = closed({ language: Type.Optional(Language) });

export const notificationList = defineCall(PROVIDERS_ROUTES.notificationList, {
  summary: "The signed-in user's notifications, newest first, paged, with the unread count.",
  querystring: closed({
    /** The user's preferred language when absent. */
    language: Type.Optional(Language),
    currentPage: Type.Optional(CurrentPage),
    pageSize: Type.Optional(PageSize),
  }),
  data: Type.Object(
    {
      notifications: Type.Array(Notification),
      unreadCount: Type.Integer({ minimum: 0 }),
      pagination: Pagination,
    },
    {
      examples: [
        {
          notifications: [NOTIFICATION_EXAMPLE],
          unreadCount: 4,
          pagination: { currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: 6 },
        },
      ],
    },
  ),
});

export const notificationDetails = defineCall(PROVIDERS_ROUTES.notificationDetails, {
  summary: "One of the user's notifications; reading it marks it read.",
  querystring: LanguageQuery,
  data: Type.Object(
    { notification: Notification },
    { examples: [{ notification: { ...NOTIFICATION_EXAMPLE, read: true } }] },
  ),
});
