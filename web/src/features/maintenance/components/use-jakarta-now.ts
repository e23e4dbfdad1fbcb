import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectMaintenance } from '../maintenance-slice';

/** Jakarta wall-clock time (ms), re-read every `everyMs`. */
export function useJakartaNow(everyMs = 15_000): number {
  const { offsetMs } = useSelector(selectMaintenance);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + offsetMs;
}
