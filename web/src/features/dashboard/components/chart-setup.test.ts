import { Chart } from 'chart.js';
import { followPageFont, honourReducedMotion } from './chart-setup';

const windowPreferring = (reduce: boolean) => ({
  matchMedia: (query: string) =>
    ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
});

describe('chart set-up', () => {
  const animation = Chart.defaults.animation;
  const family = Chart.defaults.font.family;
  afterEach(() => {
    Chart.defaults.animation = animation;
    Chart.defaults.font.family = family;
    document.body.style.fontFamily = '';
  });

  it("writes the charts' text in the page's font", () => {
    document.body.style.fontFamily = "'Segoe UI', Roboto, sans-serif";
    followPageFont();
    expect(Chart.defaults.font.family).toBe(getComputedStyle(document.body).fontFamily);
    expect(Chart.defaults.font.family).toMatch(/^["']Segoe UI["'], Roboto, sans-serif$/);
  });

  it('draws without animation for a user who prefers reduced motion', () => {
    honourReducedMotion(windowPreferring(true));
    expect(Chart.defaults.animation).toBe(false);
  });

  it('keeps the animation otherwise', () => {
    honourReducedMotion(windowPreferring(false));
    expect(Chart.defaults.animation).not.toBe(false);
  });
});
