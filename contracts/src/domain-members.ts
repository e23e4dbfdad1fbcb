import Type, { type Static } from 'typebox';
import { ApiDate } from './api-date-schema';
import { PolicyPeriod } from './domain';
import { applicableFilter, checked, filterBy, FilterOption, listPage } from './listing';
import { literalUnion } from './literal-union';
import {
  MEMBER_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  SALARY_CURRENCIES,
  UPDATE_REQUESTS,
  NO_UPDATE_REQUEST,
  MEMBER_FILTER_FIELDS,
} from './member-codes';

/*
 * The Members area's shapes (part 2 section 3): the listing, a member's policies, details, plan
 * and benefits. The forms and alteration requests the portal sends are in domain-member-forms.ts.
 * Readings are in docs/spec-notes.md (Members).
 */

export * from './member-codes';

export const PolicyRef = Type.Object({
  id: Type.String(),
  policyNumber: Type.String(),
  policyRemark: Type.String(),
});
export type PolicyRef = Static<typeof PolicyRef>;

/**
 * A member list row: one per member and policy (a member in two policies has two rows; the key is
 * id plus policy.id). Alteration rows also carry the pending request and its dates.
 */
export const MemberRow = Type.Object({
  id: Type.String(),
  memberNumber: Type.String(),
  memberType: literalUnion(MEMBER_TYPES),
  policyNumber: Type.String(),
  policy: PolicyRef,
  name: Type.String(),
  updateRequest: Type.Union([literalUnion(UPDATE_REQUESTS), Type.Null()]),
  effectiveDate: Type.Union([ApiDate, Type.Null()]),
  requestDate: Type.Union([ApiDate, Type.Null()]),
});
export type MemberRow = Static<typeof MemberRow>;

/** filterBy: field to checked values; an absent or empty list does not filter. */
export const MemberFilterBy = filterBy({
  updateRequest: checked(
    Type.Union([literalUnion(UPDATE_REQUESTS), Type.Literal(NO_UPDATE_REQUEST)]),
    10,
  ),
  gender: checked(literalUnion(GENDERS), 2),
  policyNumber: checked(Type.String({ maxLength: 64 }), 100),
  memberType: checked(literalUnion(MEMBER_TYPES), 3),
});
export type MemberFilterBy = Static<typeof MemberFilterBy>;

export { FilterOption };

export const ApplicableFilter = applicableFilter(MEMBER_FILTER_FIELDS);
export type ApplicableFilter = Static<typeof ApplicableFilter>;

export const MemberListPage = listPage('members', MemberRow, ApplicableFilter);
export type MemberListPage = Static<typeof MemberListPage>;

/** A policy of one member (member policy listing). */
export const MemberPolicy = Type.Object({
  policy: Type.Object({
    id: Type.String(),
    policyNumber: Type.String(),
    policyRemark: Type.String(),
    policyType: Type.String(),
    policyStartDate: ApiDate,
    policyEndDate: ApiDate,
    policyCommencementDate: ApiDate,
  }),
  /** Newest first; the details' period dropdown. */
  periods: Type.Array(PolicyPeriod),
  subsidiaryName: Type.String(),
  subsidiaryNo: Type.String(),
  planNo: Type.String(),
  planDesc: Type.String(),
  memberNumber: Type.String(),
  /** A pending alteration of the member on this policy, if any. */
  updateRequest: Type.Union([literalUnion(UPDATE_REQUESTS), Type.Null()]),
});
export type MemberPolicy = Static<typeof MemberPolicy>;

export const Bank = Type.Object({ key: Type.String(), desc: Type.String() });
export type Bank = Static<typeof Bank>;

export const TerminateReason = Type.Object({
  id: Type.String(),
  code: Type.String(),
  description: Type.String(),
});
export type TerminateReason = Static<typeof TerminateReason>;

export const BankAccount = Type.Object({
  accountName: Type.String(),
  accountNumber: Type.String(),
  bank: Bank,
});
export type BankAccount = Static<typeof BankAccount>;

/** A person of the member's household (the Dependent or Employee tab). */
export const HouseholdMember = Type.Object({
  id: Type.String(),
  memberName: Type.String(),
  memberNumber: Type.String(),
  memberType: literalUnion(MEMBER_TYPES),
  gender: literalUnion(GENDERS),
  dateOfBirth: ApiDate,
});
export type HouseholdMember = Static<typeof HouseholdMember>;

/**
 * Member details (overview). Without a policy (All policies) the plan, subsidiary and effective
 * date are those of the member's first policy. workPhone is the dial code and number.
 */
export const MemberDetail = Type.Object({
  id: Type.String(),
  memberName: Type.String(),
  employeeId: Type.String(),
  memberNumber: Type.String(),
  medicalCardNumber: Type.String(),
  memberType: literalUnion(MEMBER_TYPES),
  plan: Type.Object({ planNo: Type.String(), planDesc: Type.String() }),
  gender: literalUnion(GENDERS),
  dateOfBirth: ApiDate,
  maritalStatus: literalUnion(MARITAL_STATUSES),
  icNumber: Type.String(),
  workPhone: Type.String(),
  countryCode: Type.String(),
  countryDialCode: Type.String(),
  mobileNumber: Type.String(),
  email: Type.String(),
  subsidiary: Type.String(),
  salary: Type.Union([
    Type.Object({ amount: Type.String(), currency: literalUnion(SALARY_CURRENCIES) }),
    Type.Null(),
  ]),
  formattedSalaryAmount: Type.Union([
    Type.Object({ formattedAmount: Type.String(), currency: Type.String() }),
    Type.Null(),
  ]),
  effectiveDate: ApiDate,
  addressLine1: Type.String(),
  addressLine2: Type.String(),
  postCode: Type.String(),
  /** Employees only; null for a dependent (the tab is not shown). */
  bankAccount: Type.Union([BankAccount, Type.Null()]),
  /** The employee and every dependent of the household, the member included. */
  employeeAndDependents: Type.Array(HouseholdMember),
});
export type MemberDetail = Static<typeof MemberDetail>;

export const BenefitItem = Type.Object({
  code: Type.String(),
  name: Type.String(),
  type: Type.Union([Type.Literal('HI'), Type.Literal('NM')]),
  benefitAmount: Type.Object({
    amount: Type.Union([Type.Number(), Type.Null()]),
    currency: Type.String(),
    description: Type.String(),
  }),
  limitType: Type.String(),
  maxDays: Type.Union([Type.Integer(), Type.Null()]),
});
export type BenefitItem = Static<typeof BenefitItem>;

/** The member's plan and its benefits on one policy and period (Plans and Benefits tabs). */
export const MemberPlanDetail = Type.Object({
  planNo: Type.String(),
  planDesc: Type.String(),
  policy: Type.Object({
    contractType: Type.String(),
    benefitVMList: Type.Array(
      Type.Object({
        id: Type.String(),
        code: Type.String(),
        desc: Type.String(),
        planVMList: Type.Array(
          Type.Object({
            id: Type.String(),
            planNo: Type.String(),
            planDesc: Type.String(),
            benefitItemList: Type.Array(BenefitItem),
          }),
        ),
      }),
    ),
  }),
});
export type MemberPlanDetail = Static<typeof MemberPlanDetail>;
