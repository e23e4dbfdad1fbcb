import { skipToken } from '@reduxjs/toolkit/query';
import { useServerTodayQuery } from '@/lib/api/server-today';
import { useCobProcessDaysQuery } from '../api/cob';
import { cobTooOld } from '../rules/claim-rules';

/**
 * The COB window of a claim (docs/spec-notes.md, Claims screens): whether its event is too old
 * for a request, from the COB process-day count and the server's Jakarta date (the local
 * Jakarta day when the server's cannot be read). `ready` is false while either is being read.
 */
export function useCobWindow(
  companyId: string | null,
  fromDate: string | undefined,
): { tooOld: boolean; ready: boolean } {
  const enabled = Boolean(companyId && fromDate);
  const days = useCobProcessDaysQuery(enabled && companyId ? { companyId } : skipToken);
  const today = useServerTodayQuery(enabled ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const ready = enabled && !days.isLoading && !today.isLoading;
  return {
    tooOld: ready && fromDate ? cobTooOld(fromDate, days.data, today.data, Date.now()) : false,
    ready,
  };
}
