import { useState } from 'react';

type Failure = { errorCode: string; serverMessage?: string | null };
interface Query {
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The error dialog's state for a screen's queries: the first failure (its errorCode goes through
 * the one catalogue in the dialog) until the user closes the dialog or tries again, which asks
 * the failed queries again.
 */
export function useFailure(...queries: Query[]) {
  const [dismissed, setDismissed] = useState<unknown>(null);
  const error = queries.find((q) => q.error)?.error;
  const shown =
    error && error !== dismissed && typeof error === 'object' && 'errorCode' in error
      ? (error as Failure)
      : null;
  return {
    shown,
    dismiss: () => setDismissed(error),
    retry: () => {
      setDismissed(error);
      queries.filter((q) => q.error).forEach((q) => void q.refetch());
    },
  };
}
