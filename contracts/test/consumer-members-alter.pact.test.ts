/**
 * Consumer contract, the Members area's edit, remove and change-plan forms (spec part 2 sections
 * 2, 4, 5 and 7): memberAlteration EDIT_MEMBER and REMOVE_MEMBER, changePlan, terminateReasons and
 * memberPolicies, driven through the RTK Query endpoints the alter screens read (memberPolicies
 * is the members' shared one). Effective dates are taken from today's Jakarta date, as the mock
 * checks them on its own clock (30 days either side).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  addIsoDays,
  toDmyDate,
  type ChangePlanRequest,
  type EditMemberRequest,
  type RemoveMemberRequest,
  TEST_JAKARTA_TODAY,
  CALL_ROUTES,
} from '@mo/contracts';
import { buildSeed, TERMINATE_REASONS, type SeedMember } from '@mo/fixtures';
import { memberAlterationApi } from '../../web/src/features/members/alter/api/member-alteration';
import { memberPoliciesApi } from '../../web/src/features/members/shared/api/member-policies';
import { terminateReasonsApi } from '../../web/src/features/members/alter/api/terminate-reasons';
import { employeeForm } from './support/employee-form';
import { rtkStoreFor, runEndpoint } from './rtk-driver';
import { TOKEN, companyId, isoDate, refMatcher, signedInPact } from './members-pact';
import { ok, refused } from './support/pact-client';

const { eachLike, string } = MatchersV3;
const { call } = signedInPact();

// Seeded employees of the HR company in one policy each, whose policy ends a month on or later:
// one per interaction, as an accepted alteration leaves its member pending.
const seed = buildSeed();
const today = TEST_JAKARTA_TODAY;
const policyOf = (m: SeedMember) => seed.policies.find((p) => p.id === m.policyId)!;
const employees = seed.members.filter(
  (m) =>
    m.companyId === companyId &&
    m.memberType === 'E' &&
    !m.otherEnrolments?.length &&
    policyOf(m).policyPeriodTo > addIsoDays(today, 31),
);
const [editee, removee, rejectee, planChangee] = employees as [
  SeedMember,
  SeedMember,
  SeedMember,
  SeedMember,
];
const keyOf = (m: SeedMember) => ({
  companyId,
  memberId: m.id,
  memberNumber: m.memberNumber,
  policyNumber: policyOf(m).policyNo,
});
const policyHead = (m: SeedMember) => ({
  id: m.policyId,
  policyType: policyOf(m).policyType,
  policyNo: policyOf(m).policyNo,
});
const reason = TERMINATE_REASONS[0]!;
const alterMember = memberAlterationApi.endpoints.alterMember.initiate;
/** Sends one alteration through the page's endpoint. */
const alter = (server: { url: string }, request: Parameters<typeof alterMember>[0]) =>
  runEndpoint<{ memberAlterationRef: string }>(
    rtkStoreFor(server.url, TOKEN),
    alterMember(request),
  );
/** An alteration the server accepts: the answer pins its reference. */
const accepted = (uponReceiving: string, request: Parameters<typeof alterMember>[0]) =>
  call({
    uponReceiving,
    call: CALL_ROUTES.memberAlteration,
    body: request,
    answer: ok({ memberAlterationRef: refMatcher }),
    test: async (server) => {
      expect((await alter(server, request)).memberAlterationRef).toBeTruthy();
    },
  });

const removeRequest = (m: SeedMember, effectiveDate: string): RemoveMemberRequest => ({
  type: 'REMOVE_MEMBER',
  ...keyOf(m),
  applicablePolicies: [
    { ...policyHead(m), members: [{ id: m.id, effectiveDate, terminateReason: reason }] },
  ],
});

