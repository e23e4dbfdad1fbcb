import { waitFor } from '@testing-library/react';
import { MEMBER_PATHS } from '../paths';
import { requireMember } from './require-member';
import { renderAlter } from './test/render-alter';

const AREA = MEMBER_PATHS.area;
const guard = (url: string, params: Record<string, string | undefined> = {}) => {
  const result = requireMember(MEMBER_PATHS.editList)({
    params,
    request: new Request(`http://portal.test${url}`),
  });
  return result instanceof Response ? result.headers.get('Location') : result;
};

describe('member forms opened without a member', () => {
  it('send the user back to the list without an id in the path or the query', () => {
    expect(guard(`${AREA}/edit-details/employee`)).toBe(MEMBER_PATHS.editList);
    expect(guard(`${AREA}/edit-details/employee?memberId=`, { memberId: undefined })).toBe(
      MEMBER_PATHS.editList,
    );
    expect(guard(`${AREA}/edit-details/employee?memberId=%20`)).toBe(MEMBER_PATHS.editList);
  });

  it('open with the id in the path or in the query string', () => {
    expect(guard(`${AREA}/edit-details/employee/m-1`, { memberId: 'm-1' })).toBeNull();
    expect(guard(`${AREA}/change-plan/policies-select?memberId=m-1`)).toBeNull();
  });

  it.each([
    [`${AREA}/change-plan/policies-select`, MEMBER_PATHS.changePlanList],
    [`${AREA}/change-plan/policies-select?memberNumber=0000100001201`, MEMBER_PATHS.changePlanList],
    [`${AREA}/edit-details/employee`, MEMBER_PATHS.editList],
    [`${AREA}/edit-details/dependent`, MEMBER_PATHS.editList],
    [`${AREA}/remove-member/remove-member-employee`, MEMBER_PATHS.removeList],
  ])('%s goes back to %s and reads no member', async (path, list) => {
    const portal = renderAlter(path);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(list));
    expect(portal.callsOf('memberDetails')).toEqual([]);
    expect(portal.callsOf('memberPolicies')).toEqual([]);
    portal.unmount();
  });
});
