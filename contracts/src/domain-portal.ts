import Type, { type Static } from 'typebox';
import { Policy } from './domain';

/** Policy details (part 1 section 3, policy overview): the list entry plus its description. */
export const PolicyDetail = Type.Object({
  ...Policy.properties,
  policyDescription: Type.Optional(Type.String()),
  /** The period the details are for (the first when none was asked). */
  selectedPeriodId: Type.String(),
});
export type PolicyDetail = Static<typeof PolicyDetail>;

/** A benefit button of the benefits tab (part 1 section 3). */
export const BenefitButton = Type.Object({
  id: Type.String(),
  benefitName: Type.String(),
  label: Type.String(),
  productType: Type.String(),
  isActive: Type.Boolean(),
});
export type BenefitButton = Static<typeof BenefitButton>;

/** Benefit order: product type sequence (inpatient 1 ... medical check-up 6) and code order. */
export const BenefitMapping = Type.Object({
  productType: Type.String(),
  sequence: Type.Integer({ minimum: 1 }),
  benefitCodes: Type.Array(Type.String()),
});
export type BenefitMapping = Static<typeof BenefitMapping>;

/** A report file of a multi-file export (reportFiles of part 2 section 3). */
export const ReportFile = Type.Object({
  fileNumber: Type.Integer({ minimum: 1 }),
  reportName: Type.String(),
});
export type ReportFile = Static<typeof ReportFile>;

/**
 * One file's content (base64) as the report data calls answer it. A report too large to build at
 * once answers an empty fileContent and the fileGatewayRefNo it is being prepared under: the
 * portal asks the file gateway's fileready every FILE_RECHECK_MS, then fetches it from file.
 */
export const ReportContent = Type.Object({
  fileContent: Type.String({ description: 'base64' }),
  format: Type.Union([Type.Literal('PDF'), Type.Literal('EXCEL')]),
  reportName: Type.String(),
  fileGatewayRefNo: Type.Optional(Type.String({ minLength: 1 })),
});
export type ReportContent = Static<typeof ReportContent>;

/** Dashboard amount card: the first item is the total, the second the outstanding. */
export const AmountCard = Type.Object({
  totalAmount: Type.Array(Type.Object({ value: Type.Number(), label: Type.String() }), {
    minItems: 2,
    maxItems: 2,
  }),
});
export type AmountCard = Static<typeof AmountCard>;

/** A chart entry of the dashboard (part 1 section 3). */
export const ChartEntry = Type.Object({
  param: Type.String(),
  type: Type.Optional(Type.String()),
  totalCount: Type.Integer({ minimum: 0 }),
  totalAmount: Type.Number({ minimum: 0 }),
  formattedTotalAmount: Type.Optional(Type.String()),
});
export type ChartEntry = Static<typeof ChartEntry>;
