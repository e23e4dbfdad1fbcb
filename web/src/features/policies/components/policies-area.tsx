import { createContext, useContext, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';

/** Paging of the policy list, kept while the user moves between list and details. */
export interface ListPaging {
  page: number;
  pageSize: number;
  /** The company the page is of: another company starts again at page 1. */
  companyId?: string | null;
}

interface AreaState {
  paging: ListPaging;
  setPaging: (paging: ListPaging) => void;
}

export const DEFAULT_PAGING: ListPaging = { page: 1, pageSize: 10 };

const AreaContext = createContext<AreaState>({ paging: DEFAULT_PAGING, setPaging: () => {} });

/**
 * The policy-and-benefits area: its state lives here, so leaving the area (unmounting this
 * layout) resets it (spec part 1 section 2).
 */
export function PoliciesArea() {
  const [paging, setPaging] = useState<ListPaging>(DEFAULT_PAGING);
  const value = useMemo(() => ({ paging, setPaging }), [paging]);
  return (
    <AreaContext.Provider value={value}>
      <Outlet />
    </AreaContext.Provider>
  );
}

export const useAreaPaging = () => useContext(AreaContext);
