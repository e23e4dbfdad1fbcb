import Type from 'typebox';
import { literalUnion } from '../literal-union';

/** The field schemas several areas' calls share (billing, claims). */
export const CompanyId = Type.String({ minLength: 1, maxLength: 64 });
export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const CurrentPage = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });

/** A listing's company, policy ('0000': all its policies), period and page, in that order. */
export const policyPeriodPage = <const T extends readonly number[]>(pageSizes: T) => ({
  companyId: CompanyId,
  /** A policy of the company, or '0000' for all its policies (no period then). */
  policyId: Id,
  /** The policy's period; its first (newest) when absent; ignored for '0000'. */
  periodId: Type.Optional(Id),
  currentPage: Type.Optional(CurrentPage),
  pageSize: Type.Optional(literalUnion(pageSizes)),
});
