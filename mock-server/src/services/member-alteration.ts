import {
  DEFAULT_VARIABLE_CODES,
  ERROR_CODES,
  checkAddRow,
  checkChangePlanRow,
  checkRemoveRow,
  dependentsWithinLimit,
  formErrorCode,
  parseDmyDate,
  rowsErrorCode,
  salaryWithTwoDecimals,
  validateDependentForm,
  validateEmployeeForm,
  type AddDependentRequest,
  type AddEmployeeRequest,
  type AddPolicy,
  type ChangePlanRequest,
  type DependentForm,
  type EditMemberRequest,
  type EmployeeForm,
  type FieldErrors,
  type MemberAlterationRef,
  type MemberAlterationRequest,
  type RemoveMemberRequest,
  type RowErrors,
  type UpdateRequest,
} from '@mo/contracts';
import { BANK_LIST, TERMINATE_REASONS, type SeedMember, type SeedPolicy } from '@mo/fixtures';
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
 * Member alterations as the insurer takes them: every input checked with the portal's own rules
 * (contracts member-rules.ts) against the mock clock's today, then recorded with a reference and
 * shown on the member list as a pending update request until /__mock/reset. Requests are pending
 * approval: the member's data does not change (edits), removed members stay listed, added ones
 * appear with their request.
 */

const E = ERROR_CODES;

/** A member rule's refusal, worded by the error table. */
const reject = fail.memberRule;

const checkForm = (errors: FieldErrors, prefix: string): void => {
  const code = formErrorCode(errors);
  if (code) {
    throw reject(
      code,
      Object.entries(errors).map(([field, error]) => `${prefix}.${field}: ${String(error)}`),
    );
  }
};

const checkRows = (rows: { policyNo: string; errors: RowErrors }[]): void => {
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

interface Context {
  world: MockStore;
  book: MemberBook;
  company: CompanyMembers;
  companyId: string;
  today: string;
}

const contextOf = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  companyId: string,
): Context => {
  requireCompany(auth, companyId);
  const book = memberBook(world);
  return { world, book, company: book.of(companyId), companyId, today: mockToday(host) };
};

const namePatterns = (world: MockStore) => ({
  employee: world.defaultVariable(DEFAULT_VARIABLE_CODES.employeeNameAllowableChar),
  dependent: world.defaultVariable(DEFAULT_VARIABLE_CODES.nameAllowableChar),
});

