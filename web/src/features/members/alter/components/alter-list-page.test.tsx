import type { MemberRow } from '@mo/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companySelected } from '@/lib/session';
import { MEMBER_PATHS } from '@/features/members/paths';
import { renderAlter } from '../test/render-alter';

const row = (id: string, name: string, memberType: MemberRow['memberType']): MemberRow => ({
  id,
  memberNumber: '0000100001201',
  memberType,
  policyNumber: 'GHG0001001',
  policy: { id: 'p-1', policyNumber: 'GHG0001001', policyRemark: 'Kesehatan' },
  name,
  updateRequest: null,
  effectiveDate: null,
  requestDate: null,
});

const memberList = () => ({
  members: [row('m-1', 'Budi Santoso', 'EMPLOYEE'), row('m-2', 'Sari Santoso', 'CHILD')],
  pagination: { currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: 2 },
  applicableFilters: [],
});

const pick = async (user: ReturnType<typeof userEvent.setup>, prefix: string, name: string) => {
  const names = await screen.findAllByTestId(`${prefix}-name`);
  await user.click(names.find((n) => n.textContent === name)!);
};

describe('alter member lists', () => {
  it('edit: the member-type dropdown starts on All; employees and dependents get their form', async () => {
    const user = userEvent.setup();
    const portal = renderAlter(MEMBER_PATHS.editList, { memberList });
    // The dropdown is read while the list is on screen: picking a member leaves the page.
    await screen.findAllByTestId('edit-list-name');
    expect(screen.queryByTestId('edit-list-member-type')).not.toBeNull();
    expect(portal.callsOf('memberList')[0]).toMatchObject({ body: { memberType: 'ALL' } });
    await pick(user, 'edit-list', 'Sari Santoso');
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe(
        `${MEMBER_PATHS.area}/edit-details/dependent/m-2`,
      ),
    );
    expect(portal.router.state.location.search).toBe(
      '?memberNumber=0000100001201&policyNumber=GHG0001001',
    );
    portal.unmount();

    const again = renderAlter(MEMBER_PATHS.editList, { memberList });
    await pick(user, 'edit-list', 'Budi Santoso');
    await waitFor(() =>
      expect(again.router.state.location.pathname).toBe(
        `${MEMBER_PATHS.area}/edit-details/employee/m-1`,
      ),
    );
    again.unmount();
  });

  it('remove and change plan open the member with its number and policy', async () => {
    const user = userEvent.setup();
    const remove = renderAlter(MEMBER_PATHS.removeList, { memberList });
    await pick(user, 'remove-list', 'Budi Santoso');
    await waitFor(() =>
      expect(remove.router.state.location.pathname).toBe(
        `${MEMBER_PATHS.area}/remove-member/remove-member-employee/m-1`,
      ),
    );
    remove.unmount();

    const change = renderAlter(MEMBER_PATHS.changePlanList, { memberList });
    await pick(user, 'changePlan-list', 'Budi Santoso');
    await waitFor(() =>
      expect(change.router.state.location.pathname).toBe(MEMBER_PATHS.changePlanSelect),
    );
    expect(change.router.state.location.search).toBe(
      '?memberId=m-1&memberNumber=0000100001201&policyNumber=GHG0001001',
    );
    change.unmount();
  });

  it.each([
    ['edit', MEMBER_PATHS.editList],
    ['remove', MEMBER_PATHS.removeList],
    ['changePlan', MEMBER_PATHS.changePlanList],
  ] as const)('%s: a company switch goes back to the member list', async (kind, path) => {
    const portal = renderAlter(path, { memberList });
    await screen.findAllByTestId(`${kind}-list-name`);
    act(() => {
      portal.store.dispatch(companySelected({ id: 'c-2', name: 'PT Dua' }));
    });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    portal.unmount();
  });
});
