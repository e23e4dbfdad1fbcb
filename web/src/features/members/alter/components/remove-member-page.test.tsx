import { act, screen, waitFor } from '@testing-library/react';
import { companySelected } from '@/lib/session';
import { fail } from '@test/fake-api';
import { MEMBER_PATHS, removeMemberPath } from '@/features/members/paths';
import { ALTERED_MEMBER, policyRowSteps, renderAlter } from '../test/render-alter';

const PATH = `${removeMemberPath('m-1')}?memberNumber=0000100001201&policyNumber=GHG0001001`;

const { choose, messageOf, openTable, typeDate, untick } = policyRowSteps('remove', 'reason');

describe('remove member', () => {
  it('pre-checks every policy of the member and shows one row per policy', async () => {
    const portal = renderAlter(PATH);
    expect(await screen.findByTestId('remove-table-GHG0001001')).toHaveTextContent('Budi Santoso');
    expect(screen.getByTestId('remove-table-GHG0001002')).toBeInTheDocument();
    expect(screen.getByLabelText('Kesehatan GHG0001001 (GHG0001001)')).toBeChecked();
    expect(screen.getByLabelText('Kesehatan GHG0001002 (GHG0001002)')).toBeChecked();
    expect(screen.getByTestId('remove-notes').querySelectorAll('li')).toHaveLength(2);
    expect(portal.callsOf('memberPolicies')[0]).toMatchObject({
      path: { memberId: 'm-1' },
      query: { companyId: 'c-1' },
    });
    portal.unmount();
  });

  it('disables submit when no policy is checked', async () => {
    const { user, portal } = await openTable(PATH);
    expect(screen.getByTestId('alter-submit')).toBeEnabled();
    await untick(user, 'GHG0001001');
    expect(screen.queryByTestId('remove-table-GHG0001001')).not.toBeInTheDocument();
    expect(screen.getByTestId('alter-submit')).toBeEnabled();
    await untick(user, 'GHG0001002');
    expect(screen.getByTestId('alter-submit')).toBeDisabled();
    portal.unmount();
  });

  it('requires a reason (err030) and a date (err031), with err033 for the table', async () => {
    const { user, portal } = await openTable(PATH);
    await untick(user, 'GHG0001002');
    await user.click(screen.getByTestId('alter-submit'));
    expect(messageOf('reason', 'GHG0001001')).toHaveTextContent('Please select a reason.');
    expect(messageOf('date', 'GHG0001001')).toHaveTextContent('Please enter the effective date.');
    expect(screen.getByTestId('alter-table-error')).toHaveTextContent(
      'Please ensure all highlighted fields are completed in the correct format.',
    );
    expect(portal.callsOf('memberAlteration')).toHaveLength(0);
    // The focus goes to the first invalid field: the reason of the first table.
    expect(document.activeElement?.id).toMatch(/^remove-reason-/);
    expect(screen.getByTestId('remove-reason-GHG0001001')).toContainElement(
      document.activeElement as HTMLElement,
    );
    portal.unmount();
  });

  it('keeps the date within 30 days of the server date (err032) and the policy end (err039)', async () => {
    const { user, portal } = await openTable(PATH);
    // Server date 20 Nov 2026: 21 Dec 2026 is 31 days on, 20 Dec 2026 is 30.
    await typeDate(user, 'GHG0001001', '21122026');
    expect(messageOf('date', 'GHG0001001')).toHaveTextContent('within 30 days');
    await typeDate(user, 'GHG0001001', '20102026');
    expect(messageOf('date', 'GHG0001001')).toHaveTextContent('within 30 days');
    await typeDate(user, 'GHG0001001', '20122026');
    expect(screen.queryByTestId('remove-date-GHG0001001-message')).not.toBeInTheDocument();
    // GHG0001002 ends on 25 Nov 2026.
    await typeDate(user, 'GHG0001002', '26112026');
    expect(messageOf('date', 'GHG0001002')).toHaveTextContent(
      'Effective date should not exceed the policy end date.',
    );
    await typeDate(user, 'GHG0001002', '25112026');
    expect(screen.queryByTestId('remove-date-GHG0001002-message')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('sends REMOVE_MEMBER for the checked policies and returns to the list with the banner', async () => {
    const { user, portal } = await openTable(PATH, {
      memberAlteration: () => ({ memberAlterationRef: 'MA2026112000001' }),
    });
    await untick(user, 'GHG0001002');
    await choose(user, 'GHG0001001', 'Resigned');
    await typeDate(user, 'GHG0001001', '01122026');
    expect(screen.getByTestId('remove-date-GHG0001001')).toHaveValue('01 Dec 2026');
    await user.click(screen.getByTestId('alter-submit'));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    // The banner drops its parameters from the address at once: where the page went is in the history.
    expect(portal.visited).toContain(
      `${MEMBER_PATHS.landing}?memberAlterationRef=MA2026112000001&flag=remove`,
    );
    expect(portal.callsOf('memberAlteration')[0]).toMatchObject({
      body: {
        type: 'REMOVE_MEMBER',
        ...ALTERED_MEMBER,
        applicablePolicies: [
          {
            id: 'p-1',
            policyType: 'GHG',
            policyNo: 'GHG0001001',
            members: [
              {
                id: 'm-1',
                effectiveDate: '2026-12-01',
                terminateReason: { id: 'r-1', code: 'RESIGN', description: 'Resigned' },
              },
            ],
          },
        ],
      },
    });
    portal.unmount();
  });

  it('disables submit and shows the loader while the request runs', async () => {
    const { user, portal } = await openTable(PATH, {
      memberAlteration: () => new Promise(() => {}),
    });
    await untick(user, 'GHG0001002');
    await choose(user, 'GHG0001001', 'Resigned');
    await typeDate(user, 'GHG0001001', '01122026');
    await user.click(screen.getByTestId('alter-submit'));
    await waitFor(() => expect(screen.getByTestId('alter-submit')).toBeDisabled());
    expect(screen.getByText('Submitting')).toBeInTheDocument();
    portal.unmount();
  });

  it('shows a server code through the catalogue and stays on the form', async () => {
    const { user, portal } = await openTable(PATH, {
      memberAlteration: fail('memberAlteration', 'err032'),
    });
    await untick(user, 'GHG0001002');
    await choose(user, 'GHG0001001', 'Deceased');
    await typeDate(user, 'GHG0001001', '01122026');
    await user.click(screen.getByTestId('alter-submit'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('within 30 days');
    expect(portal.router.state.location.pathname).toBe(removeMemberPath('m-1'));
    portal.unmount();
  });

  it('asks before leaving with changes, and a company switch goes back to the list', async () => {
    const { user, portal } = await openTable(PATH);
    await typeDate(user, 'GHG0001001', '01122026');
    await user.click(screen.getByTestId('alter-breadcrumb-members'));
    expect(
      await screen.findByText('Do you want to leave? Your changes will not be saved'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No, stay back' }));
    expect(portal.router.state.location.pathname).toBe(removeMemberPath('m-1'));
    act(() => {
      portal.store.dispatch(companySelected({ id: 'c-2', name: 'PT Dua' }));
    });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    portal.unmount();
  });
});
