import { useServerTodayQuery } from '@/lib/api/server-today';

const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** Today in Jakarta by the local clock (when the server's clock cannot be read). */
export const localJakartaToday = (now = Date.now()): string =>
  new Date(now + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Today for the date rules: the server's date once read (lib's serverToday, read afresh on every
 * visit), else the local Jakarta date.
 */
export function useToday(): { today: string; loading: boolean } {
  const { data, isLoading } = useServerTodayQuery(undefined, { refetchOnMountOrArgChange: true });
  return { today: data ?? localJakartaToday(), loading: isLoading };
}
