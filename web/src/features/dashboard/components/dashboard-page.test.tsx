import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Policy } from '@mo/contracts';
import { PATHS } from '../../../lib/paths';
import { readStored, writeStored } from '../../../lib/storage';
import { fail, profileOf, type FakeHandlers } from '../../../../test/fake-api';
import { renderPortal } from '../../../../test/render-portal';

const policy = (id: string, policyType: string, policyNo: string): Policy => ({
  id,
  policyType,
  policyNo,
  totalMembers: 48,
  policyPeriodFrom: '2026-08-01',
  policyPeriodTo: '2027-07-31',
  policyEffectiveDate: '2026-08-01',
  policyCommencementDate: '2026-08-01',
  totalActiveAndCompletedClaims: 15,
  totalSubmittedClaims: 3,
  policyHolder: 'PT Dua',
  hrContactPerson: 'Rina',
  hrEmailAddress: 'hr@dua.co.id',
  subsidiaryVMList: [],
  policyPeriodVMList: [],
  planVMList: [],
});

const policies = [
  policy('p-1', 'Asuransi Kesehatan Kumpulan', 'GHG0001001'),
  policy('p-2', 'Group Hospital & Surgical', 'GHG0001002'),
];
const listOf = (items: Policy[]) => () => ({
  policies: items,
  pagination: { currentPage: 1, pageSize: 100, totalPage: 1, totalRecord: items.length },
});

/** A broker signed in with the second of two companies selected. */
function openDashboard(handlers: FakeHandlers) {
  const profile = profileOf([
    ['c-1', 'PT Satu'],
    ['c-2', 'PT Dua'],
  ]);
  writeStored('authenticationToken', 'full-token');
  writeStored('_moUserProfile', profile);
  writeStored('moCompanyId', 'c-2');
  writeStored('moCompanyName', 'PT Dua');
  return renderPortal(PATHS.baseArea, { handlers });
}

describe('dashboard', () => {
  it('sends visitors without a session to sign-in', async () => {
    const portal = renderPortal(PATHS.home, { handlers: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe(PATHS.signIn);
    portal.unmount();
  });

  it('shows the selected company and its policies in the dropdown', async () => {
    const portal = openDashboard({ policyList: listOf(policies) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beranda' })).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe(PATHS.home);
    expect(screen.getByTestId('company-name')).toHaveTextContent('PT Dua');
    const summary = await screen.findByTestId('policy-summary');
    expect(within(summary).getByText('GHG0001001')).toBeInTheDocument();
    expect(within(summary).getByText('01 Agt 2026 – 31 Jul 2027')).toBeInTheDocument();
    expect(screen.getByTestId('policy-dropdown')).toHaveTextContent(
      'Asuransi Kesehatan Kumpulan – GHG0001001',
    );
    expect(portal.api.calls).toEqual([
      {
        id: 'policyList',
        params: expect.objectContaining({ query: expect.objectContaining({ companyId: 'c-2' }) }),
      },
    ]);
    expect(document.title).toBe('Beranda | Portal Korporat');
    expect(document.body.dataset.screen).toBe('Home_Dashboard');
    portal.unmount();
  });

  it('offers a retry in the error dialog when the policies cannot load', async () => {
    const user = userEvent.setup();
    const portal = openDashboard({ policyList: fail('policyList', 'GC500') });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Terjadi kendala (GC500)');
    portal.api.answer({ policyList: listOf(policies) });
    await user.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTestId('policy-summary')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    portal.unmount();
  });

  it('signs out from the user menu even when the server cannot end the session', async () => {
    const user = userEvent.setup();
    const portal = openDashboard({
      policyList: listOf(policies),
      deleteSession: fail('deleteSession', 'GC500'),
    });
    await user.click(await screen.findByTestId('user-menu-button'));
    // PrimeReact measures the popup with display:none, which jsdom keeps: query hidden items too.
    await user.click(await screen.findByRole('menuitem', { name: 'Keluar', hidden: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument();
    expect(portal.api.calls.map((c) => c.id)).toContain('deleteSession');
    expect(readStored('authenticationToken')).toBeNull();
    expect(readStored('_moUserProfile')).toBeNull();
    portal.unmount();
  });
});
