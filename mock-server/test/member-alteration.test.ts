import {
  CALLS,
  ERROR_CODES,
  addIsoDays,
  type DependentForm,
  type EmployeeForm,
  type MemberRow,
} from '@mo/contracts';
import {
  HR_COMPANY_ID,
  OTHER_COMPANY_ID,
  TERMINATE_REASONS,
  type SeedMember,
  type SeedPolicy,
} from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { hrMembers, hrPolicies, seed } from './hr-seed';
import { codeOf, send, signIn, testApp, type SignedIn } from './helpers';
import { employeeForm } from './member-forms';

const E = ERROR_CODES;
const TODAY = '2026-11-10';
const CLOCK = `${TODAY}T03:00:00Z`;

const policyOf = (id: string) => seed.policies.find((p) => p.id === id)!;
const twoPolicyEmployee = hrMembers.find((m) => m.memberType === 'E' && m.otherEnrolments?.length)!;
const [employeeA, employeeB, employeeC] = hrMembers.filter(
  (m) => m.memberType === 'E' && !m.otherEnrolments && m.id !== twoPolicyEmployee.id,
) as [SeedMember, SeedMember, SeedMember];
const spouse = hrMembers.find((m) => m.memberType === 'S' && !m.otherEnrolments)!;
const reason = TERMINATE_REASONS[0]!;

const dependentForm = (n: number, patch: Partial<DependentForm> = {}): DependentForm => ({
  id: `EBMBR-D${n}`,
  name: `ANAK SANTOSO ${'ABCDEFGHIJKL'[n] ?? 'Z'}`,
  gender: 'F',
  memberType: 'wife',
  dateOfBirth: '01-02-2015',
  mobileNumber: '',
  email: '',
  ktpIcNo: '',
  countryCode: 'ID',
  flag: 'id',
  countryDialCode: '+62',
  ...patch,
});

const addRow = (id: string, policy: SeedPolicy, patch: Record<string, string> = {}) => ({
  id,
  planNo: 'A',
  planDesc: policy.plans.find((p) => p.planNo === 'A')!.planDescription,
  effectiveDate: TODAY,
  subsidiaryNo: policy.subsidiaries[0]!.subsidiaryNo,
  subsidiaryName: policy.subsidiaries[0]!.subsidiaryName,
  ...patch,
});

const policyBlock = <R>(policy: SeedPolicy, members: R[]) => ({
  id: policy.id,
  policyType: policy.policyType,
  policyNo: policy.policyNo,
  members,
});

const keyOf = (m: SeedMember) => ({
  companyId: HR_COMPANY_ID,
  memberId: m.id,
  memberNumber: m.memberNumber,
  policyNumber: policyOf(m.policyId).policyNo,
});

const removeBody = (m: SeedMember, row: Record<string, unknown> = {}, policies = [m.policyId]) => ({
  type: 'REMOVE_MEMBER',
  ...keyOf(m),
  applicablePolicies: policies.map((id) =>
    policyBlock(policyOf(id), [
      { id: m.id, effectiveDate: TODAY, terminateReason: { ...reason }, ...row },
    ]),
  ),
});

const changePlanBody = (m: SeedMember, row: Record<string, string> = {}) => {
  const policy = policyOf(m.policyId);
  const other = policy.plans.find((p) => p.planNo !== m.planNo)!;
  return {
    ...keyOf(m),
    applicablePolicies: [
      policyBlock(policy, [
        {
          id: m.id,
          planNo: other.planNo,
          planDesc: other.planDescription,
          effectiveDate: TODAY,
          ...row,
        },
      ]),
    ],
  };
};

const editEmployeeBody = (m: SeedMember, patch: Partial<EmployeeForm> = {}) => ({
  type: 'EDIT_MEMBER',
  ...keyOf(m),
  employeeDetails: employeeForm({ id: m.id, name: m.name, ...patch }),
});

const addEmployeeBody = (
  dependents: DependentForm[],
  policies: SeedPolicy[],
  rowPatch: Record<string, string> = {},
  employee: Partial<EmployeeForm> = {},
) => ({
  type: 'ADD_EMPLOYEE',
  companyId: HR_COMPANY_ID,
  employeeDetails: employeeForm(employee),
  dependents,
  applicablePolicies: policies.map((p) =>
    policyBlock(p, [
      addRow('EBMBR-E1', p, rowPatch),
      ...dependents.map((d) => addRow(d.id, p, rowPatch)),
    ]),
  ),
});

