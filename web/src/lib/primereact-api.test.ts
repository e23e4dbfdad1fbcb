import { followReducedMotion } from './primereact-api';

/** A media query list whose answer the test sets, telling its listeners as a browser does. */
function fakeMedia(matches: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const win = {
    matchMedia: (text: string) => {
      expect(text).toBe('(prefers-reduced-motion: reduce)');
      return query as unknown as MediaQueryList;
    },
  };
  const change = (next: boolean) => {
    query.matches = next;
    listeners.forEach((listener) => listener());
  };
  return { win, change };
}

describe('PrimeReact and reduced motion', () => {
  it('turns the transitions off for a user who asks for reduced motion, and follows a change', () => {
    const config = { cssTransition: true };
    const media = fakeMedia(true);
    followReducedMotion(config, media.win);
    expect(config.cssTransition).toBe(false);
    media.change(false);
    expect(config.cssTransition).toBe(true);
    media.change(true);
    expect(config.cssTransition).toBe(false);
  });

  it('keeps them for everyone else, and where there is no media query', () => {
    const config = { cssTransition: true };
    followReducedMotion(config, fakeMedia(false).win);
    expect(config.cssTransition).toBe(true);
    followReducedMotion(config, undefined);
    expect(config.cssTransition).toBe(true);
  });
});
