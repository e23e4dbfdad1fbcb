/**
 * Consumer contract, members (add part): memberAlteration ADD_EMPLOYEE and ADD_DEPENDENT as the
 * policy-selection saga sends them (success and a server error code), the bank list of the bank
 * dropdown, getSysParam COUNTRY of the dial-code dropdown and JKT_DATE_TIME of the
 * effective-date window. Driven through the web's own API
 * functions and RTK Query endpoints.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  NEW_MEMBER_ID_PREFIX,
  TEST_JAKARTA_TODAY,
  type AddDependentRequest,
  type AddEmployeeRequest,
  type DependentForm,
  CALL_ROUTES,
} from '@mo/contracts';
import { buildSeed, type SeedMember, type SeedPolicy } from '@mo/fixtures';
import { fetchSysParam } from '../../web/src/lib/sys-params';
import { sendAlteration } from '../../web/src/features/members/add/model/add-saga';
import { bankListApi } from '../../web/src/features/members/shared/fields/api/bank-list';
import { serverTodayApi } from '../../web/src/lib/api/server-today';
import { dependentForm, employeeForm } from './support/employee-form';
import { clientFor, ok, refused, sysParamCase } from './support/pact-client';
import { rtkStoreFor, runEndpoint } from './rtk-driver';
import { TOKEN, companyId, refMatcher, signedInPact } from './members-pact';

const { eachLike, regex, string } = MatchersV3;
const { run, call } = signedInPact();
// The mock measures the effective-date window from Jakarta's day; provider verification starts
// its clock at TEST_CLOCK_START.
const today = TEST_JAKARTA_TODAY;

const seed = buildSeed();
const open = (p: SeedPolicy) => p.policyCommencementDate <= today && p.policyPeriodTo > today;
const companyPolicies = seed.policies.filter((p) => p.companyId === companyId && open(p));
const policyOf = (m: SeedMember) => seed.policies.find((p) => p.id === m.policyId)!;
// Employees of one open policy each; the last ones, so the alter contract's picks stay apart.
const employees = seed.members
  .filter(
    (m) =>
      m.companyId === companyId &&
      m.memberType === 'E' &&
      !m.otherEnrolments?.length &&
      open(policyOf(m)),
  )
  .reverse();
const employee = employees[0]!;

const apiFor = (url: string) => clientFor(url, TOKEN);

const dependent = (n: number): DependentForm =>
  dependentForm({
    id: `${NEW_MEMBER_ID_PREFIX}pact-dep-${n}`,
    name: `ANAK PACT ${String.fromCharCode(65 + n)}`,
    gender: n % 2 ? 'F' : 'M',
    memberType: 'wife',
    dateOfBirth: '01-02-2015',
  });
const row = (policy: SeedPolicy, id: string) => ({
  id,
  planNo: policy.plans[0]!.planNo,
  planDesc: policy.plans[0]!.planDescription,
  effectiveDate: today,
  subsidiaryNo: policy.subsidiaries[0]!.subsidiaryNo,
  subsidiaryName: policy.subsidiaries[0]!.subsidiaryName,
});
const addEmployee = (dependents: DependentForm[]): AddEmployeeRequest => {
  const employeeId = `${NEW_MEMBER_ID_PREFIX}pact-emp`;
  return {
    type: 'ADD_EMPLOYEE',
    companyId,
    employeeDetails: employeeForm({
      id: employeeId,
      subsidiary: companyPolicies[0]!.subsidiaries[0]!.subsidiaryNo,
      name: 'SITI PACT',
      dateOfBirth: '12-03-1990',
      gender: 'F',
      maritalStatus: 'married',
      email: 'SITI.PACT@EXAMPLE.COM',
      employeeId: 'EMP-PACT',
      ktpIcNo: '',
    }),
    dependents,
    applicablePolicies: companyPolicies.slice(0, 2).map((p) => ({
      id: p.id,
      policyType: p.policyType,
      policyNo: p.policyNo,
      members: [row(p, employeeId), ...dependents.map((d) => row(p, d.id))],
    })),
  };
};
const addDependent = (): AddDependentRequest => {
  const policy = policyOf(employee);
  const dependents = [dependent(7)];
  return {
    type: 'ADD_DEPENDENT',
    companyId,
    memberId: employee.id,
    memberNumber: employee.memberNumber,
    policyNumber: policy.policyNo,
    dependents,
    applicablePolicies: [
      {
        id: policy.id,
        policyType: policy.policyType,
        policyNo: policy.policyNo,
        members: dependents.map((d) => row(policy, d.id)),
      },
    ],
  };
};

describe('portal → insurer contract (members: add employee and dependents)', () => {
  it('has open policies and an employee to add to', () => {
    expect(companyPolicies.length).toBeGreaterThanOrEqual(2);
    expect(employee).toBeDefined();
  });

  it('adds an employee with two dependents to two policies', () => {
    const request = addEmployee([dependent(0), dependent(1)]);
    return call({
      uponReceiving: 'an employee with two dependents added to two policies',
      call: CALL_ROUTES.memberAlteration,
      body: request,
      answer: ok({ memberAlterationRef: eachLike(refMatcher, 2) }),
      test: async (server) => {
        const data = await sendAlteration(apiFor(server.url), request);
        expect(data.memberAlterationRef).toHaveLength(2);
      },
    });
  });

  it('is told MA4010 for more than 10 dependents', () => {
    const request = addEmployee(Array.from({ length: 11 }, (_, i) => dependent(i)));
    return call({
      uponReceiving: 'an employee with eleven dependents',
      call: CALL_ROUTES.memberAlteration,
      body: request,
      ...refused(400, 'MA4010', (server) => sendAlteration(apiFor(server.url), request)),
    });
  });

  it('adds a dependent to an employee', () => {
    const request = addDependent();
    return call({
      uponReceiving: 'a dependent added to an employee on the employee’s policy',
      call: CALL_ROUTES.memberAlteration,
      body: request,
      answer: ok({ memberAlterationRef: refMatcher }),
      test: async (server) => {
        const data = await sendAlteration(apiFor(server.url), request);
        expect(data.memberAlterationRef).toBeTruthy();
      },
    });
  });

  it('is told err017 for a dependent added to no policy', () => {
    const request: AddDependentRequest = { ...addDependent(), applicablePolicies: [] };
    return call({
      uponReceiving: 'a dependent added to no policy',
      call: CALL_ROUTES.memberAlteration,
      body: request,
      ...refused(400, 'err017', (server) => sendAlteration(apiFor(server.url), request)),
    });
  });

  it('reads the bank list', () =>
    call({
      uponReceiving: 'a request for the bank list',
      call: CALL_ROUTES.bankList,
      query: { companyId },
      answer: ok({ banks: eachLike({ key: string('BCA'), desc: string('Bank Central Asia') }) }),
      test: async (server) => {
        const data = await runEndpoint<{ banks: { key: string }[] }>(
          rtkStoreFor(server.url, TOKEN),
          bankListApi.endpoints.memberBankList.initiate({ companyId }),
        );
        expect(data.banks[0]?.key).toBeTruthy();
      },
    }));

  it('reads the countries of the dial-code dropdown', () =>
    run(
      sysParamCase('COUNTRY', {
        uponReceiving: 'a request for the country system parameters',
        detail: {
          code: string('ID'),
          description1: string('Indonesia'),
          description2: string('+62'),
        },
        test: async (server) => {
          const param = await fetchSysParam(apiFor(server.url), 'COUNTRY');
          expect(param.commonCategoryDetail[0]?.description2).toBe('+62');
        },
      }),
    ));

  it("reads the server's Jakarta date and time for the effective-date window", () =>
    run(
      sysParamCase('JKT_DATE_TIME', {
        uponReceiving: 'a request for the JKT_DATE_TIME system parameter',
        detail: {
          code: 'JKT_DATE_TIME',
          description1: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2026-11-22 09:30:00'),
        },
        test: async (server) => {
          const today = await runEndpoint<string | null>(
            rtkStoreFor(server.url, TOKEN),
            serverTodayApi.endpoints.serverToday.initiate(),
          );
          expect(today).toBe('2026-11-22');
        },
      }),
    ));
});
