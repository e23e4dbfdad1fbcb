import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import {
  buildReportFile,
  reportFileCount,
  reportFileName,
  reportFiles,
} from '../../services/policy-report';
import { reportContentOf, reportFilesOf } from '../../services/report-service';
import { periodOf, policyOfCompany } from '../../services/scope';
import type { MockApp } from '../../types';

/** Fields of the report request the policy export does not take (GC400 when sent). */
const NOT_EXPORT_FIELDS = [
  'dateFrom',
  'dateTo',
  'approvalDateFrom',
  'approvalDateTo',
  'submitVia',
  'requestType',
] as const;

/** The policy export comes as EXCEL only and takes the policy and period alone. */
const checkExport = (body: { reportFormat: string } & Record<string, unknown>): void => {
  if (body.reportFormat !== 'EXCEL') {
    throw fail.badRequest('POLICY_BENEFIT comes as EXCEL only', [
      'body.reportFormat: must be EXCEL for POLICY_BENEFIT',
    ]);
  }
  const field = NOT_EXPORT_FIELDS.find((f) => body[f] !== undefined);
  if (field) {
    throw fail.badRequest(`POLICY_BENEFIT does not take ${field}`, [
      `body.${field}: the policy export has no such field`,
    ]);
  }
};

/**
 * The policy-benefit export (POLICY_BENEFIT, EXCEL): report-count lists the files (none for a
 * policy without benefits, several past MOCK_REPORT_ROWS_PER_FILE rows), report answers one; with
 * an empty list the portal exports directly, as file 1. The same pair serves the billing family
 * of the Reports area (PREMIUM_BILLING, services/report-service.ts).
 */
export const policyReportRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.policyReportCount, ({ body, auth, world }) => {
    if (body.reportCode === 'PREMIUM_BILLING') {
      return reportFilesOf(world, app, auth, { ...body, reportCode: body.reportCode });
    }
    const policy = policyOfCompany(world, auth, body.companyId, body.policyId);
    periodOf(policy, body.periodId);
    checkExport(body);
    return { reportFiles: reportFiles(policy, app.config.reportRowsPerFile, world.clock.now()) };
  });

  registerCall(app, CALLS.policyReport, async ({ body, auth, world }) => {
    if (body.reportCode === 'PREMIUM_BILLING') {
      return reportContentOf(world, app, auth, { ...body, reportCode: body.reportCode });
    }
    const policy = policyOfCompany(world, auth, body.companyId, body.policyId);
    const period = periodOf(policy, body.periodId);
    checkExport(body);
    const rowsPerFile = app.config.reportRowsPerFile;
    const fileCount = reportFileCount(policy, rowsPerFile);
    // An empty file list means "export directly": file 1 exists even then (spec part 1, export).
    if (body.fileNumber > Math.max(1, fileCount)) throw fail.notFound('No such report file');
    const company = world.companies.get(policy.companyId);
    if (!company) throw fail.notFound('No such company');
    const nowMs = world.clock.now();
    const file = await buildReportFile({
      company,
      policy,
      period,
      fileNumber: body.fileNumber,
      rowsPerFile,
      nowMs,
    });
    return {
      fileContent: file.toString('base64'),
      format: 'EXCEL' as const,
      reportName: reportFileName(policy.policyNo, nowMs, {
        fileNumber: body.fileNumber,
        fileCount,
      }),
    };
  });
};
