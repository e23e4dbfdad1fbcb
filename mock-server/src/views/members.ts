import type { MemberDetail, MemberPlanDetail, MemberPolicy, MemberRow } from '@mo/contracts';
import { BANK_LIST, memberProfile, type SeedMember, type SeedPolicy } from '@mo/fixtures';
import { MEMBER_TYPE_OF, policyRemarkOf } from '../lib/seed-terms';
import type { Enrolment, MemberExtras } from '../store/entries';
import { formatRupiah } from '../lib/format';

export { formatRupiah };

/** A list row: one member in one policy, with its pending request if any. */
export const toMemberRow = (e: Enrolment): MemberRow => ({
  id: e.member.id,
  memberNumber: e.memberNumber,
  memberType: e.memberType,
  policyNumber: e.policy.policyNo,
  policy: {
    id: e.policy.id,
    policyNumber: e.policy.policyNo,
    policyRemark: policyRemarkOf(e.policy),
  },
  name: e.member.name,
  updateRequest: e.pending?.type ?? null,
  effectiveDate: e.pending?.effectiveDate ?? e.effectiveDate,
  requestDate: e.pending?.requestDate ?? null,
});

export const toMemberPolicy = (e: Enrolment): MemberPolicy => {
  const plan = e.policy.plans.find((p) => p.planNo === e.planNo);
  return {
    policy: {
      id: e.policy.id,
      policyNumber: e.policy.policyNo,
      policyRemark: policyRemarkOf(e.policy),
      policyType: e.policy.policyType,
      policyStartDate: e.policy.policyPeriodFrom,
      policyEndDate: e.policy.policyPeriodTo,
      policyCommencementDate: e.policy.policyCommencementDate,
    },
    periods: e.policy.periods.map((p) => ({ ...p })),
    subsidiaryName: e.subsidiary?.subsidiaryName ?? '',
    subsidiaryNo: e.subsidiary?.subsidiaryNo ?? '',
    planNo: e.planNo,
    planDesc: plan?.planDescription ?? '',
    memberNumber: e.memberNumber,
    updateRequest: e.pending?.type ?? null,
  };
};

/**
 * Member details. `enrolment` is the asked policy's, or the member's first for All policies. A
 * member added through an alteration has the profile its form gave; a seeded one a derived one.
 */
export const toMemberDetail = (
  enrolment: Enrolment,
  household: readonly SeedMember[],
  householdNumber: (m: SeedMember) => string,
  added: MemberExtras | undefined,
): MemberDetail => {
  const m = enrolment.member;
  const derived = memberProfile(m);
  const profile: MemberExtras = added ?? {
    medicalCardNumber: derived.medicalCardNumber,
    salary:
      derived.salaryAmount === null
        ? null
        : { amount: derived.salaryAmount.toFixed(2), currency: 'IDR' },
    addressLine1: derived.addressLine1,
    addressLine2: derived.addressLine2,
    postCode: derived.postCode,
    countryCode: 'ID',
    countryDialCode: '+62',
    bankAccount: derived.bankAccount && {
      accountName: derived.bankAccount.accountName,
      accountNumber: derived.bankAccount.accountNumber,
      bank: BANK_LIST.find((b) => b.key === derived.bankAccount?.bankKey) ?? BANK_LIST[0]!,
    },
  };
  const plan = enrolment.policy.plans.find((p) => p.planNo === enrolment.planNo);
  const mobile = m.mobileNumber ?? '';
  return {
    id: m.id,
    memberName: m.name,
    employeeId: m.employeeId,
    memberNumber: enrolment.memberNumber,
    medicalCardNumber: profile.medicalCardNumber,
    memberType: MEMBER_TYPE_OF[m.memberType],
    plan: { planNo: enrolment.planNo, planDesc: plan?.planDescription ?? '' },
    gender: m.gender,
    dateOfBirth: m.dateOfBirth,
    maritalStatus: m.maritalStatus,
    icNumber: m.ktpIcNo,
    workPhone: mobile === '' ? '' : `${profile.countryDialCode}${mobile}`,
    countryCode: profile.countryCode,
    countryDialCode: profile.countryDialCode,
    mobileNumber: mobile,
    email: m.email ?? '',
    subsidiary: enrolment.subsidiary?.subsidiaryName ?? '',
    salary: profile.salary,
    formattedSalaryAmount: profile.salary && {
      formattedAmount: formatRupiah(Number(profile.salary.amount)),
      currency: profile.salary.currency,
    },
    effectiveDate: enrolment.effectiveDate,
    addressLine1: profile.addressLine1,
    addressLine2: profile.addressLine2,
    postCode: profile.postCode,
    bankAccount: m.memberType === 'E' ? profile.bankAccount : null,
    employeeAndDependents: [...household]
      .sort((a, b) => a.dependentNo - b.dependentNo)
      .map((h) => ({
        id: h.id,
        memberName: h.name,
        memberNumber: householdNumber(h),
        memberType: MEMBER_TYPE_OF[h.memberType],
        gender: h.gender,
        dateOfBirth: h.dateOfBirth,
      })),
  };
};

/** The member's plan on a policy with the benefits of that plan (one entry per product type). */
export const toPlanDetail = (policy: SeedPolicy, planNo: string): MemberPlanDetail => {
  const planDesc = policy.plans.find((p) => p.planNo === planNo)?.planDescription ?? '';
  return {
    planNo,
    planDesc,
    policy: {
      contractType: policy.contractType,
      benefitVMList: [...policy.benefits]
        .sort((a, b) => a.sequence - b.sequence)
        .map((b) => ({
          id: b.id,
          code: b.productType,
          desc: b.benefitName,
          planVMList: [
            {
              id: `${b.id}-${planNo}`,
              planNo,
              planDesc,
              benefitItemList: b.rows
                .filter((r) => r.planNo === planNo)
                .map((r) => ({
                  code: r.code,
                  name: r.name,
                  type: r.type,
                  benefitAmount: { ...r.benefitAmount },
                  limitType: r.limitType,
                  maxDays: r.maxDays,
                })),
            },
          ],
        }))
        .filter((b) => b.planVMList[0]!.benefitItemList.length > 0),
    },
  };
};
