/*
 * The order of benefit rows, wherever a benefit schedule shows (policy benefits, spec part 1
 * section 4; a member's benefits, part 2 section 4): sorted by code, the EX00 rows just before
 * the MAXL row, MAXL (the annual limit) last and named "Limit Tahunan" when it has no name.
 */
export const ANNUAL_LIMIT_CODE = 'MAXL';
export const EXCLUSION_CODE = 'EX00';
/** The annual-limit row's name when the server sends none. */
export const ANNUAL_LIMIT_NAME = 'Limit Tahunan';

const rank = (code: string) => (code === ANNUAL_LIMIT_CODE ? 2 : code === EXCLUSION_CODE ? 1 : 0);

/** Any row with a code and a name (policy benefit rows, member benefit items). */
export function orderBenefitRows<R extends { code: string; name: string }>(
  rows: readonly R[],
  annualLimitName = ANNUAL_LIMIT_NAME,
): R[] {
  return [...rows]
    .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code))
    .map((row) =>
      row.code === ANNUAL_LIMIT_CODE && row.name.trim() === ''
        ? { ...row, name: annualLimitName }
        : row,
    );
}
