import { CALLS, ERROR_CODES, MEMBER_LIMITS, type MemberRow } from '@mo/contracts';
import {
  BANK_LIST,
  HR_COMPANY_ID,
  OTHER_COMPANY_ID,
  TERMINATE_REASONS,
  demoUser,
  type SeedMember,
} from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { hrMembers, seed } from './hr-seed';
import { codeOf, send, signIn, testApp, type SignedIn, useSignedInApp } from './helpers';

/** Rows of the HR company: one per member and policy. */
const hrRowCount = hrMembers.reduce((n, m) => n + 1 + (m.otherEnrolments?.length ?? 0), 0);
const twoPolicyMember = hrMembers.find((m) => m.memberType === 'E' && m.otherEnrolments?.length)!;
const dependent = hrMembers.find((m) => m.memberType === 'S')!;
const employeeOf = (m: SeedMember) => hrMembers.find((e) => e.id === m.employeeMemberId)!;
const foreignMember = seed.members.find((m) => m.companyId === OTHER_COMPANY_ID)!;
const brokerCompanies = demoUser(seed, 'broker').companyIds;

describe('members: list, details, policies, plan details, banks, terminate reasons', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn));

  const list = (body: Record<string, unknown>, token = hr.accessToken) =>
    send(app, CALLS.memberList, { body: { companyId: HR_COMPANY_ID, ...body }, token });
  const rowsOf = async (body: Record<string, unknown>): Promise<MemberRow[]> => {
    const answer = await list({ pageSize: 50, ...body });
    expect(answer.statusCode).toBe(200);
    return answer.body.data!.members;
  };
  /** Every row matching a query, through the pages. */
  const allRows = async (body: Record<string, unknown>): Promise<MemberRow[]> => {
    const rows: MemberRow[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await list({ ...body, pageNumber: page, pageSize: 50 });
      rows.push(...answer.body.data!.members);
      if (page >= answer.body.data!.pagination.totalPage) return rows;
    }
  };

  describe('memberList', () => {
    it('answers page 1 of 10 by default, one row per member and policy, with the filters', async () => {
      const answer = await list({});
      expect(answer.statusCode).toBe(200);
      const data = answer.body.data!;
      expect(data.members).toHaveLength(MEMBER_LIMITS.defaultPageSize);
      expect(data.pagination).toEqual({
        currentPage: 1,
        pageSize: 10,
        totalPage: Math.ceil(hrRowCount / 10),
        totalRecord: hrRowCount,
      });
      expect(data.applicableFilters.map((f) => f.field)).toEqual([
        'updateRequest',
        'gender',
        'policyNumber',
        'memberType',
      ]);
      const policies = data.applicableFilters.find((f) => f.field === 'policyNumber')!.options;
      const hrPolicies = seed.policies.filter((p) => p.companyId === HR_COMPANY_ID);
      expect(policies.map((o) => o.value)).toEqual(hrPolicies.map((p) => p.policyNo));
      expect(policies[0]!.label).toBe(`${hrPolicies[0]!.policyNo} - ${hrPolicies[0]!.policyType}`);
      expect(policies.reduce((n, o) => n + o.count, 0)).toBe(hrRowCount);
    });

    it('lists a member in two policies once per policy', async () => {
      const rows = await rowsOf({ searchByValue: twoPolicyMember.name });
      const own = rows.filter((r) => r.id === twoPolicyMember.id);
      expect(own.map((r) => r.policy.id).sort()).toEqual(
        [
          twoPolicyMember.policyId,
          ...twoPolicyMember.otherEnrolments!.map((e) => e.policyId),
        ].sort(),
      );
    });

    it('pages on the server: the pages do not overlap and a page past the end is empty', async () => {
      const first = await rowsOf({ pageSize: 10, pageNumber: 1, sortByField: 'memberNumber' });
      const second = await rowsOf({ pageSize: 10, pageNumber: 2, sortByField: 'memberNumber' });
      const keys = (rows: MemberRow[]) => rows.map((r) => `${r.id}:${r.policy.id}`);
      expect(keys(first).filter((k) => keys(second).includes(k))).toEqual([]);
      expect(first[9]!.memberNumber < second[0]!.memberNumber).toBe(true);
      const past = await list({ pageNumber: 999 });
      expect(past.body.data!.members).toEqual([]);
      expect(past.body.data!.pagination.totalRecord).toBe(hrRowCount);
    });

    it.each(MEMBER_LIMITS.pageSizes)('takes page size %i', async (pageSize) => {
      const answer = await list({ pageSize });
      expect(answer.body.data!.members).toHaveLength(Math.min(pageSize, hrRowCount));
    });

    it('refuses other page sizes and a search over 121 characters (GC400)', async () => {
      for (const body of [{ pageSize: 15 }, { searchByValue: 'A'.repeat(122) }]) {
        const answer = await list(body);
        expect(answer.statusCode).toBe(400);
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
      }
      expect((await list({ searchByValue: 'A'.repeat(121) })).statusCode).toBe(200);
    });

    it('sorts by name both ways', async () => {
      const asc = (await allRows({ sortByField: 'name', sortByOrder: 'ASC' })).map((r) => r.name);
      expect(asc).toEqual([...asc].sort());
      const desc = (await rowsOf({ sortByField: 'name', sortByOrder: 'DESC' })).map((r) => r.name);
      expect(desc[0]).toBe(asc[asc.length - 1]);
      expect(desc).toEqual([...desc].sort().reverse());
    });

    it('sorts by member number and by policy number', async () => {
      const numbers = (await allRows({ sortByField: 'memberNumber' })).map((r) => r.memberNumber);
      expect(numbers).toEqual([...numbers].sort());
      const policies = (await rowsOf({ sortByField: 'policyNumber', sortByOrder: 'DESC' })).map(
        (r) => r.policyNumber,
      );
      expect(policies).toEqual([...policies].sort().reverse());
    });

    it('searches names and member numbers, with or without the hyphen, ignoring case', async () => {
      const byName = await allRows({ searchByValue: twoPolicyMember.name.toLowerCase() });
      expect(byName.length).toBeGreaterThan(0);
      expect(byName.every((r) => r.name.includes(twoPolicyMember.name))).toBe(true);
      const number = dependent.memberNumber;
      const hyphenated = `${number.slice(0, 5)}-${number.slice(5)}`;
      for (const searchByValue of [number, hyphenated]) {
        const rows = await rowsOf({ searchByValue });
        expect(rows.map((r) => r.id)).toContain(dependent.id);
        expect(rows.every((r) => r.memberNumber.includes(number))).toBe(true);
      }
      expect((await list({ searchByValue: 'ZZZZ-NOBODY' })).body.data!.pagination.totalRecord).toBe(
        0,
      );
    });

    it('keeps only employees or only dependents by member type; ALL keeps everyone', async () => {
      const employees = await allRows({ memberType: 'EMPLOYEE' });
      expect(employees.every((r) => r.memberType === 'EMPLOYEE')).toBe(true);
      const dependents = await allRows({ memberType: 'DEPENDENT' });
      expect(dependents.every((r) => r.memberType !== 'EMPLOYEE')).toBe(true);
      expect(employees.length + dependents.length).toBe(hrRowCount);
      expect((await list({ memberType: 'ALL' })).body.data!.pagination.totalRecord).toBe(
        hrRowCount,
      );
    });

    it('filters by gender, policy number and member type, combined', async () => {
      const policyNo = seed.policies.find((p) => p.id === twoPolicyMember.policyId)!.policyNo;
      const rows = await allRows({
        filterBy: { gender: ['F'], policyNumber: [policyNo], memberType: ['SPOUSE', 'CHILD'] },
      });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.policyNumber === policyNo && r.memberType !== 'EMPLOYEE')).toBe(
        true,
      );
      const women = new Set(hrMembers.filter((m) => m.gender === 'F').map((m) => m.id));
      expect(rows.every((r) => women.has(r.id))).toBe(true);
      const female = await list({ filterBy: { gender: ['F'] } });
      const count = hrMembers
        .filter((m) => m.gender === 'F')
        .reduce((n, m) => n + 1 + (m.otherEnrolments?.length ?? 0), 0);
      expect(female.body.data!.pagination.totalRecord).toBe(count);
    });

    it('filters by update request: none pending in the seed', async () => {
      const none = await list({ filterBy: { updateRequest: ['NONE'] } });
      expect(none.body.data!.pagination.totalRecord).toBe(hrRowCount);
      const edits = await list({ filterBy: { updateRequest: ['EDIT_DETAILS'] } });
      expect(edits.body.data!.pagination.totalRecord).toBe(0);
    });

    it('answers GW1035 for a company the user does not belong to; a broker reads each of his', async () => {
      const answer = await list({ companyId: OTHER_COMPANY_ID });
      expect(answer.statusCode).toBe(403);
      expect(codeOf(answer)).toBe(ERROR_CODES.companyForbidden);
      for (const companyId of brokerCompanies) {
        const own = await list({ companyId }, broker.accessToken);
        expect(own.statusCode).toBe(200);
      }
    });

    it('answers an unknown filter field or sort field with GC400, never a 500', async () => {
      for (const body of [
        { filterBy: { colour: ['red'] } },
        { sortByField: 'salary' },
        { memberType: 'SPOUSE' },
        { pageNumber: 0 },
      ]) {
        const answer = await list(body);
        expect(answer.statusCode).toBe(400);
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
      }
    });
  });

  const details = (memberId: string, query: Record<string, string> = {}, token = hr.accessToken) =>
    send(app, CALLS.memberDetails, {
      params: { memberId },
      query: { companyId: HR_COMPANY_ID, ...query },
      token,
    });

  describe('memberDetails', () => {
    it('answers an employee with the bank account and the household', async () => {
      const answer = await details(twoPolicyMember.id);
      expect(answer.statusCode).toBe(200);
      const data = answer.body.data!;
      expect(data).toMatchObject({
        id: twoPolicyMember.id,
        memberName: twoPolicyMember.name,
        memberType: 'EMPLOYEE',
        memberNumber: twoPolicyMember.memberNumber,
        employeeId: twoPolicyMember.employeeId,
        email: twoPolicyMember.email,
      });
      expect(data.bankAccount?.bank.key).toBeTruthy();
      expect(BANK_LIST.map((b) => b.key)).toContain(data.bankAccount!.bank.key);
      expect(data.salary?.amount).toMatch(/^\d+\.00$/);
      expect(data.formattedSalaryAmount?.formattedAmount).toMatch(/^\d{1,3}(\.\d{3})*,00$/);
      const household = hrMembers.filter((m) => m.employeeMemberId === twoPolicyMember.id);
      expect(data.employeeAndDependents.map((h) => h.id)).toEqual(household.map((m) => m.id));
    });

    it('answers a dependent without a bank account, with the employee in the household', async () => {
      const data = (await details(dependent.id)).body.data!;
      expect(data.memberType).toBe('SPOUSE');
      expect(data.bankAccount).toBeNull();
      expect(data.salary).toBeNull();
      expect(data.employeeAndDependents.map((h) => h.id)).toContain(employeeOf(dependent).id);
    });

    it('answers the asked policy: its member number, plan and subsidiary', async () => {
      const other = twoPolicyMember.otherEnrolments![0]!;
      const policy = seed.policies.find((p) => p.id === other.policyId)!;
      const data = (await details(twoPolicyMember.id, { policyId: other.policyId })).body.data!;
      expect(data.memberNumber).toBe(other.memberNumber);
      expect(data.plan.planNo).toBe(other.planNo);
      expect(data.subsidiary).toBe(
        policy.subsidiaries.find((s) => s.id === other.subsidiaryId)!.subsidiaryName,
      );
      const period = policy.periods[policy.periods.length - 1]!;
      const withPeriod = await details(twoPolicyMember.id, {
        policyId: other.policyId,
        periodId: period.id,
      });
      expect(withPeriod.statusCode).toBe(200);
    });

    it('answers GC404 for a policy the member is not in, a foreign period, another company member', async () => {
      const notIn = seed.policies.find(
        (p) => p.companyId === HR_COMPANY_ID && p.id !== dependent.policyId,
      )!;
      const foreignPeriod = notIn.periods[0]!.id;
      for (const answer of [
        await details(dependent.id, { policyId: notIn.id }),
        await details(dependent.id, { policyId: dependent.policyId, periodId: foreignPeriod }),
        await details(foreignMember.id),
        await details('MB999'),
      ]) {
        expect(answer.statusCode).toBe(404);
        expect(codeOf(answer)).toBe(ERROR_CODES.notFound);
      }
    });

    it('answers GC400 for a period without a policy (All policies has none)', async () => {
      const answer = await details(dependent.id, { periodId: 'PO000001001-P01' });
      expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
    });

    it('answers GW1035 for another company', async () => {
      const answer = await details(foreignMember.id, { companyId: OTHER_COMPANY_ID });
      expect(codeOf(answer)).toBe(ERROR_CODES.companyForbidden);
    });
  });

  describe('memberPolicies and memberPlanDetails', () => {
    const policies = (memberId: string, companyId = HR_COMPANY_ID) =>
      send(app, CALLS.memberPolicies, {
        params: { memberId },
        query: { companyId },
        token: hr.accessToken,
      });

    it("lists each of the member's policies with plan, subsidiary, member number and periods", async () => {
      const data = (await policies(twoPolicyMember.id)).body.data!;
      expect(data.policies).toHaveLength(2);
      const [first, second] = data.policies;
      const policy = seed.policies.find((p) => p.id === twoPolicyMember.policyId)!;
      expect(first).toMatchObject({
        policy: {
          id: policy.id,
          policyNumber: policy.policyNo,
          policyStartDate: policy.policyPeriodFrom,
          policyEndDate: policy.policyPeriodTo,
        },
        planNo: twoPolicyMember.planNo,
        memberNumber: twoPolicyMember.memberNumber,
        updateRequest: null,
      });
      expect(first!.periods.map((p) => p.id)).toEqual(policy.periods.map((p) => p.id));
      expect(second!.memberNumber).toBe(twoPolicyMember.otherEnrolments![0]!.memberNumber);
    });

    it('answers GW1035 for another company and GC404 for a member of another company', async () => {
      expect(codeOf(await policies(foreignMember.id, OTHER_COMPANY_ID))).toBe(
        ERROR_CODES.companyForbidden,
      );
      expect(codeOf(await policies(foreignMember.id))).toBe(ERROR_CODES.notFound);
    });

    it("answers the member's plan with only that plan's benefits", async () => {
      const answer = await send(app, CALLS.memberPlanDetails, {
        params: { memberId: twoPolicyMember.id, policyId: twoPolicyMember.policyId },
        query: { companyId: HR_COMPANY_ID },
        token: hr.accessToken,
      });
      const data = answer.body.data!;
      const policy = seed.policies.find((p) => p.id === twoPolicyMember.policyId)!;
      expect(data.planNo).toBe(twoPolicyMember.planNo);
      expect(data.policy.contractType).toBe(policy.contractType);
      expect(data.policy.benefitVMList.length).toBeGreaterThan(0);
      for (const benefit of data.policy.benefitVMList) {
        expect(benefit.planVMList.map((p) => p.planNo)).toEqual([twoPolicyMember.planNo]);
      }
      const seeded = policy.benefits[0]!.rows.filter((r) => r.planNo === twoPolicyMember.planNo);
      const first = data.policy.benefitVMList.find((b) => b.id === policy.benefits[0]!.id)!;
      expect(first.planVMList[0]!.benefitItemList.map((i) => i.code)).toEqual(
        seeded.map((r) => r.code),
      );
    });

    it('answers GC404 for a policy the member is not in', async () => {
      const notIn = seed.policies.find(
        (p) => p.companyId === HR_COMPANY_ID && p.id !== dependent.policyId,
      )!;
      const answer = await send(app, CALLS.memberPlanDetails, {
        params: { memberId: dependent.id, policyId: notIn.id },
        query: { companyId: HR_COMPANY_ID },
        token: hr.accessToken,
      });
      expect(codeOf(answer)).toBe(ERROR_CODES.notFound);
    });
  });

  describe('bankList and terminateReasons', () => {
    it('answer their lists to a member of the company, GW1035 to others', async () => {
      const banks = await send(app, CALLS.bankList, {
        query: { companyId: HR_COMPANY_ID },
        token: hr.accessToken,
      });
      expect(banks.body.data!.banks).toEqual(BANK_LIST);
      // more than ten banks, so the portal's dropdown has its search
      expect(banks.body.data!.banks.length).toBeGreaterThan(10);
      const reasons = await send(app, CALLS.terminateReasons, {
        query: { companyId: HR_COMPANY_ID },
        token: hr.accessToken,
      });
      expect(reasons.body.data!.terminateReasons).toEqual(TERMINATE_REASONS);
      const forbidden = await send(app, CALLS.bankList, {
        query: { companyId: OTHER_COMPANY_ID },
        token: hr.accessToken,
      });
      expect(codeOf(forbidden)).toBe(ERROR_CODES.companyForbidden);
    });

    it('need a session', async () => {
      const answer = await send(app, CALLS.terminateReasons, {
        query: { companyId: HR_COMPANY_ID },
      });
      expect(answer.statusCode).toBe(401);
    });
  });
});

describe('members at scale', () => {
  it('pages a search-sort-filter query over 20,000 members of a company quickly', async () => {
    const app = await testApp({ seed: { companies: 2, membersPerCompany: 20_000 } });
    const hr = await signIn(app, 'hr');
    const body = {
      companyId: HR_COMPANY_ID,
      searchByValue: 'an',
      sortByField: 'name',
      sortByOrder: 'DESC',
      filterBy: { gender: ['F'] },
      pageNumber: 3,
      pageSize: 50,
    };
    // the first query builds the index and the name order
    await send(app, CALLS.memberList, { body, token: hr.accessToken });
    const started = performance.now();
    for (let i = 0; i < 10; i += 1)
      await send(app, CALLS.memberList, { body, token: hr.accessToken });
    const perQuery = (performance.now() - started) / 10;
    const answer = await send(app, CALLS.memberList, { body, token: hr.accessToken });
    const names = answer.body.data!.members.map((r) => r.name);
    expect(names).toEqual([...names].sort().reverse());
    expect(answer.body.data!.members.every((r) => r.name.toLowerCase().includes('an'))).toBe(true);
    // generous for a busy two-core runner; bench measures it properly
    expect(perQuery).toBeLessThan(250);
    await app.close();
  }, 60_000);
});
