import { ALL_POLICIES_ID, CALLS, ERROR_CODES } from '@mo/contracts';
import type { FastifyInstance } from 'fastify';
import { firstCompanyOf } from './scenario-user';
import type { AuthContext } from '../plugins/auth';
import { reportPart, startBackgroundFile } from '../services/report-service';
import { reportState } from '../services/report-state';
import type { StoredUser } from '../store/store';
import type { MockStore } from '../store/store';

/*
 * The Reports scenarios (contracts SCENARIOS): reports of N files, empty reports, report calls
 * that fail, background files that are slow to be ready, and a background file already prepared
 * (for the Pact states of fileready and file). What they arm lasts until the next reset.
 */

export type ReportCallKind = 'list' | 'data' | 'fileready' | 'file';

const CALLS_OF: Readonly<Record<ReportCallKind, readonly string[]>> = {
  list: [CALLS.memberReportCount.id, CALLS.groupReportCount.id, CALLS.policyReportCount.id],
  data: [CALLS.memberReport.id, CALLS.groupReport.id, CALLS.policyReport.id],
  fileready: [CALLS.fileReady.id],
  file: [CALLS.fileDownload.id],
};

/** Every report of the user's companies comes as `files` files. */
export const splitReports = (world: MockStore, user: StoredUser, files: number): void => {
  for (const companyId of user.companyIds) reportState(world).forcedFiles.set(companyId, files);
};

/** Every report of the user's companies has no rows. */
export const emptyReports = (world: MockStore, user: StoredUser): void => {
  for (const companyId of user.companyIds) reportState(world).emptyCompanies.add(companyId);
};

/** Every report file of the user's companies is prepared in the background, slowly. */
export const slowReportFiles = (
  world: MockStore,
  user: StoredUser,
  checks: number,
  readyAfterSeconds: number,
): void => {
  for (const companyId of user.companyIds) {
    reportState(world).slowCompanies.set(companyId, { checks, readyAfterSeconds });
  }
};

/** The next `times` report calls of a kind fail with `errorCode` (armed faults, per call). */
export const failReportCalls = (
  world: MockStore,
  kind: ReportCallKind,
  errorCode: string,
  times: number,
) =>
  CALLS_OF[kind].map((callId) => {
    const fault = { callId, errorCode, httpStatus: 500, times };
    world.faults.arm(callId, { ...fault, remaining: times });
    return fault;
  });

/**
 * The claim transaction of All Policies of the user's first company (EXCEL, file 1) prepared in
 * the background under `ref`, built before the answer; not ready when `ready` is false.
 */
export const prepareReportFile = async (
  world: MockStore,
  app: FastifyInstance,
  user: StoredUser,
  ref: string | undefined,
  ready: boolean,
): Promise<string> => {
  const companyId = firstCompanyOf(user);
  // The report is read as the user would ask for it: only `user` is looked at.
  const auth = { user } as AuthContext;
  const { part, reportName } = reportPart(world, app, auth, {
    companyId,
    policyId: ALL_POLICIES_ID,
    reportCode: 'TRANSACTION',
    reportFormat: 'EXCEL',
    fileNumber: 1,
  });
  const { file, built } = startBackgroundFile(
    world,
    app,
    part,
    reportName,
    { checks: ready ? 0 : 1000, readyAfterSeconds: 0 },
    ref,
  );
  await built;
  return file.fileGatewayRefNo;
};

export const DEFAULT_REPORT_FAULT = ERROR_CODES.internal;