describe('portal → insurer contract (members: edit, remove, change plan)', () => {
  it('has four seeded employees to work on', () => {
    expect(employees.length).toBeGreaterThanOrEqual(4);
  });

  it('reads the terminate reasons', () =>
    call({
      uponReceiving: 'a request for the terminate reasons',
      call: CALL_ROUTES.terminateReasons,
      query: { companyId },
      answer: ok({
        terminateReasons: eachLike({
          id: string(reason.id),
          code: string(reason.code),
          description: string(reason.description),
        }),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ terminateReasons: unknown[] }>(
          rtkStoreFor(server.url, TOKEN),
          terminateReasonsApi.endpoints.terminateReasons.initiate({ companyId }),
        );
        expect(data.terminateReasons.length).toBeGreaterThan(0);
      },
    }));

  it('reads the policies of a member', () =>
    call({
      uponReceiving: 'a request for the policies of a member to remove',
      call: CALL_ROUTES.memberPolicies,
      pathParams: { memberId: removee.id },
      query: { companyId },
      answer: ok({
        policies: eachLike({
          policy: {
            id: string(removee.policyId),
            policyNumber: string(policyOf(removee).policyNo),
            policyRemark: string('Kesehatan'),
            policyType: string(policyOf(removee).policyType),
            policyStartDate: isoDate('2026-08-01'),
            policyEndDate: isoDate('2027-07-31'),
            policyCommencementDate: isoDate('2026-08-01'),
          },
          planNo: string('A'),
          planDesc: string('Staf'),
          memberNumber: string(removee.memberNumber),
        }),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ policies: unknown[] }>(
          rtkStoreFor(server.url, TOKEN),
          memberPoliciesApi.endpoints.memberPolicies.initiate({
            companyId,
            memberId: removee.id,
          }),
        );
        expect(data.policies.length).toBeGreaterThan(0);
      },
    }));

  it('sends an edit of an employee’s details', () => {
    const request: EditMemberRequest = {
      type: 'EDIT_MEMBER',
      ...keyOf(editee),
      employeeDetails: employeeForm(
        {
          id: editee.id,
          subsidiary: seed.policies
            .find((p) => p.id === editee.policyId)!
            .subsidiaries.find((s) => s.id === editee.subsidiaryId)!.subsidiaryNo,
          name: editee.name,
          dateOfBirth: toDmyDate(editee.dateOfBirth),
          gender: editee.gender,
          maritalStatus: editee.maritalStatus,
          email: editee.email ?? 'pegawai@nusantara-demo.co.id',
          employeeId: editee.employeeId,
          ktpIcNo: editee.ktpIcNo,
        },
        { addressLine1: 'JL SUDIRMAN 1', postalCode: '10210' },
      ),
    };
    return accepted('an edit of an employee’s details', request);
  });

  it('sends the removal of a member with a date in the window', () => {
    const request = removeRequest(removee, addIsoDays(today, 1));
    return accepted('the removal of a member with an effective date in the window', request);
  });

  it('is told err032 for an effective date more than 30 days away', () => {
    const request = removeRequest(rejectee, addIsoDays(today, 45));
    return call({
      uponReceiving: 'the removal of a member with an effective date out of the window',
      call: CALL_ROUTES.memberAlteration,
      body: request,
      ...refused(400, 'err032', (server) => alter(server, request)),
    });
  });

  it('sends a change of plan', () => {
    const policy = policyOf(planChangee);
    const newPlan = policy.plans.find((p) => p.planNo !== planChangee.planNo) ?? policy.plans[0]!;
    const request: ChangePlanRequest = {
      ...keyOf(planChangee),
      applicablePolicies: [
        {
          ...policyHead(planChangee),
          members: [
            {
              id: planChangee.id,
              planNo: newPlan.planNo,
              planDesc: newPlan.planDescription,
              effectiveDate: addIsoDays(today, 1),
            },
          ],
        },
      ],
    };
    return call({
      uponReceiving: 'a change of plan of a member',
      call: CALL_ROUTES.changePlan,
      body: request,
      answer: ok({ memberAlterationRef: refMatcher }),
      test: async (server) => {
        const data = await runEndpoint<{ memberAlterationRef: string }>(
          rtkStoreFor(server.url, TOKEN),
          memberAlterationApi.endpoints.changePlan.initiate(request),
        );
        expect(data.memberAlterationRef).toBeTruthy();
      },
    });
  });
});
