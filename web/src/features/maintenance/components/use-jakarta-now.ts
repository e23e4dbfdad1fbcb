import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectMaintenance } from '../model/maintenance-slice';

/**
 * Jakarta wall-clock time (ms), re-read every `everyMs` and whenever a remote configuration
 * arrives: an announcement that starts "now" shows at once, not at the next tick.
 */
export function useJakartaNow(everyMs = 15_000): number {
  const { offsetMs, config } = useSelector(selectMaintenance);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
  }, [offsetMs, config]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + offsetMs;
}
