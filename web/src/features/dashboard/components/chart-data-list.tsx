import type { ChartEntry } from '@mo/contracts';

/** The chart's figures as text, for screen readers (a canvas has none). */
export function ChartDataList({
  id,
  entries,
  format,
}: {
  id: string;
  entries: readonly ChartEntry[];
  format: (entry: ChartEntry) => string;
}) {
  return (
    <ul className="sr-only" data-testid={`dashboard-chart-data-${id}`}>
      {entries.map((e) => (
        <li key={e.param}>
          {e.param}: {format(e)}
        </li>
      ))}
    </ul>
  );
}
