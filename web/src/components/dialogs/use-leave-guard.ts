import { useBlocker } from 'react-router-dom';

/**
 * Holds navigation away while `dirty` (a form with unsaved changes) and answers the props of
 * UnsavedChangesDialog: Yes leaves (the blocked navigation goes on), No stays.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    visible: blocker.state === 'blocked',
    onLeave: () => blocker.proceed?.(),
    onStay: () => blocker.reset?.(),
  };
}
