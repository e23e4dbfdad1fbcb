import Type, { type Static } from 'typebox';
import { literalUnion } from './literal-union';
import {
  REPORT_CHANNELS,
  REPORT_CODE_LIST,
  REPORT_FAMILIES,
  REPORT_FORMATS,
  REPORT_REQUEST_TYPES,
} from './report-codes';

/*
 * The Reports area's shapes (part 2 sections 2 and 4): the report-type card the drawer shows and
 * the spec's report request. Codes and rules are in report-codes.ts; readings in
 * docs/spec-notes.md (Reports calls).
 */
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

export const ReportCodeValue = literalUnion(REPORT_CODE_LIST);
export const ReportFormatValue = literalUnion(REPORT_FORMATS);

/** A report-type card (part 2 section 2): the spec's attributes plus its family and texts. */
export const ReportType = Type.Object({
  /** The card's title in the language asked for (English when none). */
  title: Type.String(),
  /** The title in each language of the portal (ours). */
  titles: Type.Object({ id: Type.String(), en: Type.String() }),
  /** A line under the title in each language (ours). */
  descriptions: Type.Object({ id: Type.String(), en: Type.String() }),
  /** The report code sent as reportCode. */
  value: ReportCodeValue,
  family: literalUnion(REPORT_FAMILIES),
  supportedFormat: Type.Array(ReportFormatValue, { minItems: 1 }),
  channelShow: Type.Boolean(),
  requestShow: Type.Boolean(),
  dateShow: Type.Boolean(),
  policyPeriodShow: Type.Boolean(),
  textNoteShow: Type.Boolean(),
});
export type ReportType = Static<typeof ReportType>;

/**
 * The spec's report request (part 2 section 4) without fileNumber, plus the company and the
 * period: dateFrom/dateTo is the event-date (or invoice-date) range, approvalDateFrom/To the
 * approved-date range of the date criteria; submitVia the channel and requestType the request type.
 */
export const ReportRequestFields = {
  companyId: Type.String({ minLength: 1, maxLength: 64 }),
  /** A policy of the company, or '0000' for All Policies (no period then). */
  policyId: Type.String({ minLength: 1, maxLength: 64 }),
  periodId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  reportCode: ReportCodeValue,
  reportFormat: ReportFormatValue,
  dateFrom: Type.Optional(IsoDate),
  dateTo: Type.Optional(IsoDate),
  approvalDateFrom: Type.Optional(IsoDate),
  approvalDateTo: Type.Optional(IsoDate),
  submitVia: Type.Optional(literalUnion(REPORT_CHANNELS)),
  requestType: Type.Optional(literalUnion(REPORT_REQUEST_TYPES)),
};

/** fileready's answer: whether a report prepared in the background can be fetched. */
export const FileReadiness = Type.Object({
  fileGatewayRefNo: Type.String(),
  ready: Type.Boolean(),
  reportName: Type.String(),
  format: ReportFormatValue,
  /** Rows the file holds (known once it is built; 0 before). */
  rows: Type.Integer({ minimum: 0 }),
});
export type FileReadiness = Static<typeof FileReadiness>;
