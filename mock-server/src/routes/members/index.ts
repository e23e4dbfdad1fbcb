import { CALLS, MEMBER_LIMITS } from '@mo/contracts';
import { BANK_LIST, TERMINATE_REASONS } from '@mo/fixtures';
import type { MockStore } from '../../store/store';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import type { AuthContext } from '../../plugins/auth';
import { submitAlteration, submitChangePlan } from '../../services/member-alteration';
import { memberBook, type CompanyMembers, type Enrolment } from '../../services/member-book';
import { periodOf, requireCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { toMemberDetail, toMemberPolicy, toMemberRow, toPlanDetail } from '../../views/members';

/*
 * The Members area of the mock insurer. Its calls sit in three gateway areas, so there is one
 * plugin per area; routes/index.ts registers each under its prefix. Every call is scoped to one of
 * the user's companies (GW1035); a member or policy outside it is GC404.
 */

/** The member's enrolments in one of the user's companies. */
const memberOf = (
  world: MockStore,
  auth: AuthContext,
  companyId: string,
  memberId: string,
): { company: CompanyMembers; enrolments: readonly Enrolment[] } => {
  requireCompany(auth, companyId);
  const company = memberBook(world).of(companyId);
  const enrolments = company.enrolmentsOf(memberId);
  if (enrolments.length === 0) throw fail.notFound('No such member');
  return { company, enrolments };
};

const enrolmentIn = (enrolments: readonly Enrolment[], policyId: string): Enrolment => {
  const enrolment = enrolments.find((e) => e.policy.id === policyId);
  if (!enrolment) throw fail.notFound('The member is not in this policy');
  return enrolment;
};

/** users/members...: the list, details, policies and plan details (user management area). */
export const memberUserRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.memberList, ({ body, auth, world }) => {
    requireCompany(auth, body.companyId);
    const company = memberBook(world).of(body.companyId);
    const pageNumber = body.pageNumber ?? MEMBER_LIMITS.defaultPage;
    const pageSize = body.pageSize ?? MEMBER_LIMITS.defaultPageSize;
    const { page, total } = company.query({ ...body, pageNumber, pageSize });
    return {
      members: page.map(toMemberRow),
      pagination: {
        currentPage: pageNumber,
        pageSize,
        totalPage: Math.ceil(total / pageSize),
        totalRecord: total,
      },
      applicableFilters: company.applicableFilters(),
    };
  });

  registerCall(app, CALLS.memberDetails, ({ query, params, auth, world }) => {
    const { company, enrolments } = memberOf(world, auth, query.companyId, params.memberId ?? '');
    if (query.policyId === undefined && query.periodId !== undefined) {
      throw fail.badRequest('A period needs its policy (All policies has no period)');
    }
    const enrolment =
      query.policyId === undefined ? enrolments[0]! : enrolmentIn(enrolments, query.policyId);
    if (query.policyId !== undefined) periodOf(enrolment.policy, query.periodId);
    const member = enrolment.member;
    const numberOf = (m: typeof member) => {
      const own = company.enrolmentsOf(m.id);
      return (own.find((e) => e.policy.id === enrolment.policy.id) ?? own[0])?.memberNumber ?? '';
    };
    return toMemberDetail(
      enrolment,
      company.householdOf(member),
      numberOf,
      memberBook(world).extras.get(member.id),
    );
  });

  registerCall(app, CALLS.memberPolicies, ({ query, params, auth, world }) => {
    const { enrolments } = memberOf(world, auth, query.companyId, params.memberId ?? '');
    return { policies: enrolments.map(toMemberPolicy) };
  });

  registerCall(app, CALLS.memberPlanDetails, ({ query, params, auth, world }) => {
    const { enrolments } = memberOf(world, auth, query.companyId, params.memberId ?? '');
    const enrolment = enrolmentIn(enrolments, params.policyId ?? '');
    periodOf(enrolment.policy, query.periodId);
    return toPlanDetail(enrolment.policy, enrolment.planNo);
  });
};

/** member-alteration: the four request types and change plan (policy admin area). */
export const memberAlterationRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.memberAlteration, ({ body, auth, world }) => ({
    memberAlterationRef: submitAlteration(world, app, auth, body),
  }));
  registerCall(app, CALLS.changePlan, ({ body, auth, world }) => ({
    memberAlterationRef: submitChangePlan(world, app, auth, body),
  }));
};

/** The bank list and terminate reasons (customer services area). */
export const memberReferenceRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.bankList, ({ query, auth }) => {
    requireCompany(auth, query.companyId);
    return { banks: BANK_LIST.map((b) => ({ ...b })) };
  });
  registerCall(app, CALLS.terminateReasons, ({ query, auth }) => {
    requireCompany(auth, query.companyId);
    return { terminateReasons: TERMINATE_REASONS.map((r) => ({ ...r })) };
  });
};
