import { redirect, type LoaderFunctionArgs } from 'react-router-dom';

/**
 * A member form opened without its member (an edited address, a bookmark of the bare path) has
 * nothing to show: back to the list it is chosen from. The member id comes from the path, or from
 * the query string on change plan (see useAlterParams).
 */
export const requireMember =
  (listPath: string) =>
  ({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) => {
    const memberId = params.memberId ?? new URL(request.url).searchParams.get('memberId');
    return memberId?.trim() ? null : redirect(listPath);
  };