const REF = /^MA\d{8}\d{5}$/;

describe('member alterations', () => {
  let app: MockApp;
  let hr: SignedIn;
  beforeAll(async () => {
    app = await testApp({ config: { clockStart: CLOCK } });
    hr = await signIn(app, 'hr');
  });
  afterAll(() => app.close());

  const alter = (body: unknown) =>
    send(app, CALLS.memberAlteration, { body, token: hr.accessToken });
  const changePlan = (body: unknown) =>
    send(app, CALLS.changePlan, { body, token: hr.accessToken });
  const rowsOf = async (body: Record<string, unknown>): Promise<MemberRow[]> =>
    (
      await send(app, CALLS.memberList, {
        body: { companyId: HR_COMPANY_ID, pageSize: 50, ...body },
        token: hr.accessToken,
      })
    ).body.data!.members;
  const rejects = async (answer: Promise<{ statusCode: number }>, code: string) => {
    const a = (await answer) as Awaited<ReturnType<typeof alter>>;
    expect(codeOf(a)).toBe(code);
    expect(a.statusCode).toBeGreaterThanOrEqual(400);
    expect(a.statusCode).toBeLessThan(500);
  };

  describe('edit details', () => {
    it('answers a reference and lists the member with a pending Edit details request', async () => {
      // listed before the request: the answer's row (cached with its JSON) must not stay as it was
      const search = { searchByValue: employeeA.name };
      const before = (await rowsOf(search)).find((r) => r.id === employeeA.id);
      expect(before).toMatchObject({ updateRequest: null, requestDate: null });
      const answer = await alter(editEmployeeBody(employeeA));
      expect(answer.statusCode).toBe(200);
      const ref = answer.body.data!.memberAlterationRef;
      expect(ref).toMatch(REF);
      expect(String(ref).slice(2, 10)).toBe(TODAY.replace(/-/g, ''));
      const rows = await rowsOf({ filterBy: { updateRequest: ['EDIT_DETAILS'] } });
      expect(rows.map((r) => r.id)).toEqual([employeeA.id]);
      expect(rows[0]).toMatchObject({ updateRequest: 'EDIT_DETAILS', requestDate: TODAY });
      expect((await rowsOf(search)).find((r) => r.id === employeeA.id)).toMatchObject({
        updateRequest: 'EDIT_DETAILS',
        requestDate: TODAY,
      });
      // pending approval: the name is unchanged
      expect(rows[0]!.name).toBe(employeeA.name);
    });

    it('checks the employee form on the server (err025, err026, err029, err033)', async () => {
      await rejects(alter(editEmployeeBody(employeeB, { gender: '' })), E.genderRequired);
      await rejects(
        alter(editEmployeeBody(employeeB, { maritalStatus: '' })),
        E.maritalStatusRequired,
      );
      await rejects(alter(editEmployeeBody(employeeB, { subsidiary: '' })), E.subsidiaryRequired);
      const pattern = await alter(editEmployeeBody(employeeB, { name: 'BUDI_99' }));
      expect(codeOf(pattern)).toBe(E.fieldsInvalid);
      expect(pattern.body.systemInformation.details).toContain('employeeDetails.name: pattern');
      await rejects(alter(editEmployeeBody(employeeB, { email: 'nope' })), E.emailFormat);
    });

    it('checks a dependent with the dependent form (err028) and refuses the wrong form (MA4011)', async () => {
      const body = {
        type: 'EDIT_MEMBER',
        ...keyOf(spouse),
        dependentDetails: dependentForm(1, { id: spouse.id, memberType: '' }),
      };
      await rejects(alter(body), E.memberTypeRequired);
      await rejects(alter(editEmployeeBody(spouse)), E.memberTypeMismatch);
    });

    it('answers GC404 for a member of another company and GC400 for a mismatched member number', async () => {
      const foreign = seed.members.find((m) => m.companyId === OTHER_COMPANY_ID)!;
      await rejects(alter({ ...editEmployeeBody(foreign), companyId: HR_COMPANY_ID }), E.notFound);
      await rejects(
        alter({ ...editEmployeeBody(employeeB), memberNumber: '0000100000000' }),
        E.badRequest,
      );
    });
  });

  describe('remove member', () => {
    it('needs a terminate reason (err030) and an effective date (err031)', async () => {
      await rejects(alter(removeBody(employeeB, { terminateReason: null })), E.reasonRequired);
      await rejects(alter(removeBody(employeeB, { effectiveDate: '' })), E.effectiveDateRequired);
    });

    it('takes effective dates up to 30 days either side of today, not further (err032)', async () => {
      for (const days of [31, -31]) {
        const answer = await alter(
          removeBody(employeeB, { effectiveDate: addIsoDays(TODAY, days) }),
        );
        expect(codeOf(answer)).toBe(E.effectiveDateOutOfWindow);
        expect(answer.body.systemInformation.details?.[0]).toMatch(/effectiveDate: err032$/);
      }
      const ok = await alter(removeBody(employeeB, { effectiveDate: addIsoDays(TODAY, -30) }));
      expect(ok.statusCode).toBe(200);
    });

    it('answers err017 when no policy is chosen and GC400 for a policy the member is not in', async () => {
      await rejects(alter({ ...removeBody(employeeC), applicablePolicies: [] }), E.nothingChosen);
      const notIn = hrPolicies.find((p) => p.id !== employeeC.policyId)!;
      await rejects(alter(removeBody(employeeC, {}, [notIn.id])), E.badRequest);
      await rejects(
        alter(removeBody(employeeC, { terminateReason: { id: 'X', code: 'X', description: 'X' } })),
        E.badRequest,
      );
    });

    it('answers one reference per policy (a list for two) and marks each row', async () => {
      const policies = [
        twoPolicyEmployee.policyId,
        twoPolicyEmployee.otherEnrolments![0]!.policyId,
      ];
      const answer = await alter(removeBody(twoPolicyEmployee, {}, policies));
      const refs = answer.body.data!.memberAlterationRef;
      expect(Array.isArray(refs) && refs.length === 2 && refs.every((r) => REF.test(r))).toBe(true);
      const rows = (
        await rowsOf({ searchByValue: twoPolicyEmployee.memberNumber.slice(0, 11) })
      ).filter((r) => r.id === twoPolicyEmployee.id);
      expect(rows).toHaveLength(1);
      const all = (await rowsOf({ filterBy: { updateRequest: ['REMOVE_MEMBER'] } })).filter(
        (r) => r.id === twoPolicyEmployee.id,
      );
      expect(all.map((r) => r.policy.id).sort()).toEqual([...policies].sort());
      expect(all.every((r) => r.effectiveDate === TODAY && r.requestDate === TODAY)).toBe(true);
    });
  });

  describe('change plan', () => {
    it('needs a new plan (err035): none chosen, or the current one', async () => {
      await rejects(
        changePlan(changePlanBody(employeeC, { planNo: '', planDesc: '' })),
        E.newPlanRequired,
      );
      await rejects(
        changePlan(changePlanBody(employeeC, { planNo: employeeC.planNo })),
        E.newPlanRequired,
      );
      await rejects(changePlan(changePlanBody(employeeC, { planNo: 'Z' })), E.badRequest);
    });

    it('checks the effective date (err031, err032, err009)', async () => {
      await rejects(
        changePlan(changePlanBody(employeeC, { effectiveDate: '' })),
        E.effectiveDateRequired,
      );
      await rejects(
        changePlan(changePlanBody(employeeC, { effectiveDate: addIsoDays(TODAY, 45) })),
        E.effectiveDateOutOfWindow,
      );
      await rejects(
        changePlan(changePlanBody(employeeC, { effectiveDate: '2026-02-30' })),
        // A date that does not exist is not a date (part 1 section 5): err009.
        E.dateFormat,
      );
    });

    it('answers one reference for one policy and lists the pending Change plan', async () => {
      // asked before too, so a kept (cached) answer would be stale
      expect(await rowsOf({ filterBy: { updateRequest: ['CHANGE_PLAN'] } })).toEqual([]);
      const answer = await changePlan(changePlanBody(employeeC));
      expect(answer.body.data!.memberAlterationRef).toMatch(REF);
      const rows = await rowsOf({ filterBy: { updateRequest: ['CHANGE_PLAN'] } });
      expect(rows.map((r) => r.id)).toEqual([employeeC.id]);
      const policies = await send(app, CALLS.memberPolicies, {
        params: { memberId: employeeC.id },
        query: { companyId: HR_COMPANY_ID },
        token: hr.accessToken,
      });
      expect(policies.body.data!.policies[0]!.updateRequest).toBe('CHANGE_PLAN');
    });
  });

  describe('add employee', () => {
    const [p1, p2] = hrPolicies as [SeedPolicy, SeedPolicy];

    it('checks the forms: employee (err025) and each dependent (err028)', async () => {
      await rejects(alter(addEmployeeBody([], [p1], {}, { gender: '' })), E.genderRequired);
      await rejects(
        alter(addEmployeeBody([dependentForm(1, { memberType: '' })], [p1])),
        E.memberTypeRequired,
      );
      const dob = await alter(
        addEmployeeBody([dependentForm(1, { dateOfBirth: '31-02-2015' })], [p1]),
      );
      expect(codeOf(dob)).toBe(E.dateFormat);
      expect(dob.body.systemInformation.details).toContain('dependents.0.dateOfBirth: err009');
    });

    it('takes at most 10 dependents (MA4010)', async () => {
      const eleven = Array.from({ length: 11 }, (_, i) => dependentForm(i));
      await rejects(alter(addEmployeeBody(eleven, [p1])), E.tooManyDependents);
    });

    it('refuses a dependent form that is on no policy row (GC400)', async () => {
      const unplaced = addEmployeeBody([dependentForm(1)], [p1]);
      unplaced.applicablePolicies[0]!.members = unplaced.applicablePolicies[0]!.members.slice(0, 1);
      await rejects(alter(unplaced), E.badRequest);
    });

    it('checks each row: plan (err024), subsidiary (err029), a policy chosen (err017)', async () => {
      await rejects(alter(addEmployeeBody([], [p1], { planNo: '' })), E.planRequired);
      await rejects(alter(addEmployeeBody([], [p1], { subsidiaryNo: '' })), E.subsidiaryRequired);
      await rejects(alter(addEmployeeBody([], [])), E.nothingChosen);
      await rejects(
        alter(addEmployeeBody([], [p1], { effectiveDate: '' })),
        E.effectiveDateRequired,
      );
    });

    it("refuses echoes that are not the policy's, naming the field (GC400)", async () => {
      const forged = async (
        change: (body: ReturnType<typeof addEmployeeBody>) => void,
        field: string,
      ) => {
        const body = addEmployeeBody([dependentForm(1)], [p1]);
        change(body);
        const answer = await alter(body);
        expect(answer.statusCode).toBe(400);
        expect(codeOf(answer)).toBe(E.badRequest);
        expect(answer.body.systemInformation.details).toEqual([field]);
      };
      const block = (b: ReturnType<typeof addEmployeeBody>) => b.applicablePolicies[0]!;
      await forged((b) => (block(b).policyNo = p2.policyNo), 'applicablePolicies.0.policyNo');
      await forged((b) => (block(b).policyType = 'Forged'), 'applicablePolicies.0.policyType');
      await forged(
        (b) => (block(b).members[0]!.planDesc = 'Forged plan'),
        'applicablePolicies.0.members.0.planDesc',
      );
      await forged(
        (b) => (block(b).members[1]!.subsidiaryName = 'PT Forged'),
        'applicablePolicies.0.members.1.subsidiaryName',
      );
      await forged((b) => (b.employeeDetails.subsidiary = 'ZZZ'), 'employeeDetails.subsidiary');
      await forged((b) => (b.employeeDetails.countryCode = ''), 'employeeDetails.countryCode');
      await forged((b) => (b.dependents[0]!.countryCode = 'XX'), 'dependents.0.countryCode');
      // Nothing of the refused requests was stored.
      const rows = await rowsOf({ filterBy: { updateRequest: ['ADD_EMPLOYEE'] } });
      expect(rows).toHaveLength(0);
    });

    it('refuses rows naming no form, an unknown bank and a policy of another company', async () => {
      const body = addEmployeeBody([], [p1]);
      body.applicablePolicies[0]!.members.push(addRow('EBMBR-NOBODY', p1));
      await rejects(alter(body), E.badRequest);
      await rejects(
        alter(
          addEmployeeBody(
            [],
            [p1],
            {},
            {
              bankAccount: { accountName: '', accountNumber: '', bank: { key: 'XXX', desc: 'X' } },
            },
          ),
        ),
        E.badRequest,
      );
      const foreign = seed.policies.find((p) => p.companyId === OTHER_COMPANY_ID)!;
      await rejects(alter(addEmployeeBody([], [foreign])), E.notFound);
    });

    it('adds an employee with two dependents to two policies: two references, new rows, details from the form', async () => {
      const dependents = [
        dependentForm(1, { memberType: 'spouse', name: 'SITI SANTOSO' }),
        dependentForm(2),
      ];
      const answer = await alter(addEmployeeBody(dependents, [p1, p2]));
      expect(answer.statusCode).toBe(200);
      const refs = answer.body.data!.memberAlterationRef as string[];
      expect(refs).toHaveLength(2);
      const rows = await rowsOf({ searchByValue: 'SANTOSO' });
      const added = rows.filter((r) => r.updateRequest !== null);
      expect(added).toHaveLength(6);
      expect(added.filter((r) => r.updateRequest === 'ADD_EMPLOYEE').map((r) => r.name)).toEqual([
        'BUDI SANTOSO',
        'BUDI SANTOSO',
      ]);
      expect(
        added
          .filter((r) => r.memberType === 'SPOUSE')
          .every((r) => r.updateRequest === 'ADD_DEPENDENT'),
      ).toBe(true);
      // 'wife' is the child option
      expect(
        added.filter((r) => r.name === 'ANAK SANTOSO C').every((r) => r.memberType === 'CHILD'),
      ).toBe(true);
      const employeeRow = added.find((r) => r.memberType === 'EMPLOYEE')!;
      const details = await send(app, CALLS.memberDetails, {
        params: { memberId: employeeRow.id },
        query: { companyId: HR_COMPANY_ID },
        token: hr.accessToken,
      });
      expect(details.body.data).toMatchObject({
        memberName: 'BUDI SANTOSO',
        dateOfBirth: '1990-08-17',
        salary: { amount: '15000000.00', currency: 'IDR' },
        bankAccount: { accountNumber: '1234567890', bank: { key: 'BAN' } },
      });
      expect(details.body.data!.employeeAndDependents).toHaveLength(3);
    });
  });

  describe('add dependent', () => {
    const body = (employee: SeedMember, dependents: DependentForm[]) => ({
      type: 'ADD_DEPENDENT',
      ...keyOf(employee),
      dependents,
      applicablePolicies: [
        policyBlock(
          policyOf(employee.policyId),
          dependents.map((d) => addRow(d.id, policyOf(employee.policyId))),
        ),
      ],
    });

    it("adds a dependent to an employee's policy, numbered in the household", async () => {
      const employee = hrMembers.filter((m) => m.memberType === 'E' && !m.otherEnrolments)[5]!;
      const answer = await alter(body(employee, [dependentForm(3, { name: 'DEWI BARU' })]));
      expect(answer.body.data!.memberAlterationRef).toMatch(REF);
      const [row] = await rowsOf({ searchByValue: 'DEWI BARU' });
      expect(row).toMatchObject({ updateRequest: 'ADD_DEPENDENT', memberType: 'CHILD' });
      expect(row!.memberNumber.slice(0, 11)).toBe(employee.memberNumber.slice(0, 11));
    });

    it('refuses a dependent as the employee (MA4011), none (GC400) and eleven (MA4010)', async () => {
      await rejects(alter(body(spouse, [dependentForm(1)])), E.memberTypeMismatch);
      await rejects(alter(body(employeeB, [])), E.badRequest);
      const eleven = Array.from({ length: 11 }, (_, i) => dependentForm(i));
      await rejects(alter(body(employeeB, eleven)), E.tooManyDependents);
    });

    it.each([
      ['an unknown member type', { memberType: 'cousin' }, 'body.dependents.0.memberType'],
      ['a 500-character name', { name: 'A'.repeat(500) }, 'body.dependents.0.name'],
    ] as const)(
      'names the field of the request type sent for %s (GC400)',
      async (_case, patch, field) => {
        const answer = await alter(
          body(employeeB, [dependentForm(1, patch as Partial<DependentForm>)]),
        );
        expect(codeOf(answer)).toBe(E.badRequest);
        const details = answer.body.systemInformation.details ?? [];
        expect(details.some((d: string) => d.startsWith(`${field}:`))).toBe(true);
        // Not the fields of another request type (remove's terminate reason, for one).
        expect(details.join(' ')).not.toContain('terminateReason');
      },
    );

    it('refuses a dependent form that is on no policy (it would be dropped) with GC400', async () => {
      const two = [dependentForm(1), dependentForm(2, { name: 'TANPA POLIS' })];
      const onlyFirst = body(employeeB, two);
      onlyFirst.applicablePolicies[0]!.members = onlyFirst.applicablePolicies[0]!.members.slice(
        0,
        1,
      );
      await rejects(alter(onlyFirst), E.badRequest);
      expect(await rowsOf({ searchByValue: two[1]!.name })).toHaveLength(0);
    });
  });

  describe('scope and bad input', () => {
    it('answers GW1035 for another company', async () => {
      await rejects(
        alter({ ...editEmployeeBody(employeeB), companyId: OTHER_COMPANY_ID }),
        E.companyForbidden,
      );
      await rejects(
        changePlan({ ...changePlanBody(employeeB), companyId: OTHER_COMPANY_ID }),
        E.companyForbidden,
      );
    });

    it('answers malformed requests with an error code, never a 500', async () => {
      for (const body of [
        {},
        { type: 'DELETE_EVERYTHING', companyId: HR_COMPANY_ID },
        { ...editEmployeeBody(employeeB), employeeDetails: { ...employeeForm(), gender: 'X' } },
        { ...removeBody(employeeB), applicablePolicies: 'all' },
      ]) {
        const answer = await alter(body);
        expect(answer.statusCode).toBe(400);
        expect([E.badRequest, E.required]).toContain(codeOf(answer));
      }
    });
  });
});

