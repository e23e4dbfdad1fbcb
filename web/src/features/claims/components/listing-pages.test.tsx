import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { companySelected } from '@/lib/session';
import { CLAIM_PATHS, claimListingPath } from '../paths';
import { claimPage, claimRow, policyPage, policyRow, renderClaims } from '../test/claim-fixtures';
import { firstPage } from '@test/portal-fixtures';

type Portal = ReturnType<typeof renderClaims>;
const lastBody = (portal: Portal, id: string) => portal.callsOf(id).at(-1)?.body;
const switchCompany = (portal: Portal) =>
  act(() => {
    portal.store.dispatch(companySelected({ id: 'c-1', name: 'PT Satu' }));
  });
const pick = async (testId: string, option: string) => {
  await userEvent.click(screen.getByTestId(testId));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('the claims routes', () => {
  it.each([
    [CLAIM_PATHS.area, CLAIM_PATHS.policy],
    [CLAIM_PATHS.claimDetail, CLAIM_PATHS.policy],
    [CLAIM_PATHS.excess, CLAIM_PATHS.excessListing],
  ])('%s redirects to %s', async (from, to) => {
    const portal = renderClaims(from);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(to));
    portal.unmount();
  });

  it('shows the no-access page for excess claims without the Excess Claim module', async () => {
    const portal = renderClaims(CLAIM_PATHS.excessListing, { modules: ['MO Claim Breakdown'] });
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    expect(portal.callsOf('excessClaims')).toHaveLength(0);
    portal.unmount();
  });
});

describe('the claim policy table', () => {
  it('reads page 1 of size 10, shows the totals and opens a policy’s listing', async () => {
    const user = userEvent.setup();
    const portal = renderClaims(CLAIM_PATHS.policy, {
      handlers: { claimPolicies: () => policyPage(undefined, 25) },
    });
    const rows = await screen.findAllByTestId('claim-policy-row');
    expect(portal.callsOf('claimPolicies')[0]).toEqual({
      query: { companyId: 'c-2', currentPage: 1, pageSize: 10 },
    });
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Kesehatan Kumpulan 1',
      'GHG0001',
      '10',
      '1',
      '01 Aug 2026 – 31 Jul 2027',
      '01 Aug 2024',
    ]);
    expect(screen.getByTestId('claim-policy-totals')).toHaveTextContent('30');
    await user.click(screen.getByTestId('claim-policy-next'));
    await waitFor(() =>
      expect(portal.callsOf('claimPolicies').at(-1)).toMatchObject({ query: { currentPage: 2 } }),
    );
    switchCompany(portal);
    await waitFor(() =>
      expect(portal.callsOf('claimPolicies').at(-1)).toEqual({
        query: { companyId: 'c-1', currentPage: 1, pageSize: 10 },
      }),
    );
    await user.click((await screen.findAllByTestId('claim-policy-link'))[1] as HTMLElement);
    await waitFor(() =>
      expect(`${portal.router.state.location.pathname}${portal.router.state.location.search}`).toBe(
        claimListingPath({ policyId: 'pol-2' }),
      ),
    );
    portal.unmount();
  });
});

