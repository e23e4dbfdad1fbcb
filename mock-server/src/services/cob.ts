import {
  SYSPARAM_CONFIG_CODES,
  cobAllowedFor,
  cobEventTooOld,
  cobRequestProblems,
  type BodyOf,
  type CALLS,
} from '@mo/contracts';
import { SYSPARAM_CONFIG } from '@mo/fixtures';
import { fail } from '../lib/api-error';
import type { AuthContext } from '../plugins/auth';
import type { CobRecord } from '../store/claim-state';
import { claimOfUser } from './claim-scope';
import { mockToday } from './member-book';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

type CobBody = BodyOf<typeof CALLS.cobSubmit>;

/** The COB process-day count the mock serves (app/sysparam/config/COB_PROCESS_DAY). */
export const cobProcessDays = (): number =>
  Number(SYSPARAM_CONFIG[SYSPARAM_CONFIG_CODES.cobProcessDays]?.value ?? Number.NaN);

/** Whether the claim's event (its first visit day) is past the COB window on the mock's today. */
export const cobTooOldOn = (
  world: Pick<MockStore, 'clock'>,
  claim: { eventDate: string },
): boolean => cobEventTooOld(claim.eventDate, mockToday(world), cobProcessDays());

/**
 * Files a COB request (group/cob): the claim must be of the company (GW1035, GC404), the request
 * must pass the form's rules (contracts cob-rules: err030, err001, err033), the claim's status
 * must take one (CB4001: not CP, OS or the empty code), its event must be within the COB
 * process-day count (CB4003, contracts cob-rules) and none may be filed yet (CB4002). Only the
 * chosen reason's text is kept. Answers the reference.
 */
export const fileCob = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  body: CobBody,
): CobRecord => {
  const { claim } = claimOfUser(world, auth, body.companyId, body.claimId);
  const [problem] = cobRequestProblems(body);
  if (problem) {
    throw fail.cobRule(problem.code, [`body.${problem.field}`]);
  }
  if (!cobAllowedFor(claim.status)) {
    throw fail.cobNotAllowed();
  }
  if (cobTooOldOn(world, claim)) {
    throw fail.cobEventTooOld();
  }
  if (world.claimState.cobOf(claim.id)) {
    throw fail.cobAlreadyRequested();
  }
  const reason = body.reason as CobRecord['reason'];
  const today = mockToday(world);
  const record: CobRecord = {
    cobRefNo: world.claimState.nextCobRef(today),
    claimId: claim.id,
    companyId: claim.companyId,
    reason,
    insurerName: reason === 'C2' ? (body.insurerName ?? '').trim() : null,
    description: reason === 'C3' ? (body.description ?? '').trim() : null,
    requestDate: today,
    userId: auth.user.id,
  };
  world.claimState.fileCob(record);
  return record;
};
