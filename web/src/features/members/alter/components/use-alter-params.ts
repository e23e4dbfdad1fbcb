import { useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router-dom';
import { selectCompany } from '@/lib/session';

/**
 * The member an alter form works on: memberId from the path (or the query string, change plan),
 * memberNumber and policyNumber from the query string (the list row passes them).
 */
export function useAlterParams() {
  const params = useParams();
  const [search] = useSearchParams();
  return {
    companyId: useSelector(selectCompany)?.id ?? null,
    memberId: params.memberId ?? search.get('memberId') ?? '',
    memberNumber: search.get('memberNumber') ?? '',
    policyNumber: search.get('policyNumber') ?? '',
  };
}

/** The query string an alter form reads (see useAlterParams). */
export const alterQuery = (row: {
  memberId?: string;
  memberNumber: string;
  policyNumber: string;
}) => {
  const search = new URLSearchParams();
  if (row.memberId) search.set('memberId', row.memberId);
  search.set('memberNumber', row.memberNumber);
  search.set('policyNumber', row.policyNumber);
  return `?${search.toString()}`;
};
