import type { ChartEntry } from '@mo/contracts';

/** The donuts' six legend colours (spec part 1 section 9), repeated past six entries. */
export const DONUT_COLOURS = [
  '#0b5cab',
  '#2fa4e7',
  '#f59e0b',
  '#16a34a',
  '#dc2626',
  '#8b5cf6',
] as const;

/** "Size 70%": our reading is the donut's cut-out (the hole is 70% of the diameter). */
export const DONUT_CUTOUT = '70%';

export const donutColour = (index: number): string =>
  DONUT_COLOURS[index % DONUT_COLOURS.length] as string;

export type DonutMeasure = 'totalCount' | 'totalAmount';

/** Chart.js data of a donut: one slice per entry, labelled and coloured in legend order. */
export function donutData(
  entries: readonly ChartEntry[],
  measure: DonutMeasure,
  label: (entry: ChartEntry) => string,
) {
  return {
    labels: entries.map(label),
    datasets: [
      {
        data: entries.map((e) => e[measure]),
        backgroundColor: entries.map((_, i) => donutColour(i)),
        borderWidth: 0,
      },
    ],
  };
}
