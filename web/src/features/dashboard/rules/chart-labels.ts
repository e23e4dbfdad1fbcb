import type { ChartEntry } from '@mo/contracts';

/**
 * The codes whose chart label the portal translates: the entry's `type` is a member type (E, S,
 * C) or a claim status (CC, CP, CA, CR, spec part 2); its `param` is the server's own (English)
 * label. Plan entries carry the plan as `param` and keep it.
 */
export const CHART_LABEL_CODES = {
  memberType: ['E', 'S', 'C'],
  claimStatus: ['CC', 'CP', 'CA', 'CR'],
} as const;

export type ChartLabelSet = keyof typeof CHART_LABEL_CODES;

/** `charts.labels.<set>.<code>` of every known code (keys of the dashboard namespace). */
export type ChartLabelKey = {
  [S in ChartLabelSet]: `charts.labels.${S}.${(typeof CHART_LABEL_CODES)[S][number]}`;
}[ChartLabelSet];

/**
 * The dashboard key of an entry's label (`charts.labels.<set>.<code>`), or null when the server's
 * label shows: plan entries (no set) and codes the portal does not know.
 */
export function chartLabelKey(entry: ChartEntry, set: ChartLabelSet | null): ChartLabelKey | null {
  if (!set || !entry.type) return null;
  const codes: readonly string[] = CHART_LABEL_CODES[set];
  return codes.includes(entry.type)
    ? (`charts.labels.${set}.${entry.type}` as ChartLabelKey)
    : null;
}
