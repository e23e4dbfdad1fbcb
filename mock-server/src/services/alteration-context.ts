import {
  DEFAULT_VARIABLE_CODES,
  dependentsWithinLimit,
  validateDependentForm,
  type DependentForm,
  ERROR_CODES,
  formErrorCode,
  rowsErrorCode,
  type FieldErrors,
  type MemberAlterationRef,
  type RowErrors,
  type UpdateRequest,
} from '@mo/contracts';
import { fail } from '../lib/api-error';
import type { AuthContext } from '../plugins/auth';
import {
  memberBook,
  mockToday,
  type CompanyMembers,
  type Enrolment,
  type MemberBook,
} from './member-book';
import { requireCompany } from './scope';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

/*
 * What every member alteration shares: the request's context (world, book, company, today), the
 * member rules' refusals, the target member's enrolments, and the reference and record each
 * accepted request leaves (pending on the member list until /__mock/reset).
 */

export const E = ERROR_CODES;

/** A member rule's refusal, worded by the error table. */
export const reject = fail.memberRule;

export const checkForm = (errors: FieldErrors, prefix: string): void => {
  const code = formErrorCode(errors);
  if (code) {
    throw reject(
      code,
      Object.entries(errors).map(([field, error]) => `${prefix}.${field}: ${String(error)}`),
    );
  }
};

export const checkRows = (rows: { policyNo: string; errors: RowErrors }[]): void => {
  const code = rowsErrorCode(rows.map((r) => r.errors));
  if (code) {
    throw reject(
      code,
      rows.flatMap((r) =>
        Object.entries(r.errors).map(
          ([field, error]) => `${r.policyNo}.${field}: ${String(error)}`,
        ),
      ),
    );
  }
};

export interface Context {
  world: MockStore;
  book: MemberBook;
  company: CompanyMembers;
  companyId: string;
  today: string;
}

export const contextOf = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  companyId: string,
): Context => {
  requireCompany(auth, companyId);
  const book = memberBook(world);
  return { world, book, company: book.of(companyId), companyId, today: mockToday(world) };
};

export const namePatterns = (world: MockStore) => ({
  employee: world.defaultVariable(DEFAULT_VARIABLE_CODES.employeeNameAllowableChar),
  dependent: world.defaultVariable(DEFAULT_VARIABLE_CODES.nameAllowableChar),
});

/** The member an edit, remove, change plan or add dependent is about, with its enrolments. */
export const targetOf = (
  ctx: Context,
  key: { memberId: string; memberNumber: string; policyNumber: string },
): readonly Enrolment[] => {
  const enrolments = ctx.company.enrolmentsOf(key.memberId);
  if (enrolments.length === 0) throw fail.notFound('No such member');
  const matches = enrolments.some(
    (e) => e.policy.policyNo === key.policyNumber && e.memberNumber === key.memberNumber,
  );
  if (!matches) throw fail.badRequest('memberNumber and policyNumber do not match the member');
  return enrolments;
};

/** Policies named once each; none at all is err017. */
export const distinctPolicies = <P extends { id: string }>(policies: readonly P[]): void => {
  if (policies.length === 0) throw reject(E.nothingChosen);
  if (new Set(policies.map((p) => p.id)).size !== policies.length) {
    throw fail.badRequest('A policy is named twice');
  }
};

/** The enrolment of the member in an applicable policy, whose only row is the member. */
export const enrolmentFor = (
  enrolments: readonly Enrolment[],
  policy: { id: string; members: readonly { id: string }[] },
  memberId: string,
): Enrolment => {
  const enrolment = enrolments.find((e) => e.policy.id === policy.id);
  if (!enrolment) throw fail.badRequest(`Policy ${policy.id} is not a policy of the member`);
  if (policy.members.length !== 1 || policy.members[0]?.id !== memberId) {
    throw fail.badRequest('Each policy must have exactly one row, for the member');
  }
  return enrolment;
};

/** One reference per policy: a string for one, a list for several. */
export const referencesFor = (ctx: Context, count: number): string[] =>
  Array.from({ length: Math.max(count, 1) }, () => ctx.book.nextRef(ctx.today));

export const answerOf = (refs: string[]): MemberAlterationRef =>
  refs.length === 1 ? refs[0]! : refs;

export const markPending = (
  ctx: Context,
  enrolment: Enrolment,
  type: UpdateRequest,
  ref: string,
  effectiveDate: string | null,
) => {
  ctx.company.setPending(enrolment, { type, ref, requestDate: ctx.today, effectiveDate });
};

export const recordOf = (
  ctx: Context,
  type: UpdateRequest,
  refs: string[],
  memberIds: string[],
  policyIds: string[],
  request: unknown,
) => {
  for (const ref of refs) {
    ctx.book.record({
      ref,
      companyId: ctx.companyId,
      type,
      requestDate: ctx.today,
      memberIds,
      policyIds,
      request,
    });
  }
};

/** The dependents of an addition: within the limit, each form by the dependent rules. */
export const checkDependents = (
  ctx: Context,
  dependents: readonly DependentForm[],
  min: number,
) => {
  if (!dependentsWithinLimit(dependents.length, min)) throw reject(E.tooManyDependents);
  const pattern = namePatterns(ctx.world).dependent;
  dependents.forEach((d, i) =>
    checkForm(
      validateDependentForm(d, { namePattern: pattern, today: ctx.today }),
      `dependents.${i}`,
    ),
  );
};
