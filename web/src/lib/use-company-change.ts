import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectCompany } from './session';

/**
 * Calls `onChange` when the selected company changes after mount (lib/session has no
 * company-changed action yet, so this watches the session's company id).
 */
export function useCompanyChange(onChange: (companyId: string | null) => void) {
  const companyId = useSelector(selectCompany)?.id ?? null;
  const previous = useRef(companyId);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (previous.current === companyId) return;
    previous.current = companyId;
    callback.current(companyId);
  }, [companyId]);
  return companyId;
}
