import { useEffect, useState, type ComponentProps } from 'react';
import { nextTurn } from '@/lib/next-task';
import type * as Canvases from './chart-canvas';

type CanvasModule = typeof Canvases;
type BarProps = ComponentProps<CanvasModule['BarCanvas']>;
type DoughnutProps = ComponentProps<CanvasModule['DoughnutCanvas']>;

/** chart.js's chunk (chart-canvas.tsx); the module loader fetches it once. */
const canvases = (): Promise<CanvasModule> => import('./chart-canvas');

/**
 * How far outside the screen a chart's box may be and still be drawn. On a phone every chart is
 * below the first screen (412 x 823: the first starts near 1,200 px), and building the four was
 * the largest part of the dashboard's blocking time there (about 120 ms each on a 4x slower CPU,
 * with chart.js's own chunk to run first): each is drawn as its box comes within this distance of
 * the screen, a scroll ahead of the reader, and chart.js loads with the first of them.
 */
const CHART_DRAW_MARGIN_PX = 240;

/**
 * Whether the element has come within CHART_DRAW_MARGIN_PX of the screen; once it has, it stays
 * so. Where the browser has no IntersectionObserver, at once.
 */
function useNearScreen(): [(element: Element | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${CHART_DRAW_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}

/**
 * The canvases once the chart is near the screen, chart.js has loaded and this chart's turn has
 * come (lib/next-task.ts nextTurn): chart.js builds a chart in about 120 ms on Lighthouse's phone
 * (4x slower CPU), and the dashboard's four, drawn by one commit, were built by one task of
 * 350-900 ms that blocked the page. One per task, the browser paints and answers input between
 * them. A chunk that fails to load is thrown to the route's error boundary, as a lazy
 * component's would be.
 */
function useCanvasTurn(near: boolean): CanvasModule | undefined {
  const [module, setModule] = useState<CanvasModule>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!near) return;
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
  }, [near]);
  if (failure) throw failure.error;
  return module;
}

/** Until its turn, the chart's box stays empty (its size is the CSS's: no shift). */
const Pending = ({
  label,
  boxRef,
}: {
  label: string | undefined;
  boxRef: (element: Element | null) => void;
}) => (
  <div
    ref={boxRef}
    className="dashboard-chart__pending"
    role="img"
    aria-label={label}
    aria-busy="true"
  />
);

/** The chart's box until it is drawn, and the canvases once it may be (near the screen, its turn). */
function useChart(): [CanvasModule | undefined, (element: Element | null) => void] {
  const [boxRef, near] = useNearScreen();
  return [useCanvasTurn(near), boxRef];
}

/** A bar chart drawn by chart.js. */
export function BarChart(props: BarProps) {
  const [module, boxRef] = useChart();
  return module ? (
    <module.BarCanvas {...props} />
  ) : (
    <Pending label={props['aria-label']} boxRef={boxRef} />
  );
}

/** A donut drawn by chart.js. */
export function DoughnutChart(props: DoughnutProps) {
  const [module, boxRef] = useChart();
  return module ? (
    <module.DoughnutCanvas {...props} />
  ) : (
    <Pending label={props['aria-label']} boxRef={boxRef} />
  );
}
