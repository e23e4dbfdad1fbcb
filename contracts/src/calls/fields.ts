import Type, { type TArray, type TObject, type TObjectOptions, type TProperties } from 'typebox';
import type { TSchema } from 'typebox';
import { ReportFile } from '../domain-portal';
import { literalUnion } from '../literal-union';
import { SORT_ORDERS } from '../member-codes';

/** The field schemas and request shapes the areas' calls share, so each is written once. */
export const CompanyId = Type.String({ minLength: 1, maxLength: 64 });
export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const CurrentPage = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
export const FileGatewayRefNo = Type.String({ minLength: 1, maxLength: 64 });
/** Which file of a several-file report (1 for the first). */
export const FileNumber = Type.Integer({ minimum: 1, maximum: 9_999 });
export const Language = literalUnion(['id', 'en'] as const);

/** A request that takes no field it does not name (every body and query of the portal's calls). */
export const closed = <P extends TProperties>(properties: P, options: TObjectOptions = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** A query of one company (the user must belong to it, GW1035 otherwise), then any fields more. */
export const companyQuery = <P extends TProperties = Record<never, never>>(more: P = {} as P) =>
  closed({ companyId: CompanyId, ...more });

/** The company and, optionally, one period of the policy the path names (its first if absent). */
export const PeriodQuery = companyQuery({ periodId: Type.Optional(Id) });

/** A file prepared in the background, asked for by its file gateway reference. */
export const FileQuery = companyQuery({ fileGatewayRefNo: FileGatewayRefNo });

/** An answer that is one list under one name: `{ banks: [...] }`. */
export const listOf = <K extends string, T extends TSchema>(key: K, row: T) =>
  Type.Object({ [key]: Type.Array(row) } as { [P in K]: TArray<T> }) as TObject<{
    [P in K]: TArray<T>;
  }>;

/** What a report's file count call answers: its files, none, one or several. */
export const ReportFiles = listOf('reportFiles', ReportFile);

/** The body of a report's file call: the fields of its file count call, then which file. */
export const fileRequest = <P extends TProperties>(request: P, options: TObjectOptions = {}) =>
  closed({ ...request, fileNumber: FileNumber }, options);

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

/** How a listing is searched, sorted and filtered: its search length, sort fields and filterBy. */
export interface ListingControls<S extends readonly string[], F extends TSchema> {
  searchMax: number;
  sortFields: S;
  filterBy: F;
}

/** A listing's search (case-insensitive, contains), sort field and order, and filterBy. */
export const searchSortFilter = <const S extends readonly string[], F extends TSchema>(
  controls: ListingControls<S, F>,
) => ({
  searchByValue: Type.Optional(Type.String({ maxLength: controls.searchMax })),
  sortByField: Type.Optional(literalUnion(controls.sortFields)),
  sortByOrder: Type.Optional(literalUnion(SORT_ORDERS)),
  filterBy: Type.Optional(controls.filterBy),
});

/**
 * The body of a filtered, paged listing by policy ('0000': all) and period: policyPeriodPage,
 * then searchSortFilter; `example` is its OpenAPI example.
 */
export const pagedListBody = <
  const T extends readonly number[],
  const S extends readonly string[],
  F extends TSchema,
>(
  pageSizes: T,
  controls: ListingControls<S, F>,
  example: Record<string, unknown>,
) =>
  closed(
    { ...policyPeriodPage(pageSizes), ...searchSortFilter(controls) },
    { examples: [example] },
  );
