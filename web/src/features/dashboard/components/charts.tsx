import { lazy, Suspense, type ComponentProps } from 'react';

const canvases = () => import('./chart-canvas');
const LazyBar = lazy(async () => ({ default: (await canvases()).BarCanvas }));
const LazyDoughnut = lazy(async () => ({ default: (await canvases()).DoughnutCanvas }));

type BarProps = ComponentProps<typeof LazyBar>;
type DoughnutProps = ComponentProps<typeof LazyDoughnut>;

/** Until chart.js has loaded, the chart's box stays empty (its size is the CSS's: no shift). */
const Pending = ({ label }: { label: string | undefined }) => (
  <div className="dashboard-chart__pending" role="img" aria-label={label} aria-busy="true" />
);

/** A bar chart drawn by chart.js once its chunk has loaded. */
export function BarChart(props: BarProps) {
  return (
    <Suspense fallback={<Pending label={props['aria-label']} />}>
      <LazyBar {...props} />
    </Suspense>
  );
}

/** A donut drawn by chart.js once its chunk has loaded. */
export function DoughnutChart(props: DoughnutProps) {
  return (
    <Suspense fallback={<Pending label={props['aria-label']} />}>
      <LazyDoughnut {...props} />
    </Suspense>
  );
}
