import { CALLS, type BodyOf, type ReportFile } from '@mo/contracts';
import type { ApiClient } from '../../../lib/api-client';

export type PolicyReportRequest = BodyOf<typeof CALLS.policyReportCount>;

/** POST policies/report-count: the files of a policy-benefit export. */
export const listPolicyReportFiles = async (
  api: ApiClient,
  body: PolicyReportRequest,
): Promise<readonly ReportFile[]> =>
  (await api.call(CALLS.policyReportCount, { body })).reportFiles;