describe('the claim listing', () => {
  it("reads the route's policy with its first period, and words the rows", async () => {
    const portal = renderClaims(claimListingPath({ policyId: 'pol-1' }), {
      handlers: {
        claimList: () =>
          claimPage([
            claimRow(1),
            claimRow(2, {
              status: 'CP',
              statusDesc: 'Assessing Claim',
              claimType: 'C',
              memberType: 'S',
            }),
          ]),
      },
    });
    const rows = await screen.findAllByTestId('claim-list-row');
    expect(lastBody(portal, 'claimList')).toEqual({
      companyId: 'c-2',
      policyId: 'pol-1',
      periodId: 'pol-1-per-1',
      status: 'ACTIVE_COMPLETED',
      currentPage: 1,
      pageSize: 10,
    });
    const cells = (row: number) =>
      within(rows[row] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(0)).toEqual([
      'CLM001',
      'Budi 1',
      '55667-00001',
      'Employee',
      'Rawat Inap',
      '02 Nov 2026',
      'Cashless',
      'Paid',
      'Rp1.250.000,00',
      'Rp1.000.000,00',
    ]);
    expect(cells(1)).toEqual(expect.arrayContaining(['Spouse', 'Reimbursement', 'Pending']));
    expect(screen.getByTestId('claim-listing-period')).not.toHaveClass('p-disabled');
    portal.unmount();
  });

  it("disables the period for all policies ('0000') and sends none", async () => {
    const portal = renderClaims(CLAIM_PATHS.listing);
    await screen.findAllByTestId('claim-list-row');
    expect(screen.getByTestId('claim-listing-period')).toHaveClass('p-disabled');
    expect(lastBody(portal, 'claimList')).toMatchObject({ policyId: '0000' });
    expect(lastBody(portal, 'claimList')).not.toHaveProperty('periodId');
    portal.unmount();
  });

  it('resets the period to the first on a policy change and reloads from page 1', async () => {
    const user = userEvent.setup();
    const portal = renderClaims(claimListingPath({ policyId: 'pol-1' }), {
      handlers: { claimList: () => claimPage(undefined, 35) },
    });
    await screen.findAllByTestId('claim-list-row');
    await pick('claim-listing-period', '01 Aug 2025 – 31 Jul 2026');
    await waitFor(() =>
      expect(lastBody(portal, 'claimList')).toMatchObject({ periodId: 'pol-1-per-2' }),
    );
    await user.click(screen.getByTestId('claim-list-next'));
    await waitFor(() => expect(lastBody(portal, 'claimList')).toMatchObject({ currentPage: 2 }));
    await pick('claim-listing-policy', 'Kesehatan Kumpulan 2 (GHG0002)');
    await waitFor(() =>
      expect(lastBody(portal, 'claimList')).toMatchObject({
        policyId: 'pol-2',
        periodId: 'pol-2-per-1',
        currentPage: 1,
      }),
    );
    portal.unmount();
  });

  it('starts over on page 1 of size 10 (all policies) for a newly chosen company', async () => {
    const portal = renderClaims(claimListingPath({ policyId: 'pol-1' }), {
      handlers: { claimList: () => claimPage(undefined, 35) },
    });
    await screen.findAllByTestId('claim-list-row');
    await pick('claim-list-size', '30');
    await waitFor(() => expect(lastBody(portal, 'claimList')).toMatchObject({ pageSize: 30 }));
    await userEvent.click(screen.getByTestId('claim-list-next'));
    await waitFor(() => expect(lastBody(portal, 'claimList')).toMatchObject({ currentPage: 2 }));
    switchCompany(portal);
    await waitFor(() =>
      expect(lastBody(portal, 'claimList')).toEqual({
        companyId: 'c-1',
        policyId: '0000',
        status: 'ACTIVE_COMPLETED',
        currentPage: 1,
        pageSize: 10,
      }),
    );
    portal.unmount();
  });

  it('lists every policy of a company with more than 50 in the policy dropdown', async () => {
    const rows = Array.from({ length: 51 }, (_, i) => policyRow(i + 1, 1));
    const portal = renderClaims(claimListingPath({ policyId: 'pol-51' }), {
      handlers: {
        claimPolicies: (params) => {
          const { currentPage } = (params as { query: { currentPage: number } }).query;
          const page = rows.slice((currentPage - 1) * 50, currentPage * 50);
          return {
            ...policyPage(page, 51),
            pagination: {
              ...policyPage(page, 51).pagination,
              currentPage,
              pageSize: 50,
              totalPage: 2,
            },
          };
        },
      },
    });
    await screen.findAllByTestId('claim-list-row');
    expect(portal.callsOf('claimPolicies')).toEqual([
      { query: { companyId: 'c-2', currentPage: 1, pageSize: 50 } },
      { query: { companyId: 'c-2', currentPage: 2, pageSize: 50 } },
    ]);
    // the route's policy is the 51st: found on page 2, so not read as all policies
    expect(lastBody(portal, 'claimList')).toMatchObject({
      policyId: 'pol-51',
      periodId: 'pol-51-per-1',
    });
    expect(screen.getByTestId('claim-listing-policy')).toHaveTextContent(
      'Kesehatan Kumpulan 51 (GHG00051)',
    );
    portal.unmount();
  });

  it('searches the policy dropdown of more than 10 options from the 3rd character', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 11 }, (_, i) => policyRow(i + 1, 1));
    rows[10] = { ...rows[10]!, policyType: 'Rawat Jalan' };
    const portal = renderClaims(claimListingPath({ policyId: 'pol-1' }), {
      handlers: {
        claimPolicies: () => ({
          ...policyPage(rows),
          pagination: firstPage(11, 50),
        }),
      },
    });
    await screen.findAllByTestId('claim-list-row');
    await user.click(screen.getByTestId('claim-listing-policy'));
    const search = await screen.findByRole('textbox', { name: 'Search Policy', hidden: true });
    const shown = () =>
      within(screen.getByTestId('claim-listing-policy'))
        .queryAllByRole('option', { hidden: true })
        .filter((o) => o.tagName === 'LI')
        .map((o) => o.textContent);
    expect(shown()).toHaveLength(12);
    // Each step waits for its list (PrimeReact's short pause); 'ra' after a filtered list would
    // leave Rawat Jalan alone if the search applied from the 1st character.
    await user.type(search, 'RAW');
    await waitFor(() => expect(shown()).toEqual(['Rawat Jalan (GHG00011)']));
    await user.type(search, '{Backspace}');
    await waitFor(() => expect(shown()).toHaveLength(12));
    await user.type(search, 'x');
    expect(await screen.findByText('No result')).toBeInTheDocument();
    portal.unmount();
  });

  it('offers page sizes 10 to 50', async () => {
    const portal = renderClaims(CLAIM_PATHS.listing, {
      handlers: { claimList: () => claimPage(undefined, 60) },
    });
    await screen.findAllByTestId('claim-list-row');
    await userEvent.click(screen.getByTestId('claim-list-size'));
    const menu = within(screen.getByTestId('claim-list-size'));
    const options = await menu.findAllByRole('option', { hidden: true });
    // The panel's items (the hidden native select mirrors only the chosen one).
    const items = options.filter((o) => o.tagName !== 'OPTION');
    expect(items.map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50']);
    portal.unmount();
  });

  it('searches by the chosen field on the active tab, at most 121 characters', async () => {
    const user = userEvent.setup();
    const portal = renderClaims(CLAIM_PATHS.listing);
    await screen.findAllByTestId('claim-list-row');
    await pick('claim-search-by', 'Member name');
    const search = screen.getByTestId('claim-list-search');
    await user.click(search);
    await user.paste('b'.repeat(130));
    expect(search).toHaveValue('b'.repeat(121));
    await waitFor(() =>
      expect(lastBody(portal, 'claimList')).toMatchObject({
        searchByMemberType: 'memberName',
        searchByValue: 'b'.repeat(121),
      }),
    );
    portal.unmount();
  });

  it('shows the submitted tab without the search-by dropdown, then filters and sorts', async () => {
    const user = userEvent.setup();
    const portal = renderClaims(CLAIM_PATHS.listing);
    await screen.findAllByTestId('claim-list-row');
    await user.click(screen.getByTestId('claim-tab-SUBMITTED'));
    await waitFor(() =>
      expect(lastBody(portal, 'claimList')).toMatchObject({ status: 'SUBMITTED' }),
    );
    expect(screen.getByTestId('claim-tab-SUBMITTED')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('claim-search-by')).not.toBeInTheDocument();
    await user.click(screen.getByRole('columnheader', { name: /Member name/ }));
    await waitFor(() =>
      expect(lastBody(portal, 'claimList')).toMatchObject({
        sortByField: 'memberName',
        sortByOrder: 'ASC',
      }),
    );
    await user.click(screen.getByTestId('claim-list-filter-status'));
    await user.click(await screen.findByRole('option', { name: 'Rejected', hidden: true }));
    await waitFor(() =>
      expect(lastBody(portal, 'claimList')).toMatchObject({ filterBy: { status: ['CR'] } }),
    );
    portal.unmount();
  });

  it('opens a claim’s detail from its number', async () => {
    const user = userEvent.setup();
    const portal = renderClaims(claimListingPath({ policyId: 'pol-1' }));
    await user.click((await screen.findAllByTestId('claim-list-claim-no'))[0] as HTMLElement);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(CLAIM_PATHS.detail));
    expect(portal.router.state.location.search).toBe('?claimId=cl-1&policyId=pol-1');
    await waitFor(() =>
      expect(screen.getByTestId('claim-detail-number')).toHaveTextContent('Claim CLM001'),
    );
    portal.unmount();
  });
});
