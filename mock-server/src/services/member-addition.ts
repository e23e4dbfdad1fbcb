import {
  checkAddRow,
  parseDmyDate,
  salaryWithTwoDecimals,
  dependentsWithinLimit,
  validateEmployeeForm,
  type AddDependentRequest,
  type AddEmployeeRequest,
  type AddPolicy,
  type DependentForm,
  type EmployeeForm,
  type MemberAlterationRef,
  type RowErrors,
} from '@mo/contracts';
import { BANK_LIST, type SeedMember, type SeedPolicy } from '@mo/fixtures';
import { fail } from '../lib/api-error';
import {
  E,
  reject,
  checkForm,
  checkRows,
  namePatterns,
  targetOf,
  distinctPolicies,
  referencesFor,
  answerOf,
  markPending,
  recordOf,
  checkDependents,
  type Context,
} from './alteration-context';

/*
 * Additions (a new employee with dependents, or dependents of an enrolled employee): each form and
 * policy echo checked with the portal's rules, then the new members created and enrolled, pending.
 */

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

export const addEmployee = (ctx: Context, body: AddEmployeeRequest): MemberAlterationRef => {
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

export const addDependent = (ctx: Context, body: AddDependentRequest): MemberAlterationRef => {
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
