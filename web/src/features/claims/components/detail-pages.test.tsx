import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClaimDetail } from '@mo/contracts';
import { fail } from '@test/fake-api';
import { CLAIM_PATHS, claimDetailPath, claimListingPath, excessListingPath } from '../paths';
import { claimDetail, jakartaNow, money, renderClaims } from '../test/claim-fixtures';

const detailWith = (over: Partial<ClaimDetail>) => ({ claimDetails: () => claimDetail(over) });
const field = (name: string) => screen.getByTestId(`claim-field-${name}`);
const ready = () => screen.findByTestId('claim-card-summary');
/** The detail of claim cl-1 opened from the listing, shown. */
const openDetail = async () => {
  const user = userEvent.setup();
  const portal = renderClaims(claimDetailPath('cl-1', 'listing'));
  await ready();
  return { user, portal };
};

describe('the claim detail', () => {
  it('shows the claim number, back link and every card, worded and formatted', async () => {
    const portal = renderClaims(claimDetailPath('cl-1', 'listing', 'pol-1'));
    await ready();
    expect(portal.callsOf('claimDetails')[0]).toEqual({
      path: { claimId: 'cl-1' },
      query: { companyId: 'c-2', language: 'en' },
    });
    expect(screen.getByTestId('claim-detail-number')).toHaveTextContent('Claim CLM001');
    expect(screen.getByTestId('claim-detail-back')).toHaveAttribute(
      'href',
      claimListingPath({ policyId: 'pol-1' }),
    );
    expect(field('status')).toHaveTextContent('Paid');
    expect(field('claimType')).toHaveTextContent('Cashless');
    expect(field('incurred')).toHaveTextContent('Rp1.250.000,00');
    expect(field('eventDate')).toHaveTextContent('28 Oct 2026');
    expect(field('diagnosis')).toHaveTextContent('A09 – Diare dan gastroenteritis');
    expect(field('memberType')).toHaveTextContent('Employee');
    expect(field('memberNo')).toHaveTextContent('55667-00001');
    expect(field('policyPeriod')).toHaveTextContent('01 Aug 2026 – 31 Jul 2027');
    expect(screen.getAllByTestId('claim-payment')).toHaveLength(1);
    expect(screen.getAllByTestId('claim-breakdown-row')).toHaveLength(1);
    expect(screen.getByTestId('claim-breakdown-total')).toHaveTextContent('Rp1.000.000,00');
    expect(
      within(screen.getByTestId('claim-history')).getAllByRole('listitem')[1],
    ).toHaveTextContent('10 Nov 2026 Paid');
    expect(await screen.findByTestId('claim-cob-link')).toHaveAttribute(
      'href',
      `${CLAIM_PATHS.cobRequest}?claimId=cl-1&from=listing&policyId=pol-1`,
    );
    portal.unmount();
  });

  it('reads Rupiah, dates and statuses in Indonesian', async () => {
    const portal = renderClaims(claimDetailPath('cl-1', 'listing'), {
      language: 'id',
      handlers: detailWith({ status: { code: 'CR', desc: 'Rejected' } }),
    });
    await ready();
    expect(portal.callsOf('claimDetails')[0]).toMatchObject({ query: { language: 'id' } });
    expect(field('status')).toHaveTextContent('Ditolak');
    expect(field('incurred')).toHaveTextContent('Rp1.250.000,00');
    expect(field('policyPeriod')).toHaveTextContent('01 Agt 2026 – 31 Jul 2027');
    expect(field('memberType')).toHaveTextContent('Karyawan');
    portal.unmount();
  });

  it('shows the non-payable and excess tooltips on hover and on click', async () => {
    const { user, portal } = await openDetail();
    const tip = screen.getByTestId('claim-tip-nonPayable-text');
    expect(tip).not.toBeVisible();
    await user.hover(screen.getByTestId('claim-tip-nonPayable'));
    expect(tip).toBeVisible();
    expect(tip).toHaveTextContent('Biaya di luar pertanggungan');
    expect(screen.getByRole('button', { name: 'About Excess' })).toHaveAccessibleDescription(
      'Bagian di atas batas plan',
    );
    await user.click(screen.getByTestId('claim-tip-excessClaim'));
    expect(screen.getByTestId('claim-tip-excessClaim-text')).toBeVisible();
    portal.unmount();
  });

  it('cuts the remarks at seven lines with view more and view less', async () => {
    const { user, portal } = await openDetail();
    const text = screen.getByTestId('claim-remarks-text');
    const lines = () => text.querySelectorAll('.claims-remarks__line').length;
    expect(lines()).toBe(7);
    await user.click(screen.getByRole('button', { name: 'View more' }));
    expect(lines()).toBe(9);
    await user.click(screen.getByRole('button', { name: 'View less' }));
    expect(lines()).toBe(7);
    portal.unmount();
  });

  it('offers no view more for seven lines or fewer', async () => {
    const portal = renderClaims(claimDetailPath('cl-1', 'listing'), {
      handlers: detailWith({ claimRemarks1: 'a\nb\nc\nd', claimRemarks2: 'e\nf\ng' }),
    });
    await ready();
    expect(screen.getByTestId('claim-remarks-text').textContent).toBe('abcdefg');
    expect(screen.queryByTestId('claim-remarks-toggle')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('hides the breakdown without a claim breakdown module (excess detail)', async () => {
    const portal = renderClaims(claimDetailPath('cl-1', 'excess'), {
      modules: ['Excess Claim', 'COB Submission'],
    });
    await ready();
    expect(screen.queryByTestId('claim-card-breakdown')).not.toBeInTheDocument();
    expect(screen.getByTestId('claim-detail-back')).toHaveAttribute('href', excessListingPath());
    portal.unmount();
  });

  it('hides the breakdown with an empty breakdown list', async () => {
    const portal = renderClaims(claimDetailPath('cl-1', 'listing'), {
      handlers: detailWith({ claimBreakdown: { claimBreakdownList: [], totalPayouts: money(0) } }),
    });
    await ready();
    expect(screen.queryByTestId('claim-card-breakdown')).not.toBeInTheDocument();
    portal.unmount();
  });

  it.each([['CP'], ['OS'], ['']] as const)('hides the COB card for status "%s"', async (code) => {
    const portal = renderClaims(claimDetailPath('cl-1', 'listing'), {
      handlers: detailWith({ status: { code, desc: '' }, statusDesc: '' }),
    });
    await ready();
    expect(screen.queryByTestId('claim-cob-card')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('hides the COB card without the COB Submission module and shows a filed request', async () => {
    const portal = renderClaims(claimDetailPath('cl-1', 'listing'), {
      modules: ['MO Claim Breakdown'],
    });
    await ready();
    expect(screen.queryByTestId('claim-cob-card')).not.toBeInTheDocument();
    portal.unmount();
    const filed = renderClaims(claimDetailPath('cl-1', 'listing'), {
      handlers: detailWith({
        cobEligible: false,
        cobRequest: {
          cobRefNo: 'COB-9',
          reason: {
            id: 'r2',
            code: 'C2',
            description: 'Claiming for another insurer',
            descriptions: { id: 'Klaim ke asuransi lain', en: 'Claiming for another insurer' },
          },
          insurerName: 'PT Asuransi Lain',
          description: null,
          requestDate: '2026-11-20',
          status: 'SUBMITTED',
        },
      }),
    });
    await ready();
    expect(screen.queryByTestId('claim-cob-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('claim-cob-record')).toHaveTextContent('COB-9');
    expect(field('cobInsurer')).toHaveTextContent('PT Asuransi Lain');
    filed.unmount();
  });

  it('shows the claim-event-too-old notice instead of the COB link past the COB window', async () => {
    // Today (the server's Jakarta date) is 25 November 2026; the window is 180 days.
    const onDay = renderClaims(claimDetailPath('cl-1', 'listing'), {
      handlers: detailWith({ fromDate: '2026-05-29', eventDate: '2026-05-29' }),
    });
    expect(await screen.findByTestId('claim-cob-link')).toBeInTheDocument();
    expect(screen.queryByTestId('claim-cob-too-old')).not.toBeInTheDocument();
    expect(onDay.callsOf('sysParamConfig')[0]).toEqual({
      path: { code: 'COB_PROCESS_DAY' },
      query: { companyId: 'c-2' },
    });
    onDay.unmount();
    const tooOld = renderClaims(claimDetailPath('cl-1', 'listing'), {
      handlers: detailWith({ fromDate: '2026-05-28', eventDate: '2026-05-28' }),
      language: 'id',
    });
    expect(await screen.findByTestId('claim-cob-too-old')).toHaveTextContent(
      'Kejadian klaim sudah terlalu lama',
    );
    expect(screen.getByTestId('claim-cob-card')).toBeInTheDocument();
    expect(screen.queryByTestId('claim-cob-link')).not.toBeInTheDocument();
    tooOld.unmount();
    // The same claim a day earlier on the server's clock: the link again.
    const dayBefore = renderClaims(claimDetailPath('cl-1', 'listing'), {
      handlers: {
        ...detailWith({ fromDate: '2026-05-28', eventDate: '2026-05-28' }),
        getSysParam: () => jakartaNow('2026-11-24'),
      },
    });
    expect(await screen.findByTestId('claim-cob-link')).toBeInTheDocument();
    dayBefore.unmount();
  });

  it("shows the catalogue's message for a claim of another company (GW1035)", async () => {
    const portal = renderClaims(claimDetailPath('cl-1', 'listing'), {
      handlers: { claimDetails: fail('claimDetails', 'GW1035') },
    });
    const dialog = await screen.findByTestId('error-dialog');
    expect(dialog).toHaveTextContent('Something went wrong (GW1035)');
    expect(screen.queryByTestId('claim-card-summary')).not.toBeInTheDocument();
    portal.unmount();
  });
});

/** The excess list's first ask (and after Reset): all policies of c-2, by ageing descending. */
const FIRST_EXCESS_PAGE = {
  companyId: 'c-2',
  policyId: '0000',
  currentPage: 1,
  pageSize: 10,
  sortByField: 'ageing',
  sortByOrder: 'DESC',
};

describe('the excess claims', () => {
  it('lists by ageing descending, words the rows, and resets to that order', async () => {
    const user = userEvent.setup();
    const portal = renderClaims(CLAIM_PATHS.excessListing);
    const rows = await screen.findAllByTestId('excess-list-row');
    expect(portal.callsOf('excessClaims')[0]?.body).toEqual(FIRST_EXCESS_PAGE);
    expect(screen.getByTestId('excess-tip')).toHaveTextContent(/ageing counts the days/);
    expect(screen.getByTestId('excess-listing-period')).toHaveClass('p-disabled');
    const cells = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'CLM102',
      'Sari 2',
      '55667-00002',
      'Spouse',
      'Rawat Inap',
      'Rp5.000.000,00',
      'Rp4.750.000,00',
      'Rp250.000,00',
      '1 day',
      'Paid',
      '01 Nov 2026',
    ]);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[9]).toHaveTextContent('Outstanding');
    await user.click(screen.getByRole('columnheader', { name: /Member name/ }));
    await waitFor(() =>
      expect(portal.callsOf('excessClaims').at(-1)?.body).toMatchObject({
        sortByField: 'memberName',
        sortByOrder: 'ASC',
      }),
    );
    await user.type(screen.getByTestId('excess-list-search'), 'Sari');
    await user.click(screen.getByTestId('excess-list-reset'));
    await waitFor(() =>
      expect(portal.callsOf('excessClaims').at(-1)?.body).toEqual(FIRST_EXCESS_PAGE),
    );
    expect(screen.getByTestId('excess-list-search')).toHaveValue('');
    portal.unmount();
  });

  it('opens the claim detail from the excess list, back to the excess list', async () => {
    const user = userEvent.setup();
    const portal = renderClaims(CLAIM_PATHS.excessListing);
    await user.click((await screen.findAllByTestId('excess-list-claim-no'))[0] as HTMLElement);
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe(CLAIM_PATHS.excessDetail),
    );
    await ready();
    expect(portal.callsOf('claimDetails')[0]).toMatchObject({ path: { claimId: 'ex-1' } });
    expect(await screen.findByTestId('claim-cob-link')).toHaveAttribute(
      'href',
      `${CLAIM_PATHS.cobRequest}?claimId=cl-1&from=excess`,
    );
    await user.click(screen.getByTestId('claim-detail-back'));
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe(CLAIM_PATHS.excessListing),
    );
    portal.unmount();
  });
});
