import { ErrorDialog } from '@/components/error-dialog';
import { useFailure } from '@/lib/use-failure';

/** The generic error dialog for one query's failure, with a retry that refetches. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = useFailure({ error, refetch: onRetry });
  return <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />;
}
