import { Chart } from 'chart.js';
import { honourReducedMotion } from './chart-setup';

const windowPreferring = (reduce: boolean) => ({
  matchMedia: (query: string) =>
    ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
});

describe('chart set-up', () => {
  const animation = Chart.defaults.animation;
  afterEach(() => {
    Chart.defaults.animation = animation;
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