describe('member alterations: policy dates and persistence', () => {
  it('refuses an effective date after the policy end (err039) on remove and change plan', async () => {
    const policy = policyOf(employeeA.policyId);
    const today = addIsoDays(policy.policyPeriodTo, -5);
    const app = await testApp({ config: { clockStart: `${today}T03:00:00Z` } });
    const hr = await signIn(app, 'hr');
    const late = addIsoDays(policy.policyPeriodTo, 1);
    const remove = await send(app, CALLS.memberAlteration, {
      body: removeBody(employeeA, { effectiveDate: late }),
      token: hr.accessToken,
    });
    expect(codeOf(remove)).toBe(E.effectiveDateAfterPolicyEnd);
    const change = await send(app, CALLS.changePlan, {
      body: changePlanBody(employeeA, { effectiveDate: late }),
      token: hr.accessToken,
    });
    expect(codeOf(change)).toBe(E.effectiveDateAfterPolicyEnd);
    const onEnd = await send(app, CALLS.changePlan, {
      body: changePlanBody(employeeA, { effectiveDate: policy.policyPeriodTo }),
      token: hr.accessToken,
    });
    expect(onEnd.statusCode).toBe(200);
    await app.close();
  });

  it('refuses an added member effective before the policy commencement (err040)', async () => {
    const policy = hrPolicies[0]!;
    const today = addIsoDays(policy.policyCommencementDate, -10);
    const app = await testApp({ config: { clockStart: `${today}T03:00:00Z` } });
    const hr = await signIn(app, 'hr');
    const early = addIsoDays(policy.policyCommencementDate, -1);
    const answer = await send(app, CALLS.memberAlteration, {
      body: addEmployeeBody([], [policy], { effectiveDate: early }),
      token: hr.accessToken,
    });
    expect(codeOf(answer)).toBe(E.effectiveDateBeforeCommencement);
    await app.close();
  });

  it('keeps the list indexes in step: an added or edited member is found by the very next query', async () => {
    const app = await testApp({ config: { clockStart: CLOCK } });
    const hr = await signIn(app, 'hr');
    const list = async (body: Record<string, unknown>) =>
      (
        await send(app, CALLS.memberList, {
          body: { companyId: HR_COMPANY_ID, pageSize: 50, ...body },
          token: hr.accessToken,
        })
      ).body.data!;
    const newName = 'ZAKARIA INDEKSWATI';
    // the search index, the filter sets and the orders are built before the alterations, so
    // what follows proves them kept in step, not built afresh
    expect((await list({ searchByValue: 'indekswati' })).pagination.totalRecord).toBe(0);
    await list({ sortByField: 'requestDate', filterBy: { updateRequest: ['ADD_EMPLOYEE'] } });
    await list({ sortByField: 'updateRequest' });

    const added = await send(app, CALLS.memberAlteration, {
      body: addEmployeeBody([], [hrPolicies[0]!], {}, { name: newName }),
      token: hr.accessToken,
    });
    expect(added.statusCode).toBe(200);
    const found = await list({ searchByValue: 'indekswati' });
    expect(found.members.map((r) => r.name)).toEqual([newName]);
    const row = found.members[0]!;
    expect((await list({ searchByValue: row.memberNumber })).members.map((r) => r.id)).toEqual([
      row.id,
    ]);
    // the only row with a request date comes first; its filter counts it
    expect((await list({ sortByField: 'requestDate' })).members[0]!.id).toBe(row.id);
    const pending = await list({ filterBy: { updateRequest: ['ADD_EMPLOYEE'] } });
    expect(pending.members.map((r) => r.id)).toEqual([row.id]);
    expect(
      pending.applicableFilters
        .find((f) => f.field === 'updateRequest')!
        .options.find((o) => o.value === 'ADD_EMPLOYEE')?.count,
    ).toBe(1);

    // an edit moves the member in the update-request order (ADD_EMPLOYEE, EDIT_DETAILS, none)
    await send(app, CALLS.memberAlteration, {
      body: editEmployeeBody(employeeC),
      token: hr.accessToken,
    });
    const byRequest = await list({ sortByField: 'updateRequest', pageSize: 10 });
    expect(byRequest.members.slice(0, 2).map((r) => [r.id, r.updateRequest])).toEqual([
      [row.id, 'ADD_EMPLOYEE'],
      [employeeC.id, 'EDIT_DETAILS'],
    ]);

    // a reset rebuilds the list from the seed
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const fresh = await signIn(app, 'hr');
    const after = await send(app, CALLS.memberList, {
      body: { companyId: HR_COMPANY_ID, searchByValue: 'indekswati' },
      token: fresh.accessToken,
    });
    expect(after.body.data!.pagination.totalRecord).toBe(0);
    await app.close();
  });

  it('keeps alterations until /__mock/reset, per company', async () => {
    const app = await testApp({ config: { clockStart: CLOCK } });
    const hr = await signIn(app, 'hr');
    const broker = await signIn(app, 'broker');
    await send(app, CALLS.memberAlteration, {
      body: editEmployeeBody(employeeB),
      token: hr.accessToken,
    });
    await send(app, CALLS.memberAlteration, {
      body: addEmployeeBody([], [hrPolicies[0]!]),
      token: hr.accessToken,
    });
    const pending = async (companyId: string, token: string) =>
      (
        await send(app, CALLS.memberList, {
          body: { companyId, filterBy: { updateRequest: ['EDIT_DETAILS', 'ADD_EMPLOYEE'] } },
          token,
        })
      ).body.data!.pagination.totalRecord;
    expect(await pending(HR_COMPANY_ID, hr.accessToken)).toBe(2);
    const otherBrokerCompany = seed.users
      .find((u) => u.email === 'broker@mitra-demo.co.id')!
      .companyIds.find((c) => c !== HR_COMPANY_ID)!;
    expect(await pending(otherBrokerCompany, broker.accessToken)).toBe(0);
    // still there on the next call and the next sign-in
    const again = await signIn(app, 'hr');
    expect(await pending(HR_COMPANY_ID, again.accessToken)).toBe(2);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const fresh = await signIn(app, 'hr');
    expect(await pending(HR_COMPANY_ID, fresh.accessToken)).toBe(0);
    const added = await send(app, CALLS.memberList, {
      body: { companyId: HR_COMPANY_ID, searchByValue: 'BUDI SANTOSO' },
      token: fresh.accessToken,
    });
    expect(added.body.data!.members.filter((r) => r.updateRequest)).toEqual([]);
    await app.close();
  });
});
