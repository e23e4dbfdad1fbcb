import { CALLS, type ReportContent } from '@mo/contracts';
import type { ApiClient } from '../../../lib/api-client';
import type { PolicyReportRequest } from './policy-report-count';

/** POST policies/report: one file of a policy-benefit export (base64 xlsx). */
export const fetchPolicyReport = (
  api: ApiClient,
  body: PolicyReportRequest,
  fileNumber: number,
): Promise<ReportContent> => api.call(CALLS.policyReport, { body: { ...body, fileNumber } });
