import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companySelected } from '@/lib/session';
import { MEMBER_PATHS } from '@/features/members/paths';
import { ALTERED_MEMBER, panelOption, policyRowSteps, renderAlter } from '../test/render-alter';
import { alterQuery } from './use-alter-params';

const PATH = `${MEMBER_PATHS.changePlanSelect}${alterQuery({
  memberId: 'm-1',
  memberNumber: '0000100001201',
  policyNumber: 'GHG0001001',
})}`;

const { choose, messageOf, openTable, typeDate, untick } = policyRowSteps('change-plan', 'new');

describe('change plan', () => {
  it('pre-checks every policy, shows the existing plan and disables submit with none', async () => {
    const user = userEvent.setup();
    const portal = renderAlter(PATH);
    const table = await screen.findByTestId('change-plan-table-GHG0001001');
    expect(table).toHaveTextContent('Budi Santoso');
    expect(screen.getByTestId('change-plan-existing-GHG0001001')).toHaveTextContent('A (Staf)');
    expect(screen.getByLabelText('Kesehatan GHG0001001 (GHG0001001)')).toBeChecked();
    expect(screen.getByLabelText('Kesehatan GHG0001002 (GHG0001002)')).toBeChecked();
    // The new plan is another plan of the policy: the member's own (A) is not offered.
    await user.click(screen.getByTestId('change-plan-new-GHG0001001'));
    expect(await panelOption('B (Manajer)')).toBeInTheDocument();
    await expect(panelOption('A (Staf)')).rejects.toThrow();
    await user.keyboard('{Escape}');
    await untick(user, 'GHG0001001');
    await untick(user, 'GHG0001002');
    expect(screen.getByTestId('alter-submit')).toBeDisabled();
    portal.unmount();
  });

  it('requires a new plan (err035) and a date (err031, err032, err039), err033 for the table', async () => {
    const { user, portal } = await openTable(PATH);
    await user.click(screen.getByTestId('alter-submit'));
    expect(messageOf('new', 'GHG0001001')).toHaveTextContent('Please select a new plan.');
    expect(messageOf('date', 'GHG0001001')).toHaveTextContent('Please enter the effective date.');
    expect(screen.getByTestId('alter-table-error')).toHaveTextContent(
      'Please ensure all highlighted fields are completed',
    );
    // The focus goes to the first invalid field: the new plan of the first table.
    expect(screen.getByTestId('change-plan-new-GHG0001001')).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(document.activeElement?.tagName).toBe('INPUT');
    await typeDate(user, 'GHG0001001', '21122026');
    expect(messageOf('date', 'GHG0001001')).toHaveTextContent('within 30 days');
    await typeDate(user, 'GHG0001002', '26112026');
    expect(messageOf('date', 'GHG0001002')).toHaveTextContent(
      'should not exceed the policy end date',
    );
    expect(portal.callsOf('changePlan')).toHaveLength(0);
    portal.unmount();
  });

  it('sends changePlan for the checked policies and returns with the plan-change banner', async () => {
    const { user, portal } = await openTable(PATH, {
      changePlan: () => ({ memberAlterationRef: ['MA1', 'MA2'] }),
    });
    await choose(user, 'GHG0001001', 'B (Manajer)');
    await typeDate(user, 'GHG0001001', '01122026');
    await choose(user, 'GHG0001002', 'B (Manajer)');
    await typeDate(user, 'GHG0001002', '25112026');
    expect(screen.queryByTestId('alter-table-error')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('alter-submit'));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    // The banner drops its parameters from the address at once: where the page went is in the history.
    expect(portal.visited).toContain(
      `${MEMBER_PATHS.landing}?memberAlterationRef=MA1&memberAlterationRef=MA2&flag=edit&change=plan`,
    );
    // The banner names a plan change, not an edit of details.
    expect(await screen.findByTestId('member-success-header')).toHaveTextContent(
      'Your request to change the plan was sent',
    );
    expect(portal.callsOf('changePlan')[0]).toMatchObject({
      body: {
        ...ALTERED_MEMBER,
        applicablePolicies: [
          {
            id: 'p-1',
            policyNo: 'GHG0001001',
            members: [{ id: 'm-1', planNo: 'B', planDesc: 'Manajer', effectiveDate: '2026-12-01' }],
          },
          {
            id: 'p-2',
            policyNo: 'GHG0001002',
            members: [{ id: 'm-1', planNo: 'B', planDesc: 'Manajer', effectiveDate: '2026-11-25' }],
          },
        ],
      },
    });
    expect(portal.callsOf('policyPlans')[0]).toMatchObject({
      path: { policyId: 'p-1' },
      query: { companyId: 'c-1' },
    });
    portal.unmount();
  });

  it('a company switch on the form goes back to the member list', async () => {
    const portal = renderAlter(PATH);
    await screen.findByTestId('change-plan-table-GHG0001001');
    act(() => {
      portal.store.dispatch(companySelected({ id: 'c-2', name: 'PT Dua' }));
    });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    portal.unmount();
  });
});
