import type { ChartEntry } from '@mo/contracts';

/**
 * The codes whose chart label the portal translates: the entry's `type` is a member type (E, S,
 * C) or a claim status (CC, CP, CA, CR, spec part 2; OS and the empty code, submitted but not yet
 * registered, which the donut lists so its counts add up to the book); its `param` is the
 * server's own (English) label. Plan entries carry the plan as `param` and keep it.
 */
export const CHART_LABEL_CODES = {
  memberType: ['E', 'S', 'C'],
  claimStatus: ['CC', 'CP', 'CA', 'CR', 'OS', ''],
} as const;

export type ChartLabelSet = keyof typeof CHART_LABEL_CODES;

/** A code's segment of its key: the empty code reads `submitted` (as in the claims screens). */
type KeySegment<C extends string> = C extends '' ? 'submitted' : C;
const keySegment = (code: string): string => (code === '' ? 'submitted' : code);

/** `charts.labels.<set>.<code>` of every known code (keys of the dashboard namespace). */
export type ChartLabelKey = {
  [S in ChartLabelSet]: `charts.labels.${S}.${KeySegment<(typeof CHART_LABEL_CODES)[S][number]>}`;
}[ChartLabelSet];

/**
 * The dashboard key of an entry's label (`charts.labels.<set>.<code>`), or null when the server's
 * label shows: plan entries (no set), entries without a code and codes the portal does not know.
 */
export function chartLabelKey(entry: ChartEntry, set: ChartLabelSet | null): ChartLabelKey | null {
  if (!set || entry.type === undefined) return null;
  const codes: readonly string[] = CHART_LABEL_CODES[set];
  return codes.includes(entry.type)
    ? (`charts.labels.${set}.${keySegment(entry.type)}` as ChartLabelKey)
    : null;
}
