import type { ChartEntry } from '@mo/contracts';

/** The chart's figures as text, for screen readers (a canvas has none). */
export function ChartDataList({
  id,
  entries,
  label,
  format,
}: {
  id: string;
  entries: readonly ChartEntry[];
  label: (entry: ChartEntry) => string;
  format: (entry: ChartEntry) => string;
}) {
  return (
    <ul className="sr-only" data-testid={`dashboard-chart-data-${id}`}>
      {entries.map((e) => (
        <li key={e.param}>
          {label(e)}: {format(e)}
        </li>
      ))}
    </ul>
  );
}
