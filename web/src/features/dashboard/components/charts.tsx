import { useEffect, useState, type ComponentProps } from 'react';
import { nextTurn } from '@/lib/next-task';
import type * as Canvases from './chart-canvas';

type CanvasModule = typeof Canvases;
type BarProps = ComponentProps<CanvasModule['BarCanvas']>;
type DoughnutProps = ComponentProps<CanvasModule['DoughnutCanvas']>;

/** chart.js's chunk (chart-canvas.tsx); the module loader fetches it once. */
const canvases = (): Promise<CanvasModule> => import('./chart-canvas');

/**
 * The canvases once chart.js has loaded and this chart's turn has come (lib/next-task.ts
 * nextTurn): chart.js builds a chart in about 120 ms on Lighthouse's phone (4x slower CPU), and
 * the dashboard's four, drawn by one commit, were built by one task of 350-900 ms that blocked
 * the page. One per task, the browser paints and answers input between them. A chunk that fails
 * to load is thrown to the route's error boundary, as a lazy component's would be.
 */
function useCanvasTurn(): CanvasModule | undefined {
  const [module, setModule] = useState<CanvasModule>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    let live = true;
    canvases()
      .then(async (ready) => {
        await nextTurn();
        if (live) setModule(() => ready);
      })
      .catch((error: unknown) => {
        if (live) setFailure({ error });
      });
    return () => {
      live = false;
    };
  }, []);
  if (failure) throw failure.error;
  return module;
}

/** Until its turn, the chart's box stays empty (its size is the CSS's: no shift). */
const Pending = ({ label }: { label: string | undefined }) => (
  <div className="dashboard-chart__pending" role="img" aria-label={label} aria-busy="true" />
);

/** A bar chart drawn by chart.js. */
export function BarChart(props: BarProps) {
  const module = useCanvasTurn();
  return module ? <module.BarCanvas {...props} /> : <Pending label={props['aria-label']} />;
}

/** A donut drawn by chart.js. */
export function DoughnutChart(props: DoughnutProps) {
  const module = useCanvasTurn();
  return module ? <module.DoughnutCanvas {...props} /> : <Pending label={props['aria-label']} />;
}
