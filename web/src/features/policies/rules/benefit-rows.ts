import type { BenefitRow } from '@mo/contracts';
import {
  ANNUAL_LIMIT_CODE,
  ANNUAL_LIMIT_NAME,
  EXCLUSION_CODE,
  orderBenefitRows,
} from '@/lib/benefit-order';

export { ANNUAL_LIMIT_CODE, ANNUAL_LIMIT_NAME, EXCLUSION_CODE, orderBenefitRows };

export type BenefitSection = BenefitRow['type'];

export interface BenefitSections {
  HI: BenefitRow[];
  NM: BenefitRow[];
  /** Which sections show; tabs only when both have rows. */
  visible: BenefitSection[];
  tabs: boolean;
}

/** Inner limit (HI) and as charged (NM); when one is empty only the other shows, without tabs. */
export function splitSections(rows: readonly BenefitRow[]): BenefitSections {
  const HI = rows.filter((r) => r.type === 'HI');
  const NM = rows.filter((r) => r.type === 'NM');
  const visible = (['HI', 'NM'] as const).filter((s) => (s === 'HI' ? HI : NM).length > 0);
  return { HI, NM, visible, tabs: visible.length === 2 };
}

/** One table line: a benefit code with its amount per plan (null when the plan has none). */
export interface BenefitLine {
  code: string;
  name: string;
  limitType: string;
  amounts: Record<string, BenefitRow['benefitAmount'] | null>;
}

/**
 * Rows of one section (one per code and plan) → lines, one column per plan, in the server's code
 * order for the benefit when it sent one (lib/benefit-order.ts).
 */
export function benefitLines(
  rows: readonly BenefitRow[],
  planNos: readonly string[],
  codeOrder: readonly string[] = [],
): BenefitLine[] {
  const byCode = new Map<string, BenefitLine>();
  for (const row of rows) {
    const line = byCode.get(row.code) ?? {
      code: row.code,
      name: row.name,
      limitType: row.limitType,
      amounts: Object.fromEntries(planNos.map((p) => [p, null])),
    };
    if (!line.name && row.name) line.name = row.name;
    line.amounts[row.planNo] = row.benefitAmount;
    byCode.set(row.code, line);
  }
  return orderBenefitRows([...byCode.values()], codeOrder);
}

/** Plans in the order they first appear (the table's columns). */
export const planColumns = (rows: readonly BenefitRow[]) => [
  ...new Map(rows.map((r) => [r.planNo, r.planNoWithDescription])).entries(),
];
