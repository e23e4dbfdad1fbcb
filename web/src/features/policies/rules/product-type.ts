import type { BenefitMapping } from '@mo/contracts';

/** Policy product codes → benefit product types (spec part 1 section 9). */
export const PRODUCT_TYPE_MAP: Readonly<Record<string, string>> = {
  GHG: 'HBAS',
  GLS: 'TDTH',
  GPG: 'TACD',
  GCB: 'HBAS',
};

/** A policy product code as its benefit product type; an unknown code is kept as is. */
export const mapProductType = (code: string): string => PRODUCT_TYPE_MAP[code] ?? code;

/** Benefit sequence (spec part 1 section 9): inpatient 1 ... medical check-up 6. */
export const DEFAULT_BENEFIT_SEQUENCE: Readonly<Record<string, number>> = {
  HBAS: 1,
  HSMT: 2,
  HSCI: 3,
  HSDT: 4,
  HSOT: 5,
  HMCU: 6,
};

/** The server's benefit mapping (when it answered) over the spec's defaults. */
export const sequenceFrom = (mappings: readonly BenefitMapping[] | undefined) => ({
  ...DEFAULT_BENEFIT_SEQUENCE,
  ...Object.fromEntries((mappings ?? []).map((m) => [m.productType, m.sequence])),
});

/** Benefit buttons in sequence order (after mapping); unknown types last, in their given order. */
export function orderBySequence<B extends { productType: string }>(
  buttons: readonly B[],
  sequence: Readonly<Record<string, number>> = DEFAULT_BENEFIT_SEQUENCE,
): B[] {
  const rank = (b: B) => sequence[mapProductType(b.productType)] ?? Number.MAX_SAFE_INTEGER;
  return buttons
    .map((button, index) => ({ button, index }))
    .sort((a, b) => rank(a.button) - rank(b.button) || a.index - b.index)
    .map(({ button }) => button);
}
