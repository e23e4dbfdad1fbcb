/**
 * Consumer contract, the Members overview (spec part 2 sections 2, 3, 4 and 7): the member list
 * (memberList), the member policy listing (memberPolicies), the member details (memberDetails for a
 * policy and for All policies) and the plan and benefit details (memberPlanDetails), driven through
 * the web's own RTK Query endpoints of the member table and the overview part.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { CALL_ROUTES } from '@mo/contracts';
import { buildSeed, OTHER_COMPANY_ID, type SeedMember } from '@mo/fixtures';
import {
  memberListApi,
  memberListBody,
} from '../../web/src/features/members/shared/api/member-list';
import { memberDetailsApi } from '../../web/src/features/members/shared/api/member-details';
import { memberPlanDetailsApi } from '../../web/src/features/members/overview/api/member-plan-details';
import { memberPoliciesApi } from '../../web/src/features/members/shared/api/member-policies';
import { initialQuery } from '../../web/src/components/data-table/table-rules';
import { rtkStoreFor, runEndpoint } from './rtk-driver';
import { TOKEN, companyId, isoDate, signedInPact } from './members-pact';
import { paginationLike } from './pact-matchers';
import { ok, failed } from './support/pact-client';

const { eachLike, integer, like, regex, string } = MatchersV3;
const { call } = signedInPact();
const memberType = regex('^(EMPLOYEE|SPOUSE|CHILD)$', 'EMPLOYEE');

const seed = buildSeed();
const policyOf = (m: SeedMember) => seed.policies.find((p) => p.id === m.policyId)!;
// A seeded employee of the HR company with a spouse or child: every tab has data.
const employee = seed.members.find(
  (m) =>
    m.companyId === companyId &&
    m.memberType === 'E' &&
    seed.members.some((d) => d.employeeMemberId === m.id && d.id !== m.id),
)!;
const policy = policyOf(employee);
const period = policy.periods[0]!;

const memberRow = {
  id: string(employee.id),
  memberNumber: string(employee.memberNumber),
  memberType,
  policyNumber: string(policy.policyNo),
  policy: {
    id: string(policy.id),
    policyNumber: string(policy.policyNo),
    policyRemark: string('Kesehatan'),
  },
  name: string(employee.name),
};
const pagination = paginationLike();

describe('portal → insurer contract (members: list, policies, details)', () => {
  it('has a seeded employee with dependents', () => {
    expect(employee).toBeDefined();
  });

  it('reads the first page of all members as the member list opens', () => {
    const body = memberListBody(companyId, initialQuery(10), 'ALL');
    return call({
      uponReceiving: 'a request for the first page of all members',
      call: CALL_ROUTES.memberList,
      body: body,
      answer: ok({
        members: eachLike(memberRow),
        pagination,
        applicableFilters: eachLike({
          field: regex('^(updateRequest|gender|policyNumber|memberType)$', 'gender'),
          options: eachLike({ value: string('F'), label: string('F'), count: integer(12) }),
        }),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ members: Array<{ id: string }> }>(
          rtkStoreFor(server.url, TOKEN),
          memberListApi.endpoints.memberList.initiate(body),
        );
        expect(data.members.length).toBeGreaterThan(0);
      },
    });
  });

  it('searches, sorts and filters the member list on the server', () => {
    const body = memberListBody(
      companyId,
      {
        page: 1,
        size: 20,
        sort: { field: 'name', order: 'desc' },
        filters: { memberType: ['EMPLOYEE'] },
        search: employee.name,
      },
      'EMPLOYEE',
    );
    return call({
      uponReceiving: 'a searched, sorted and filtered member list request',
      call: CALL_ROUTES.memberList,
      body: body,
      answer: ok({
        members: eachLike({ ...memberRow, memberType: 'EMPLOYEE' }),
        pagination: { ...pagination, pageSize: integer(20) },
      }),
      test: async (server) => {
        const data = await runEndpoint<{ members: Array<{ name: string }> }>(
          rtkStoreFor(server.url, TOKEN),
          memberListApi.endpoints.memberList.initiate(body),
        );
        expect(data.members[0]?.name).toBe(employee.name);
      },
    });
  });

  it('reads the policies of a member', () =>
    call({
      uponReceiving: 'a request for the policy listing of a member',
      call: CALL_ROUTES.memberPolicies,
      pathParams: { memberId: employee.id },
      query: { companyId },
      answer: ok({
        policies: eachLike({
          policy: {
            id: string(policy.id),
            policyNumber: string(policy.policyNo),
            policyRemark: string('Kesehatan'),
            policyType: string(policy.policyType),
            policyStartDate: isoDate('2026-08-01'),
            policyEndDate: isoDate('2027-07-31'),
            policyCommencementDate: isoDate('2026-08-01'),
          },
          periods: eachLike({
            id: string(period.id),
            policyPeriodFrom: isoDate(period.policyPeriodFrom),
            policyPeriodTo: isoDate(period.policyPeriodTo),
          }),
          subsidiaryName: string('PT Anak'),
          planNo: string(employee.planNo),
          planDesc: string('Staf'),
          memberNumber: string(employee.memberNumber),
        }),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ policies: unknown[] }>(
          rtkStoreFor(server.url, TOKEN),
          memberPoliciesApi.endpoints.memberPolicies.initiate({ companyId, memberId: employee.id }),
        );
        expect(data.policies.length).toBeGreaterThan(0);
      },
    }));

  const detailBody = {
    id: string(employee.id),
    memberName: string(employee.name),
    employeeId: string(employee.employeeId),
    memberNumber: string(employee.memberNumber),
    medicalCardNumber: string('MC-1'),
    memberType: 'EMPLOYEE',
    plan: { planNo: string(employee.planNo), planDesc: string('Staf') },
    gender: regex('^[MF]$', employee.gender),
    dateOfBirth: isoDate(employee.dateOfBirth),
    maritalStatus: regex('^(single|married)$', employee.maritalStatus),
    icNumber: string(employee.ktpIcNo),
    workPhone: like(''),
    email: like(''),
    subsidiary: like('PT Anak'),
    effectiveDate: isoDate(employee.effectiveDate),
    addressLine1: like(''),
    addressLine2: like(''),
    postCode: like(''),
    employeeAndDependents: eachLike({
      id: string(employee.id),
      memberName: string(employee.name),
      memberNumber: string(employee.memberNumber),
      memberType,
      gender: regex('^[MF]$', 'M'),
      dateOfBirth: isoDate('1990-01-01'),
    }),
  };

  it("reads a member's details on one policy", () =>
    call({
      uponReceiving: "a request for an employee's details on one policy",
      call: CALL_ROUTES.memberDetails,
      pathParams: { memberId: employee.id },
      query: { companyId, policyId: policy.id },
      answer: ok(detailBody),
      test: async (server) => {
        const data = await runEndpoint<{ memberType: string }>(
          rtkStoreFor(server.url, TOKEN),
          memberDetailsApi.endpoints.memberDetails.initiate({
            companyId,
            memberId: employee.id,
            policyId: policy.id,
          }),
        );
        expect(data.memberType).toBe('EMPLOYEE');
      },
    }));

  it("reads a member's details on all policies", () =>
    call({
      uponReceiving: "a request for an employee's details on all policies",
      call: CALL_ROUTES.memberDetails,
      pathParams: { memberId: employee.id },
      query: { companyId },
      answer: ok(detailBody),
      test: async (server) => {
        const data = await runEndpoint<{ id: string }>(
          rtkStoreFor(server.url, TOKEN),
          memberDetailsApi.endpoints.memberDetails.initiate({ companyId, memberId: employee.id }),
        );
        expect(data.id).toBe(employee.id);
      },
    }));

  it("refuses a member's details for a company the user does not belong to", () =>
    call({
      uponReceiving: "a request for a member's details of another company",
      call: CALL_ROUTES.memberDetails,
      pathParams: { memberId: employee.id },
      query: { companyId: OTHER_COMPANY_ID },
      status: 403,
      answer: failed('GW1035'),
      test: async (server) => {
        const error = await runEndpoint(
          rtkStoreFor(server.url, TOKEN),
          memberDetailsApi.endpoints.memberDetails.initiate({
            companyId: OTHER_COMPANY_ID,
            memberId: employee.id,
          }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ errorCode: 'GW1035' });
      },
    }));

  it("reads the member's plan and benefits for a period", () =>
    call({
      uponReceiving: "a request for a member's plan and benefits in one period",
      call: CALL_ROUTES.memberPlanDetails,
      pathParams: { memberId: employee.id, policyId: policy.id },
      query: { companyId, periodId: period.id },
      answer: ok({
        planNo: string(employee.planNo),
        planDesc: string('Staf'),
        policy: {
          contractType: string('GHG'),
          benefitVMList: eachLike({
            id: string('b-1'),
            code: string('HBAS'),
            desc: string('Rawat Inap'),
            planVMList: eachLike({
              id: string('b-1-A'),
              planNo: string(employee.planNo),
              planDesc: string('Staf'),
              benefitItemList: eachLike({
                code: string('HA00'),
                name: like('Kamar dan makan'),
                type: regex('^(HI|NM)$', 'HI'),
                // amount may be null (as charged): only its presence is agreed, not its type.
                benefitAmount: { currency: string('IDR'), description: like('') },
                limitType: like('per hari'),
              }),
            }),
          }),
        },
      }),
      test: async (server) => {
        const data = await runEndpoint<{ policy: { benefitVMList: unknown[] } }>(
          rtkStoreFor(server.url, TOKEN),
          memberPlanDetailsApi.endpoints.memberPlanDetails.initiate({
            companyId,
            memberId: employee.id,
            policyId: policy.id,
            periodId: period.id,
          }),
        );
        expect(data.policy.benefitVMList.length).toBeGreaterThan(0);
      },
    }));
});