/** The member an edit, remove, change plan or add dependent is about, with its enrolments. */
const targetOf = (
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
const distinctPolicies = <P extends { id: string }>(policies: readonly P[]): void => {
  if (policies.length === 0) throw reject(E.nothingChosen);
  if (new Set(policies.map((p) => p.id)).size !== policies.length) {
    throw fail.badRequest('A policy is named twice');
  }
};

/** The enrolment of the member in an applicable policy, whose only row is the member. */
const enrolmentFor = (
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
const referencesFor = (ctx: Context, count: number): string[] =>
  Array.from({ length: Math.max(count, 1) }, () => ctx.book.nextRef(ctx.today));

const answerOf = (refs: string[]): MemberAlterationRef => (refs.length === 1 ? refs[0]! : refs);

const markPending = (
  ctx: Context,
  enrolment: Enrolment,
  type: UpdateRequest,
  ref: string,
  effectiveDate: string | null,
) => {
  ctx.company.setPending(enrolment, { type, ref, requestDate: ctx.today, effectiveDate });
};

const recordOf = (
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

// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// additions

interface NewPerson {
  form: EmployeeForm | DependentForm;
  memberType: SeedMember['memberType'];
}

interface CheckedAddPolicy {
  policy: SeedPolicy;
  policyNo: string;
  rows: AddPolicy['members'];
  errors: RowErrors[];
}

const checkDependents = (ctx: Context, dependents: readonly DependentForm[], min: number) => {
  if (!dependentsWithinLimit(dependents.length, min)) throw reject(E.tooManyDependents);
  const pattern = namePatterns(ctx.world).dependent;
  dependents.forEach((d, i) =>
    checkForm(
      validateDependentForm(d, { namePattern: pattern, today: ctx.today }),
      `dependents.${i}`,
    ),
  );
};

const uniqueIds = (ids: readonly string[]): void => {
  if (ids.some((id) => id.trim() === '') || new Set(ids).size !== ids.length) {
    throw fail.badRequest('Every form needs its own id (EBMBR-...)');
  }
};

/**
 * What the portal echoes of a policy must be that policy's: its number and type, and per row the
 * plan's description and the subsidiary's name (GC400 naming the field: the portal sends what the
 * policy list gave it, so anything else is a forged or stale request, never a typing error).
 */
const checkPolicyEcho = (policy: SeedPolicy, p: AddPolicy, index: number): void => {
  const at = `applicablePolicies.${index}`;
  if (p.policyNo !== policy.policyNo) {
    throw fail.badRequest(`Policy ${p.id} is ${policy.policyNo}, not ${p.policyNo}`, [
      `${at}.policyNo`,
    ]);
  }
  if (p.policyType !== policy.policyType) {
    throw fail.badRequest(`Policy ${policy.policyNo} is not of type ${p.policyType}`, [
      `${at}.policyType`,
    ]);
  }
  p.members.forEach((row, r) => {
    const plan = policy.plans.find((pl) => pl.planNo === row.planNo);
    if (plan && row.planDesc !== '' && row.planDesc !== plan.planDescription) {
      throw fail.badRequest(`Plan ${row.planNo} is not described as ${row.planDesc}`, [
        `${at}.members.${r}.planDesc`,
      ]);
    }
    const subsidiary = policy.subsidiaries.find((s) => s.subsidiaryNo === row.subsidiaryNo);
    if (
      subsidiary &&
      row.subsidiaryName !== '' &&
      row.subsidiaryName !== subsidiary.subsidiaryName
    ) {
      throw fail.badRequest(`Subsidiary ${row.subsidiaryNo} is not ${row.subsidiaryName}`, [
        `${at}.members.${r}.subsidiaryName`,
      ]);
    }
  });
};

/**
 * The employee's subsidiary is one of the company's (its policies'), and the country code one of
 * the COUNTRY list: never empty (the form always has one, Indonesia by default).
 */
const checkEmployeeEcho = (ctx: Context, employee: EmployeeForm): void => {
  const subsidiaries = new Set(
    ctx.company.policies.flatMap((p) => p.subsidiaries.map((s) => s.subsidiaryNo)),
  );
  if (!subsidiaries.has(employee.subsidiary)) {
    throw fail.badRequest(`Subsidiary ${employee.subsidiary} is not the company's`, [
      'employeeDetails.subsidiary',
    ]);
  }
  checkCountry(ctx, employee.countryCode, 'employeeDetails.countryCode');
};

const checkCountry = (ctx: Context, code: string, field: string): void => {
  const countries = ctx.world.systemParameter('COUNTRY')?.commonCategoryDetail ?? [];
  if (!countries.some((c) => c.code === code)) {
    throw fail.badRequest(`Unknown country code "${code}"`, [field]);
  }
};

/**
 * The add rows of every chosen policy: the policy is one the company has (or, for dependents, one
 * the employee is enrolled in), each row names a form, every form is on some policy, the plan and
 * subsidiary are the policy's.
 */
const checkAddPolicies = (
  ctx: Context,
  policies: readonly AddPolicy[],
  formIds: ReadonlySet<string>,
  allowed: (policyId: string) => SeedPolicy | undefined,
  required: string | null,
): CheckedAddPolicy[] => {
  distinctPolicies(policies);
  const checked = policies.map((p, index) => {
    const policy = allowed(p.id);
    if (!policy) throw fail.notFound(`No such policy ${p.id}`);
    checkPolicyEcho(policy, p, index);
    const ids = p.members.map((r) => r.id);
    if (new Set(ids).size !== ids.length || ids.some((id) => !formIds.has(id))) {
      throw fail.badRequest('Each row must name a form of this request, once');
    }
    if (required !== null && !ids.includes(required)) {
      throw fail.badRequest('The employee must be on every policy the dependents are added to');
    }
    for (const row of p.members) {
      if (row.planNo !== '' && !policy.plans.some((pl) => pl.planNo === row.planNo)) {
        throw fail.badRequest(`Plan ${row.planNo} is not a plan of policy ${policy.policyNo}`);
      }
      if (
        row.subsidiaryNo !== '' &&
        !policy.subsidiaries.some((s) => s.subsidiaryNo === row.subsidiaryNo)
      ) {
        throw fail.badRequest(`Subsidiary ${row.subsidiaryNo} is not of policy ${policy.policyNo}`);
      }
    }
    const errors = p.members.map((row) =>
      checkAddRow(row, {
        today: ctx.today,
        policyEndDate: policy.policyPeriodTo,
        commencementDate: policy.policyCommencementDate,
      }),
    );
    return { policy, policyNo: p.policyNo, rows: p.members, errors };
  });
  // A form on no policy would be dropped without a word: every form must be enrolled somewhere.
  const enrolled = new Set(policies.flatMap((p) => p.members.map((r) => r.id)));
  if ([...formIds].some((id) => !enrolled.has(id))) {
    throw fail.badRequest('Every form of the request must be on at least one policy');
  }
  checkRows(checked.flatMap((c) => c.errors.map((errors) => ({ policyNo: c.policyNo, errors }))));
  return checked;
};

const memberTypeOfDependent = (form: DependentForm): SeedMember['memberType'] =>
  // 'wife' is the child option's stored value (part 2 section 3).
  form.memberType === 'spouse' ? 'S' : 'C';

/** Creates the members of an addition and enrols them in the chosen policies, pending. */
const enrolNew = (
  ctx: Context,
  people: ReadonlyMap<string, NewPerson>,
  policies: readonly CheckedAddPolicy[],
  employee: { member: SeedMember | null; numberIn: (policy: SeedPolicy) => string | null },
  refs: readonly string[],
): string[] => {
  const created = new Map<string, SeedMember>();
  let dependentNo = employee.member
    ? Math.max(...ctx.company.householdOf(employee.member).map((m) => m.dependentNo))
    : 0;
  let employeeMember = employee.member;
  const memberOf = (formId: string, firstPolicy: SeedPolicy, row: AddPolicy['members'][number]) => {
    const existing = created.get(formId);
    if (existing) return existing;
    const person = people.get(formId)!;
    const id = ctx.book.nextMemberId();
    const isEmployee = person.memberType === 'E';
    const form = person.form;
    if (!isEmployee) dependentNo += 1;
    const member: SeedMember = {
      id,
      companyId: ctx.companyId,
      policyId: firstPolicy.id,
      subsidiaryId: subsidiaryIdOf(firstPolicy, row.subsidiaryNo),
      planNo: row.planNo,
      memberNumber: '',
      memberType: person.memberType,
      dependentNo: isEmployee ? 0 : dependentNo,
      employeeMemberId: isEmployee ? id : (employeeMember?.id ?? id),
      employeeId:
        'employeeId' in form ? form.employeeId.toUpperCase() : (employeeMember?.employeeId ?? ''),
      name: form.name.trim().toUpperCase(),
      gender: form.gender === 'F' ? 'F' : 'M',
      dateOfBirth: parseDmyDate(form.dateOfBirth) ?? '',
      maritalStatus:
        'maritalStatus' in form
          ? form.maritalStatus === 'married'
            ? 'married'
            : 'single'
          : person.memberType === 'S'
            ? 'married'
            : 'single',
      ktpIcNo: form.ktpIcNo,
      effectiveDate: row.effectiveDate,
      ...(form.email.trim() === '' ? {} : { email: form.email.trim().toUpperCase() }),
      ...(form.mobileNumber.trim() === '' ? {} : { mobileNumber: form.mobileNumber.trim() }),
    };
    if (isEmployee) employeeMember = member;
    created.set(formId, member);
    ctx.book.extras.set(id, extrasOf(form));
    return member;
  };
  const number = new Map<string, number>();
  policies.forEach((p, i) => {
    // The employee first, so dependents find it.
    const rows = [...p.rows].sort(
      (a, b) =>
        Number(people.get(b.id)?.memberType === 'E') - Number(people.get(a.id)?.memberType === 'E'),
    );
    for (const row of rows) {
      const member = memberOf(row.id, p.policy, row);
      const base = employee.numberIn(p.policy) ?? newNumberBase(ctx, number, p.policy);
      const memberNumber = `${base}${String(member.dependentNo).padStart(2, '0')}`;
      if (member.memberNumber === '') member.memberNumber = memberNumber;
      const enrolment = ctx.company.add(member, p.policy, {
        subsidiaryId: subsidiaryIdOf(p.policy, row.subsidiaryNo),
        planNo: row.planNo,
        memberNumber,
        effectiveDate: row.effectiveDate,
        pending: null,
      });
      markPending(
        ctx,
        enrolment,
        member.memberType === 'E' ? 'ADD_EMPLOYEE' : 'ADD_DEPENDENT',
        refs[i]!,
        row.effectiveDate,
      );
    }
  });
  return [...created.values()].map((m) => m.id);
};

/** A new employee's member number base (11 digits) in a policy: 9 and a sequence. */
const newNumberBase = (ctx: Context, cache: Map<string, number>, policy: SeedPolicy): string => {
  let seq = cache.get(policy.id);
  if (seq === undefined) {
    seq = ctx.company.rows.length + ctx.book.alterations.length + 1;
    cache.set(policy.id, seq);
  }
  return `9${String(seq).padStart(10, '0')}`;
};

const subsidiaryIdOf = (policy: SeedPolicy, subsidiaryNo: string): string =>
  policy.subsidiaries.find((s) => s.subsidiaryNo === subsidiaryNo)?.id ??
  policy.subsidiaries[0]!.id;

const extrasOf = (form: EmployeeForm | DependentForm) => {
  const employee = 'salary' in form ? form : null;
  const bank = employee?.bankAccount.bank;
  return {
    medicalCardNumber: '',
    salary:
      employee && employee.salary.amount !== ''
        ? {
            amount: salaryWithTwoDecimals(employee.salary.amount),
            currency: employee.salary.currency,
          }
        : null,
    addressLine1: employee?.addressLine1.toUpperCase() ?? '',
    addressLine2: employee?.addressLine2.toUpperCase() ?? '',
    postCode: employee?.postalCode ?? '',
    countryCode: form.countryCode || 'ID',
    countryDialCode: form.countryDialCode || '+62',
    bankAccount:
      employee && (employee.bankAccount.accountNumber !== '' || bank)
        ? {
            accountName: employee.bankAccount.accountName.toUpperCase(),
            accountNumber: employee.bankAccount.accountNumber,
            bank: bank ?? { key: '', desc: '' },
          }
        : null,
  };
};

const addEmployee = (ctx: Context, body: AddEmployeeRequest): MemberAlterationRef => {
  if (!dependentsWithinLimit(body.dependents.length)) throw reject(E.tooManyDependents);
  checkForm(
    validateEmployeeForm(body.employeeDetails, {
      namePattern: namePatterns(ctx.world).employee,
      today: ctx.today,
    }),
    'employeeDetails',
  );
  checkDependents(ctx, body.dependents, 0);
  checkEmployeeEcho(ctx, body.employeeDetails);
  body.dependents.forEach((d, i) =>
    checkCountry(ctx, d.countryCode, `dependents.${i}.countryCode`),
  );
  const bank = body.employeeDetails.bankAccount.bank;
  if (bank && !BANK_LIST.some((b) => b.key === bank.key)) {
    throw fail.badRequest(`Unknown bank ${bank.key}`);
  }
  const ids = [body.employeeDetails.id, ...body.dependents.map((d) => d.id)];
  uniqueIds(ids);
  const people = new Map<string, NewPerson>([
    [body.employeeDetails.id, { form: body.employeeDetails, memberType: 'E' }],
    ...body.dependents.map((d): [string, NewPerson] => [
      d.id,
      { form: d, memberType: memberTypeOfDependent(d) },
    ]),
  ]);
  const companyPolicies = new Map(ctx.company.policies.map((p) => [p.id, p]));
  const policies = checkAddPolicies(
    ctx,
    body.applicablePolicies,
    new Set(ids),
    (id) => companyPolicies.get(id),
    body.employeeDetails.id,
  );
  const refs = referencesFor(ctx, policies.length);
  const memberIds = enrolNew(ctx, people, policies, { member: null, numberIn: () => null }, refs);
  recordOf(
    ctx,
    'ADD_EMPLOYEE',
    refs,
    memberIds,
    policies.map((p) => p.policy.id),
    body,
  );
  return answerOf(refs);
};

const addDependent = (ctx: Context, body: AddDependentRequest): MemberAlterationRef => {
  const enrolments = targetOf(ctx, body);
  const employee = enrolments[0]!.member;
  if (employee.memberType !== 'E') throw reject(E.memberTypeMismatch);
  checkDependents(ctx, body.dependents, 1);
  const ids = body.dependents.map((d) => d.id);
  uniqueIds(ids);
  const people = new Map(
    body.dependents.map((d): [string, NewPerson] => [
      d.id,
      { form: d, memberType: memberTypeOfDependent(d) },
    ]),
  );
  const enrolled = new Map(enrolments.map((e) => [e.policy.id, e]));
  const policies = checkAddPolicies(
    ctx,
    body.applicablePolicies,
    new Set(ids),
    (id) => enrolled.get(id)?.policy,
    null,
  );
  const refs = referencesFor(ctx, policies.length);
  const memberIds = enrolNew(
    ctx,
    people,
    policies,
    {
      member: employee,
      numberIn: (policy) => enrolled.get(policy.id)?.memberNumber.slice(0, -2) ?? null,
    },
    refs,
  );
  recordOf(
    ctx,
    'ADD_DEPENDENT',
    refs,
    memberIds,
    policies.map((p) => p.policy.id),
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
