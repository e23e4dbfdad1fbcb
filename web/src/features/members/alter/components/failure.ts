import { useState } from 'react';

type Failure = { errorCode: string };

const asFailure = (error: unknown): Failure | null =>
  error && typeof error === 'object' && 'errorCode' in error && typeof error.errorCode === 'string'
    ? { errorCode: error.errorCode }
    : null;

/**
 * The first of the page's call failures not yet dismissed, for the error dialog (server codes
 * through the catalogue: a field code the form would have stopped shows its message there).
 */
export function useFailure(...errors: unknown[]) {
  const [dismissed, setDismissed] = useState<unknown[]>([]);
  const error = errors.find((e) => e && !dismissed.includes(e));
  return {
    failure: asFailure(error) ?? (error ? { errorCode: 'GC' } : null),
    dismiss: () => setDismissed((d) => [...d, ...errors.filter(Boolean)]),
  };
}
