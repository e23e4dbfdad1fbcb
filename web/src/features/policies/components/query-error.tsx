import { useState } from 'react';
import { ErrorDialog } from '../../../components/error-dialog';

/** The generic error dialog for one query's failure, with a retry that refetches. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [dismissed, setDismissed] = useState<unknown>(null);
  const failure =
    error && error !== dismissed && typeof error === 'object' && 'errorCode' in error
      ? (error as { errorCode: string })
      : null;
  return (
    <ErrorDialog
      failure={failure}
      onClose={() => setDismissed(error)}
      onRetry={() => {
        setDismissed(error);
        onRetry();
      }}
    />
  );
}
