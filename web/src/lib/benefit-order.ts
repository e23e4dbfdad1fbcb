import type { BenefitMapping } from '@mo/contracts';

/*
 * The order of benefit rows, wherever a benefit schedule shows (policy benefits, spec part 1
 * section 4; a member's benefits, part 2 section 4). Part 2 section 3: "Benefit order is given by
 * a list of benefit codes" (policies/benefit-mapping, one list per product type): codes in that
 * list come in its order, the others after it sorted by code (the whole table sorted by code when
 * no list came). Whatever the list says, the EX00 rows come just before the MAXL row and MAXL
 * (the annual limit) is last, named "Limit Tahunan" when it has no name.
 */
export const ANNUAL_LIMIT_CODE = 'MAXL';
export const EXCLUSION_CODE = 'EX00';
/**
 * The annual-limit row's name when the server sends none: the spec's literal default name, in
 * both page languages (it stands for a name the insurer's data left empty, not for portal text).
 */
export const ANNUAL_LIMIT_NAME = 'Limit Tahunan';

const rank = (code: string) => (code === ANNUAL_LIMIT_CODE ? 2 : code === EXCLUSION_CODE ? 1 : 0);

/** The server's code order for one benefit product type; none (empty) when it sent no list. */
export const benefitCodeOrder = (
  mappings: readonly BenefitMapping[] | undefined,
  productType: string,
): readonly string[] => mappings?.find((m) => m.productType === productType)?.benefitCodes ?? [];

/** Any row with a code and a name (policy benefit rows, member benefit items). */
export function orderBenefitRows<R extends { code: string; name: string }>(
  rows: readonly R[],
  codeOrder: readonly string[] = [],
): R[] {
  const listed = new Map(codeOrder.map((code, index) => [code, index]));
  const place = (code: string) => listed.get(code) ?? codeOrder.length;
  return [...rows]
    .sort(
      (a, b) =>
        rank(a.code) - rank(b.code) ||
        place(a.code) - place(b.code) ||
        a.code.localeCompare(b.code),
    )
    .map((row) =>
      row.code === ANNUAL_LIMIT_CODE && row.name.trim() === ''
        ? { ...row, name: ANNUAL_LIMIT_NAME }
        : row,
    );
}
