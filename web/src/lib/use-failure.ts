import { useMemo, useState } from 'react';
import { toFailure, type ApiFailure } from './api-client';

/** A query or mutation result (RTK Query): its error, and for a query how to ask again. */
interface FailureSource {
  error?: unknown;
  refetch?: () => unknown;
}

/**
 * The error dialog's state for a screen's calls: the first failure not yet dismissed, as the
 * portal's one failure (lib/api-client toFailure; its errorCode goes through the one catalogue in
 * the dialog). Closing the dialog dismisses every failure shown so far; trying again does that and
 * asks the failed queries again. A new failure (another call, or the same call failing again)
 * shows anew.
 */
export function useFailure(...sources: FailureSource[]): {
  shown: ApiFailure | null;
  dismiss: () => void;
  retry: () => void;
} {
  const [dismissed, setDismissed] = useState<unknown[]>([]);
  const errors = sources.map((s) => s.error).filter(Boolean);
  const error = errors.find((e) => !dismissed.includes(e));
  // One object per failure, not per render (the dialog's props stay stable).
  const shown = useMemo(() => (error ? toFailure(error) : null), [error]);
  const dismiss = () => setDismissed((d) => [...d, ...errors]);
  return {
    shown,
    dismiss,
    retry: () => {
      dismiss();
      sources.filter((s) => s.error).forEach((s) => void s.refetch?.());
    },
  };
}
