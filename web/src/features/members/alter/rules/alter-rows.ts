import {
  checkChangePlanRow,
  checkRemoveRow,
  type ChangePlanPolicy,
  type MemberPolicy,
  type RemovePolicy,
  type RowErrors,
  type TerminateReason,
} from '@mo/contracts';
import { dmyToIso } from '@/lib/typed-date';

/*
 * The remove and change-plan tables (spec part 2 sections 2 and 5): one row per checked policy
 * for the member, checked with the contracts' row rules on the server's date.
 */

/** A remove row as the form holds it: the date as typed (DD-MM-YYYY). */
export interface RemoveRowInput {
  reason: TerminateReason | null;
  date: string;
}

/** A change-plan row as the form holds it. */
export interface ChangePlanRowInput {
  planNo: string;
  planDesc: string;
  date: string;
}

const policyHead = (p: MemberPolicy) => ({
  id: p.policy.id,
  policyType: p.policy.policyType,
  policyNo: p.policy.policyNumber,
});

export const toRemovePolicy = (
  p: MemberPolicy,
  memberId: string,
  row: RemoveRowInput,
): RemovePolicy => ({
  ...policyHead(p),
  members: [{ id: memberId, effectiveDate: dmyToIso(row.date), terminateReason: row.reason }],
});

export const toChangePlanPolicy = (
  p: MemberPolicy,
  memberId: string,
  row: ChangePlanRowInput,
): ChangePlanPolicy => ({
  ...policyHead(p),
  members: [
    { id: memberId, planNo: row.planNo, planDesc: row.planDesc, effectiveDate: dmyToIso(row.date) },
  ],
});

export const removeRowErrors = (
  p: MemberPolicy,
  memberId: string,
  row: RemoveRowInput,
  today: string,
): RowErrors =>
  checkRemoveRow(toRemovePolicy(p, memberId, row).members[0]!, {
    today,
    policyEndDate: p.policy.policyEndDate,
  });

export const changePlanRowErrors = (
  p: MemberPolicy,
  memberId: string,
  row: ChangePlanRowInput,
  today: string,
): RowErrors =>
  checkChangePlanRow(toChangePlanPolicy(p, memberId, row).members[0]!, {
    today,
    policyEndDate: p.policy.policyEndDate,
  });
