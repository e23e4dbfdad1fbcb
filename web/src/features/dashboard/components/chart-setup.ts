import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';

// Only what the dashboard draws (tree-shaken chart.js): bars, donuts, their axes and legend.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** A user who asks for reduced motion gets the charts drawn at once, without their animation. */
export function honourReducedMotion(
  win: Pick<Window, 'matchMedia'> | undefined = globalThis.window,
) {
  if (win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    Chart.defaults.animation = false;
}

honourReducedMotion();
