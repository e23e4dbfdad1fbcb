import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { fail } from '@test/fake-api';
import { companySelected } from '@/lib/session';
import { BILLING_PATHS } from '../paths';
import { billingPage, invoice, renderBilling } from '../test/billing-fixtures';

type Portal = ReturnType<typeof renderBilling>;
const lastBody = (portal: Portal, id: string) => portal.callsOf(id).at(-1)?.body;
const pick = async (testId: string, option: string) => {
  await userEvent.click(screen.getByTestId(testId));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
/** The listing with 35 invoices (four pages of 10), once its first rows are shown. */
const openLongListing = async () => {
  const user = userEvent.setup();
  const portal = renderBilling(BILLING_PATHS.listing, {
    handlers: { premiumBilling: () => billingPage(undefined, 35) },
  });
  await screen.findAllByTestId('billing-list-row');
  return { user, portal };
};

describe('the premium billing routes', () => {
  it('goes from the base to the listing, titled by its screen', async () => {
    const portal = renderBilling(BILLING_PATHS.area);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(BILLING_PATHS.listing));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Premium billing' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('billing-tip')).toBeInTheDocument();
    portal.unmount();
  });
});

describe('the premium billing listing', () => {
  it('reads the policies, takes the first policy and period, and words the rows in English', async () => {
    const portal = renderBilling(BILLING_PATHS.listing);
    const rows = await screen.findAllByTestId('billing-list-row');
    expect(portal.callsOf('policyList')[0]).toMatchObject({ query: { companyId: 'c-2' } });
    expect(lastBody(portal, 'premiumBilling')).toEqual({
      companyId: 'c-2',
      policyId: 'pol-1',
      periodId: 'pol-1-per-1',
      currentPage: 1,
      pageSize: 10,
    });
    expect(screen.getByTestId('billing-period')).not.toHaveClass('p-disabled');
    // The last cell is the download button's (no text).
    expect(cells(rows[0] as HTMLElement).slice(0, -1)).toEqual([
      'INV26110001',
      '02 Nov 2026',
      'Group Instalment billing Run',
      'PT Anak Dua',
      'Rp12.500.000,50',
      'Rp2.500.000,00',
      'Rp10.000.000,50',
      'Outstanding',
      '23 days',
      '02 Dec 2026',
      '--',
    ]);
    expect(cells(rows[1] as HTMLElement)).toEqual(
      expect.arrayContaining(['Paid', '1 day', '20 Nov 2026', 'Rp0,00']),
    );
    expect(screen.getByTestId('billing-total-outstandingAmount')).toHaveTextContent(
      'Rp10.000.000,50',
    );
    portal.unmount();
  });

  it('words amounts, statuses, dates and months in Indonesian', async () => {
    const user = userEvent.setup();
    const portal = renderBilling(BILLING_PATHS.listing, { language: 'id' });
    const rows = await screen.findAllByTestId('billing-list-row');
    expect(cells(rows[0] as HTMLElement)).toEqual(
      expect.arrayContaining(['Rp12.500.000,50', 'Belum lunas', '23 hari', '02 Des 2026']),
    );
    expect(cells(rows[1] as HTMLElement)).toEqual(expect.arrayContaining(['Lunas', 'Rp0,00']));
    await user.click(screen.getByTestId('billing-list-filter-invoiceDate'));
    await user.click(await screen.findByRole('option', { name: 'Agustus 2026', hidden: true }));
    await waitFor(() =>
      expect(lastBody(portal, 'premiumBilling')).toMatchObject({
        currentPage: 1,
        filterBy: { invoiceDateMonthYear: ['2026-08'] },
      }),
    );
    await user.click(screen.getByTestId('billing-list-filter-billingStatus'));
    await user.click(await screen.findByRole('option', { name: 'Lunas', hidden: true }));
    await waitFor(() =>
      expect(lastBody(portal, 'premiumBilling')).toMatchObject({
        filterBy: { invoiceDateMonthYear: ['2026-08'], billingStatus: ['Paid'] },
      }),
    );
    portal.unmount();
  });

  it("disables the period for all policies ('0000'), sends none and shows policy numbers", async () => {
    const portal = renderBilling(BILLING_PATHS.listing);
    await screen.findAllByTestId('billing-list-row');
    expect(screen.queryByRole('columnheader', { name: /Policy number/ })).not.toBeInTheDocument();
    await pick('billing-policy', 'All policies');
    await waitFor(() =>
      expect(lastBody(portal, 'premiumBilling')).toMatchObject({ policyId: '0000' }),
    );
    expect(lastBody(portal, 'premiumBilling')).not.toHaveProperty('periodId');
    expect(screen.getByTestId('billing-period')).toHaveClass('p-disabled');
    expect(screen.getByRole('columnheader', { name: /Policy number/ })).toBeInTheDocument();
    portal.unmount();
  });

  it('goes back to page 1 with the first period on a policy change', async () => {
    const { user, portal } = await openLongListing();
    await pick('billing-period', '01 Aug 2025 – 31 Jul 2026');
    await waitFor(() =>
      expect(lastBody(portal, 'premiumBilling')).toMatchObject({ periodId: 'pol-1-per-2' }),
    );
    await user.click(screen.getByTestId('billing-list-next'));
    await waitFor(() =>
      expect(lastBody(portal, 'premiumBilling')).toMatchObject({ currentPage: 2 }),
    );
    await pick('billing-policy', 'Kesehatan Kumpulan 2 (GHG0002)');
    await waitFor(() =>
      expect(lastBody(portal, 'premiumBilling')).toMatchObject({
        policyId: 'pol-2',
        periodId: 'pol-2-per-1',
        currentPage: 1,
      }),
    );
    portal.unmount();
  });

  it("starts over for a newly chosen company: its policies' first, page 1 of size 10", async () => {
    const { user, portal } = await openLongListing();
    await pick('billing-list-size', '20');
    await user.click(screen.getByTestId('billing-list-next'));
    await waitFor(() =>
      expect(lastBody(portal, 'premiumBilling')).toMatchObject({ currentPage: 2, pageSize: 20 }),
    );
    act(() => {
      portal.store.dispatch(companySelected({ id: 'c-1', name: 'PT Satu' }));
    });
    await waitFor(() =>
      expect(lastBody(portal, 'premiumBilling')).toEqual({
        companyId: 'c-1',
        policyId: 'pol-1',
        periodId: 'pol-1-per-1',
        currentPage: 1,
        pageSize: 10,
      }),
    );
    expect(portal.callsOf('policyList').at(-1)).toMatchObject({ query: { companyId: 'c-1' } });
    portal.unmount();
  });

  it('searches at most 121 characters and sorts by a column', async () => {
    const user = userEvent.setup();
    const portal = renderBilling(BILLING_PATHS.listing);
    await screen.findAllByTestId('billing-list-row');
    const search = screen.getByTestId('billing-list-search');
    await user.click(search);
    await user.paste('i'.repeat(130));
    await waitFor(() =>
      expect(lastBody(portal, 'premiumBilling')).toMatchObject({ searchByValue: 'i'.repeat(121) }),
    );
    await user.click(screen.getByRole('columnheader', { name: /Ageing/ }));
    await waitFor(() =>
      expect(lastBody(portal, 'premiumBilling')).toMatchObject({
        sortByField: 'ageing',
        sortByOrder: 'ASC',
      }),
    );
    portal.unmount();
  });
});

