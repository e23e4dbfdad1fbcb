import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLeaveGuard } from '@/components/dialogs';
import { rememberCompany, selectCompany, type SelectedCompany } from '@/lib/session';
import { useCompanyChange } from '@/lib/use-company-change';
import { addStateCleared } from '../model/add-slice';

/**
 * The leave confirmation of the add forms (spec part 2 section 2): while `dirty`, navigation
 * away waits for the dialog. Leave clears the saved forms and goes on; Stay dismisses it and, when
 * a company switch caused it (`onCompanySwitch` navigates away), selects the previous company
 * again. The side menu follows the route, so it stays on Members by itself.
 */
export function useAddLeaveGuard(dirty: boolean, onCompanySwitch: () => void) {
  const dispatch = useDispatch();
  const company = useSelector(selectCompany);
  const previous = useRef<SelectedCompany | null>(company);
  const switchedFrom = useRef<SelectedCompany | null>(null);
  const restoring = useRef<string | null>(null);
  const guard = useLeaveGuard(dirty);

  useCompanyChange((companyId) => {
    if (restoring.current !== null && companyId === restoring.current) {
      restoring.current = null;
      return;
    }
    switchedFrom.current = dirty ? previous.current : null;
    onCompanySwitch();
  });
  // After useCompanyChange's effect, so the switch above still sees the company before it.
  useEffect(() => {
    previous.current = company;
  }, [company]);

  return {
    visible: guard.visible,
    onLeave: () => {
      switchedFrom.current = null;
      dispatch(addStateCleared());
      guard.onLeave();
    },
    onStay: () => {
      guard.onStay();
      const back = switchedFrom.current;
      switchedFrom.current = null;
      if (back) {
        restoring.current = back.id;
        dispatch(rememberCompany(back));
      }
    },
  };
}
