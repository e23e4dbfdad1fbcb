import Type, { type Static } from 'typebox';
import { ApiDate } from './api-date-schema';

export const CompanyRef = Type.Object({
  id: Type.String(),
  companyNumber: Type.String(),
  companyName: Type.String(),
});
export type CompanyRef = Static<typeof CompanyRef>;

/**
 * A company of the profile's list. The contact details are ours (additive, docs/spec-notes.md):
 * the spec gives them once per profile, which cannot describe a broker's other companies.
 */
export const CompanyDetail = Type.Object({
  id: Type.String(),
  companyNumber: Type.String(),
  companyName: Type.String(),
  companyPhoneNo: Type.Optional(Type.String()),
  companyEmailAddress: Type.Optional(Type.String()),
  companyAddress: Type.Optional(Type.String()),
});
export type CompanyDetail = Static<typeof CompanyDetail>;

/** User profile (part 1 section 3). More than one company makes the user a Broker. */
export const UserProfile = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  companyName: Type.String(),
  companyPhoneNo: Type.String(),
  companyEmailAddress: Type.String(),
  companyAddress: Type.String(),
  preferredLanguage: Type.Union([Type.Literal('id'), Type.Literal('en')]),
  isPasswordUpdated: Type.Boolean(),
  companyDetails: Type.Array(CompanyDetail, { minItems: 1 }),
});
export type UserProfile = Static<typeof UserProfile>;

export const Subsidiary = Type.Object({
  id: Type.String(),
  subsidiaryNo: Type.String(),
  subsidiaryName: Type.String(),
  bankAccountName: Type.Optional(Type.String()),
  bankName: Type.Optional(Type.String()),
  bankAccountNumber: Type.Optional(Type.String()),
});

export const PolicyPeriod = Type.Object({
  id: Type.String(),
  policyPeriodFrom: ApiDate,
  policyPeriodTo: ApiDate,
});

export const PlanRef = Type.Object({ planNo: Type.String(), planDescription: Type.String() });

export const BenefitAmount = Type.Object({
  amount: Type.Union([Type.Number(), Type.Null()]),
  currency: Type.String(),
  description: Type.String(),
});

export const BenefitRow = Type.Object({
  name: Type.String(),
  code: Type.String(),
  type: Type.Union([Type.Literal('HI'), Type.Literal('NM')]),
  planNo: Type.String(),
  planNoWithDescription: Type.String(),
  limitType: Type.String(),
  maxDays: Type.Union([Type.Integer(), Type.Null()]),
  productType: Type.String(),
  benefitAmount: BenefitAmount,
});
export type BenefitRow = Static<typeof BenefitRow>;

/** Policy as listed (part 1 section 3). */
export const Policy = Type.Object({
  id: Type.String(),
  policyType: Type.String(),
  policyNo: Type.String(),
  totalMembers: Type.Integer({ minimum: 0 }),
  policyPeriodFrom: ApiDate,
  policyPeriodTo: ApiDate,
  policyEffectiveDate: ApiDate,
  policyCommencementDate: ApiDate,
  totalActiveAndCompletedClaims: Type.Integer({ minimum: 0 }),
  totalSubmittedClaims: Type.Integer({ minimum: 0 }),
  policyHolder: Type.String(),
  hrContactPerson: Type.String(),
  hrEmailAddress: Type.String(),
  subsidiaryVMList: Type.Array(Subsidiary),
  policyPeriodVMList: Type.Array(PolicyPeriod),
  planVMList: Type.Array(PlanRef),
});
export type Policy = Static<typeof Policy>;

export const Pagination = Type.Object({
  currentPage: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  totalPage: Type.Integer({ minimum: 0 }),
  totalRecord: Type.Integer({ minimum: 0 }),
});
export type Pagination = Static<typeof Pagination>;

export const CategoryDetail = Type.Object({
  code: Type.String(),
  description1: Type.String(),
  description2: Type.Optional(Type.String()),
  external1: Type.Optional(Type.String()),
});
export type CategoryDetail = Static<typeof CategoryDetail>;

export const SystemParameter = Type.Object({
  category: Type.String(),
  commonCategoryDetail: Type.Array(CategoryDetail),
});
export type SystemParameter = Static<typeof SystemParameter>;

export const TokenPair = Type.Object({
  accessToken: Type.String({ minLength: 1 }),
  refreshToken: Type.String({ minLength: 1 }),
  tokenType: Type.Literal('Bearer'),
  expiresIn: Type.Integer({ minimum: 1, description: 'access token lifetime, seconds' }),
  scope: Type.String(),
});
export type TokenPair = Static<typeof TokenPair>;

const YesNo = Type.Union([Type.Literal('Y'), Type.Literal('N')]);
/** Jakarta date-time as the remote configuration writes it: YYYY-MM-DD HH:mm:ss (UTC+7). */
const JktDateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });

/** A maintenance window of the remote configuration (part 1 section 3). */
export const MaintenanceWindow = Type.Object({
  systemMaintenanceStartDateTimeJKT: JktDateTime,
  systemMaintenanceEndDateTimeJKT: JktDateTime,
  isMO: YesNo,
  isFO: YesNo,
});
export type MaintenanceWindow = Static<typeof MaintenanceWindow>;

/** An announcement of the remote configuration (part 1 section 3). */
export const Announcement = Type.Object({
  key: Type.String(),
  announcementMsgEnglish: Type.String(),
  announcementMsgBahasa: Type.String(),
  announcementMsgStartDateTimeJKT: JktDateTime,
  announcementMsgEndDateTimeJKT: JktDateTime,
  hasAnnouncementMsg: YesNo,
  reminderTimerMinutes: Type.Integer({ minimum: 0, maximum: 999 }),
  isFO: YesNo,
  isMO: YesNo,
});
export type Announcement = Static<typeof Announcement>;

export const RemoteConfig = Type.Object({
  systemMaintenance: Type.Array(MaintenanceWindow),
  announcements: Type.Array(Announcement),
});
export type RemoteConfig = Static<typeof RemoteConfig>;