describe("a row's downloads", () => {
  afterEach(() => jest.restoreAllMocks());
  const spyDownloads = () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
    return jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  };
  const openMenu = async (user: ReturnType<typeof userEvent.setup>, item: string) => {
    await user.click((await screen.findAllByTestId('billing-download'))[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
  };

  it('downloads the one file of an invoice at once', async () => {
    const user = userEvent.setup();
    const click = spyDownloads();
    const portal = renderBilling(BILLING_PATHS.listing);
    await openMenu(user, 'Billing invoice (PDF)');
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const request = {
      companyId: 'c-2',
      invoiceNo: 'INV26110001',
      policyNo: 'GHG0001',
      reportCode: 'BILLING_INVOICE',
      reportFormat: 'PDF',
    };
    expect(portal.callsOf('billingDetailFiles')).toEqual([{ body: request }]);
    expect(portal.callsOf('billingReport')).toEqual([
      expect.objectContaining({ body: { ...request, fileNumber: 1 } }),
    ]);
    expect(screen.queryByTestId('download-dialog')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('offers the files of a billing detail of several, and disables the menu meanwhile', async () => {
    const user = userEvent.setup();
    const click = spyDownloads();
    let answerFiles: (value: unknown) => void = () => {};
    const portal = renderBilling(BILLING_PATHS.listing, {
      handlers: {
        billingDetailFiles: () =>
          new Promise((resolve) => {
            answerFiles = resolve;
          }),
        billingReport: (p) => ({
          fileContent: btoa('xlsx'),
          format: 'EXCEL',
          reportName: `Billing Detail_INV26110001_Part${(p.body as { fileNumber: number }).fileNumber}`,
        }),
      },
    });
    await openMenu(user, 'Billing detail (Excel)');
    // While the file list is asked for: a loader, and no row can start another download.
    expect(await screen.findByTestId('page-loader')).toBeInTheDocument();
    for (const button of screen.getAllByTestId('billing-download')) expect(button).toBeDisabled();
    // Answer only once the call has arrived (before that, `answerFiles` is still the no-op).
    await waitFor(() => expect(portal.callsOf('billingDetailFiles')).toHaveLength(1));
    act(() =>
      answerFiles({
        reportFiles: [1, 2, 3].map((n) => ({ fileNumber: n, reportName: `Part ${n}` })),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId(/^download-file-/)).toHaveLength(3);
    expect(portal.callsOf('billingDetailFiles')[0]).toMatchObject({
      body: { reportCode: 'BILLING_DETAIL', reportFormat: 'EXCEL', invoiceNo: 'INV26110001' },
    });
    expect(portal.callsOf('billingReport')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('download-file-3'));
    expect(await within(dialog).findByTestId('downloaded-3')).toBeInTheDocument();
    expect(portal.callsOf('billingReport')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ fileNumber: 3 }) }),
    ]);
    expect(click).toHaveBeenCalledTimes(1);
    portal.unmount();
  });

  it("shows the catalogue's message when a download fails, and tries again", async () => {
    const user = userEvent.setup();
    const click = spyDownloads();
    const portal = renderBilling(BILLING_PATHS.listing, {
      handlers: {
        premiumBilling: () => billingPage([invoice(1)]),
        billingReport: fail('billingReport', 'GC500'),
      },
    });
    await openMenu(user, 'Billing invoice (PDF)');
    const dialog = await screen.findByTestId('error-dialog');
    expect(dialog).toHaveTextContent('Something went wrong (GC500)');
    expect(click).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('error-dialog-retry'));
    await waitFor(() => expect(portal.callsOf('billingReport')).toHaveLength(2));
    portal.unmount();
  });
});
