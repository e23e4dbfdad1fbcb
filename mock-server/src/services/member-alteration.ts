import {
  checkChangePlanRow,
  checkRemoveRow,
  validateDependentForm,
  validateEmployeeForm,
  type ChangePlanRequest,
  type EditMemberRequest,
  type MemberAlterationRef,
  type MemberAlterationRequest,
  type RemoveMemberRequest,
} from '@mo/contracts';
import { TERMINATE_REASONS } from '@mo/fixtures';
import { fail } from '../lib/api-error';
import type { AuthContext } from '../plugins/auth';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';
import {
  E,
  reject,
  checkForm,
  checkRows,
  contextOf,
  namePatterns,
  targetOf,
  distinctPolicies,
  enrolmentFor,
  referencesFor,
  answerOf,
  markPending,
  recordOf,
  type Context,
} from './alteration-context';
import { addDependent, addEmployee } from './member-addition';

/*
 * Member alterations as the insurer takes them: every input checked with the portal's own rules
 * (contracts member-rules.ts) against the mock clock's today, then recorded with a reference and
 * shown on the member list as a pending update request until /__mock/reset. Requests are pending
 * approval: the member's data does not change (edits), removed members stay listed, added ones
 * appear with their request.
 */

const editMember = (ctx: Context, body: EditMemberRequest): MemberAlterationRef => {
  const enrolments = targetOf(ctx, body);
  const member = enrolments[0]!.member;
  const patterns = namePatterns(ctx.world);
  if (member.memberType === 'E') {
    if (!body.employeeDetails || body.dependentDetails) throw reject(E.memberTypeMismatch);
    checkForm(
      validateEmployeeForm(body.employeeDetails, {
        namePattern: patterns.employee,
        today: ctx.today,
      }),
      'employeeDetails',
    );
  } else {
    if (!body.dependentDetails || body.employeeDetails) throw reject(E.memberTypeMismatch);
    checkForm(
      validateDependentForm(body.dependentDetails, {
        namePattern: patterns.dependent,
        today: ctx.today,
      }),
      'dependentDetails',
    );
  }
  const refs = referencesFor(ctx, 1);
  for (const e of enrolments) markPending(ctx, e, 'EDIT_DETAILS', refs[0]!, null);
  recordOf(
    ctx,
    'EDIT_DETAILS',
    refs,
    [member.id],
    enrolments.map((e) => e.policy.id),
    body,
  );
  return answerOf(refs);
};

const removeMember = (ctx: Context, body: RemoveMemberRequest): MemberAlterationRef => {
  const enrolments = targetOf(ctx, body);
  distinctPolicies(body.applicablePolicies);
  const chosen = body.applicablePolicies.map((p) => {
    const enrolment = enrolmentFor(enrolments, p, body.memberId);
    const row = p.members[0]!;
    const reason = row.terminateReason;
    if (reason?.code && !TERMINATE_REASONS.some((r) => r.code === reason.code)) {
      throw fail.badRequest(`Unknown terminate reason ${reason.code}`);
    }
    const errors = checkRemoveRow(row, {
      today: ctx.today,
      policyEndDate: enrolment.policy.policyPeriodTo,
    });
    return { enrolment, row, policyNo: p.policyNo, errors };
  });
  checkRows(chosen);
  const refs = referencesFor(ctx, chosen.length);
  chosen.forEach(({ enrolment, row }, i) =>
    markPending(ctx, enrolment, 'REMOVE_MEMBER', refs[i]!, row.effectiveDate),
  );
  recordOf(
    ctx,
    'REMOVE_MEMBER',
    refs,
    [body.memberId],
    chosen.map((c) => c.enrolment.policy.id),
    body,
  );
  return answerOf(refs);
};

export const submitChangePlan = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  body: ChangePlanRequest,
): MemberAlterationRef => {
  const ctx = contextOf(world, host, auth, body.companyId);
  const enrolments = targetOf(ctx, body);
  distinctPolicies(body.applicablePolicies);
  const chosen = body.applicablePolicies.map((p) => {
    const enrolment = enrolmentFor(enrolments, p, body.memberId);
    const row = p.members[0]!;
    if (row.planNo !== '' && !enrolment.policy.plans.some((pl) => pl.planNo === row.planNo)) {
      throw fail.badRequest(
        `Plan ${row.planNo} is not a plan of policy ${enrolment.policy.policyNo}`,
      );
    }
    const errors = checkChangePlanRow(row, {
      today: ctx.today,
      policyEndDate: enrolment.policy.policyPeriodTo,
    });
    // The member's current plan is not a new plan.
    if (!errors.planNo && row.planNo === enrolment.planNo) errors.planNo = E.newPlanRequired;
    return { enrolment, row, policyNo: p.policyNo, errors };
  });
  checkRows(chosen);
  const refs = referencesFor(ctx, chosen.length);
  chosen.forEach(({ enrolment, row }, i) =>
    markPending(ctx, enrolment, 'CHANGE_PLAN', refs[i]!, row.effectiveDate),
  );
  recordOf(
    ctx,
    'CHANGE_PLAN',
    refs,
    [body.memberId],
    chosen.map((c) => c.enrolment.policy.id),
    body,
  );
  return answerOf(refs);
};

export const submitAlteration = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  body: MemberAlterationRequest,
): MemberAlterationRef => {
  const ctx = contextOf(world, host, auth, body.companyId);
  switch (body.type) {
    case 'EDIT_MEMBER':
      return editMember(ctx, body);
    case 'REMOVE_MEMBER':
      return removeMember(ctx, body);
    case 'ADD_EMPLOYEE':
      return addEmployee(ctx, body);
    case 'ADD_DEPENDENT':
      return addDependent(ctx, body);
  }
};
