import { useMemo, useState } from 'react';
import { toFailure, type ApiFailure } from './api-client';

/** A query or mutation result (RTK Query): its error, and for a query how to ask again. */
interface FailureSource {
  error?: unknown;
  refetch?: () => unknown;
  /** Asking again (a screen opened anew, new arguments): its last error is not the answer. */
  isFetching?: boolean;
}

/**
 * The error dialog's state for a screen's calls: the first failure not yet dismissed, as the
 * portal's one failure (lib/api-client toFailure; its errorCode goes through the one catalogue in
 * the dialog). Closing the dialog dismisses every failure shown so far; trying again does that and
 * asks the failed queries again. A new failure (another call, or the same call failing again)
 * shows anew. A query asking again does not show its last error meanwhile (issue 29, the chaos
 * journey: a screen opened again after its call failed showed that stale failure once more while
 * the call, now answering, was asked again); if it fails again, its new error shows.
 */
export function useFailure(...sources: FailureSource[]): {
  shown: ApiFailure | null;
  dismiss: () => void;
  retry: () => void;
} {
  const [dismissed, setDismissed] = useState<unknown[]>([]);
  const errors = sources.map((s) => s.error).filter(Boolean);
  const current = sources.filter((s) => !s.isFetching).map((s) => s.error);
  const error = current.find((e) => e && !dismissed.includes(e));
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
