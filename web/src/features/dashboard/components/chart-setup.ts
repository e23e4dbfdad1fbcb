import { ArcElement, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only what the dashboard draws (tree-shaken chart.js): bars, donuts and their axes. Not chart.js's
// legend: every chart hides it (the donuts' legends are the page's own lists), and registered it
// still laid itself out on every chart's update.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip);

/** A user who asks for reduced motion gets the charts drawn at once, without their animation. */
export function honourReducedMotion(
  win: Pick<Window, 'matchMedia'> | undefined = globalThis.window,
) {
  if (win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    Chart.defaults.animation = false;
}

/**
 * The charts' text in the page's own font (app.css --font-family), not chart.js's Helvetica Neue
 * / Helvetica / Arial: on a machine with Segoe UI or Roboto the charts read as part of the page.
 */
export function followPageFont(doc: Pick<Document, 'body'> | undefined = globalThis.document) {
  const family = doc?.body ? getComputedStyle(doc.body).fontFamily : '';
  if (family) Chart.defaults.font.family = family;
}

honourReducedMotion();
followPageFont();
