import Type from 'typebox';
import { ReportContent } from '../domain-portal';
import { FileReadiness, ReportRequestFields, ReportType } from '../domain-reports';
import { literalUnion } from '../literal-union';
import { REPORT_CODES } from '../report-codes';
import { REPORTS_ROUTES } from '../routes/reports';
import { defineCall, queryCalls } from './define';
import {
  closed,
  companyQuery,
  FileQuery,
  Language,
  listOf,
  ReportFiles,
  fileRequest,
} from './fields';

/*
 * Reports (part 2 sections 2, 4, 5 and 7): the report-type cards, the generic report endpoint
 * pairs (users/report(-count) for member reports, group/report(-count) for claim and excess claim
 * reports; policies/report(-count) for billing reports is portal.ts's policy export pair, which
 * takes PREMIUM_BILLING too) and the file gateway's fileready / file. Every call is POST with a
 * JSON body except the cards and the file gateway (GET with a query). Readings: docs/spec-notes.md
 * (Reports calls).
 */

export const reportTypes = defineCall(REPORTS_ROUTES.reportTypes, {
  summary: 'The report-type cards the drawer offers, with their attributes, in both languages.',
  querystring: companyQuery({ lang: Type.Optional(Language) }),
  data: listOf('reportTypes', ReportType),
});

const memberRequest = {
  ...ReportRequestFields,
  reportCode: Type.Literal(REPORT_CODES.profile),
};
const groupRequest = {
  ...ReportRequestFields,
  reportCode: literalUnion([
    REPORT_CODES.transaction,
    REPORT_CODES.claimBreakdown,
    REPORT_CODES.excessClaim,
    REPORT_CODES.excessClaimBreakdown,
  ] as const),
};

const example = (reportCode: string, more: Record<string, unknown> = {}) => ({
  companyId: 'CO000001',
  policyId: 'PO000001001',
  reportCode,
  reportFormat: 'EXCEL',
  ...more,
});

export const memberReportCount = defineCall(REPORTS_ROUTES.memberReportCount, {
  summary: 'The files of a member report (member profile): none, one or several.',
  body: closed(memberRequest, { examples: [example('PROFILE', { periodId: 'PP000001001-2026' })] }),
  data: ReportFiles,
});

export const memberReport = defineCall(REPORTS_ROUTES.memberReport, {
  summary: 'One file of a member report (xlsx or PDF, base64), or its file gateway reference.',
  body: fileRequest(memberRequest, {
    examples: [example('PROFILE', { periodId: 'PP000001001-2026', fileNumber: 1 })],
  }),
  data: ReportContent,
});

export const groupReportCount = defineCall(REPORTS_ROUTES.groupReportCount, {
  summary: 'The files of a claim or excess claim report: none, one or several.',
  body: closed(groupRequest, {
    examples: [
      example('TRANSACTION', {
        dateFrom: '2026-08-01',
        dateTo: '2026-11-24',
        submitVia: 'ALL',
        requestType: 'ALL',
      }),
    ],
  }),
  data: ReportFiles,
});

export const groupReport = defineCall(REPORTS_ROUTES.groupReport, {
  summary: 'One file of a claim or excess claim report (base64), or its file gateway reference.',
  body: fileRequest(groupRequest, {
    examples: [
      example('excessclaimreport', {
        dateFrom: '2025-01-01',
        dateTo: '2026-11-24',
        fileNumber: 1,
      }),
    ],
  }),
  data: ReportContent,
});

/** A report prepared in the background, asked for by its file gateway reference. */
export const { fileReady, fileDownload } = queryCalls(REPORTS_ROUTES, FileQuery, {
  fileReady: {
    summary: 'Whether a report prepared in the background is ready (ask again after 30000 ms).',
    data: FileReadiness,
  },
  fileDownload: {
    summary: 'A report prepared in the background, streamed as the report data envelope (base64).',
    data: ReportContent,
  },
});
