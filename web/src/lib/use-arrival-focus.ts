import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Location state of a navigation that lands the keyboard focus on the new page's heading (after
 * sign-in: the dashboard's h1), so a screen reader announces where the user arrived.
 */
export const FOCUS_HEADING_STATE = { focusHeading: true } as const;

const wantsHeadingFocus = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  'focusHeading' in state &&
  state.focusHeading === true;

/**
 * When the navigation asked for it, focuses the h1 inside the element `containerId` (the shell's
 * main) once it renders: the shell and the page are lazy chunks, so it waits for them. A heading
 * without tabIndex=-1 cannot take focus: then the container (itself tabIndex=-1) takes it.
 */
export function useArrivalFocus(containerId: string): void {
  const location = useLocation();
  const wanted = wantsHeadingFocus(location.state);
  useEffect(() => {
    if (!wanted) return undefined;
    const focusHeading = (): boolean => {
      const container = document.getElementById(containerId);
      const heading = container?.querySelector<HTMLElement>('h1');
      if (!container || !heading) return false;
      (heading.hasAttribute('tabindex') ? heading : container).focus();
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [containerId, wanted, location.key]);
}
