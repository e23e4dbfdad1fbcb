import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberListPage, MemberRow } from '@mo/contracts';
import { act } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createAppStore } from '@/app/store';
import { createI18n } from '@/lib/i18n-bundled';
import { companySelected } from '@/lib/session';
import { fakeApi, profileOf, type FakeHandlers } from '@test/fake-api';
import { MemberTable, type MemberTableProps } from './member-table';
import { chooseOption } from '@test/choose-option';
import { filterOf } from '@test/portal-fixtures';

const memberRow = (n: number, overrides: Partial<MemberRow> = {}): MemberRow => ({
  id: `m-${n}`,
  memberNumber: `1234500${String(n).padStart(3, '0')}`,
  memberType: 'EMPLOYEE',
  policyNumber: 'GHG0001001',
  policy: { id: 'p-1', policyNumber: 'GHG0001001', policyRemark: 'Kesehatan' },
  name: `Anggota ${n}`,
  updateRequest: null,
  effectiveDate: null,
  requestDate: null,
  ...overrides,
});

const TOTAL = 25;
const page = (body: Record<string, unknown>): MemberListPage => {
  const pageNumber = Number(body.pageNumber ?? 1);
  const pageSize = Number(body.pageSize ?? 10);
  const start = (pageNumber - 1) * pageSize;
  const members = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - start)) }, (_, i) =>
    memberRow(start + i + 1),
  );
  if (pageNumber === 1) {
    // The same member on a second policy: a second row with its own key.
    members[1] = memberRow(1, {
      policyNumber: 'GHG0001002',
      policy: { id: 'p-2', policyNumber: 'GHG0001002', policyRemark: 'Gigi' },
      updateRequest: 'CHANGE_PLAN',
    });
  }
  return {
    members,
    pagination: {
      currentPage: pageNumber,
      pageSize,
      totalPage: Math.ceil(TOTAL / pageSize),
      totalRecord: TOTAL,
    },
    applicableFilters: [
      filterOf('updateRequest', { CHANGE_PLAN: 1, NONE: 24 }),
      filterOf('gender', { F: 12 }),
      filterOf('policyNumber', { GHG0001001: ['GHG0001001 Kesehatan', 24] }),
    ],
  };
};

function renderTable(props: Partial<MemberTableProps> = {}, extra: FakeHandlers = {}) {
  const onPick = jest.fn();
  const api = fakeApi({ memberList: (p) => page(p.body as Record<string, unknown>), ...extra });
  const { store, startSagas } = createAppStore(
    { api, sagas: { pollRemoteConfig: false } },
    {
      session: {
        profile: profileOf([
          ['c-1', 'PT Satu'],
          ['c-2', 'PT Dua'],
        ]),
        company: { id: 'c-2', name: 'PT Dua' },
        modules: [],
      },
    },
  );
  const router = createMemoryRouter(
    [{ path: '/', element: <MemberTable onPick={onPick} {...props} /> }],
    { initialEntries: ['/'] },
  );
  const sagas = startSagas((to, options) => router.navigate(to, options));
  const view = render(<App store={store} i18n={createI18n('id')} router={router} />);
  const bodies = () =>
    api.calls
      .filter((c) => c.id === 'memberList')
      .map((c) => c.params.body as Record<string, unknown>);
  return {
    api,
    store,
    onPick,
    bodies,
    unmount: () => {
      view.unmount();
      sagas.cancel();
    },
  };
}

/** Waits for the table to ask for `companyId`'s first page of all members, nothing else set. */
const waitForFirstPage = (table: { bodies: () => unknown[] }, companyId: string) =>
  waitFor(() =>
    expect(table.bodies().at(-1)).toEqual({
      companyId,
      memberType: 'ALL',
      pageNumber: 1,
      pageSize: 10,
    }),
  );

describe('MemberTable', () => {
  it('loads page 1 of size 10 for all members and shows the rows as the spec formats them', async () => {
    const table = renderTable({ memberTypeDropdown: true });
    const rows = await screen.findAllByTestId('member-table-row');
    expect(rows).toHaveLength(10);
    expect(table.bodies()).toEqual([
      { companyId: 'c-2', memberType: 'ALL', pageNumber: 1, pageSize: 10 },
    ]);
    // Member number with a hyphen after the fifth character.
    expect(within(rows[0] as HTMLElement).getByText('12345-00001')).toBeInTheDocument();
    // Two rows of one member on two policies are both shown.
    const names = screen.getAllByTestId('member-table-name');
    expect(names.map((n) => n.dataset.key).slice(0, 2)).toEqual(['m-1:p-1', 'm-1:p-2']);
    expect(within(rows[1] as HTMLElement).getByText('Ubah plan')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('--')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Karyawan')).toBeInTheDocument();
    // The member-type dropdown starts on its third option, All.
    expect(screen.getByTestId('member-table-member-type')).toHaveTextContent('Semua peserta');
    table.unmount();
  });

  it('picks the member whose name is clicked', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    const names = await screen.findAllByTestId('member-table-name');
    await user.click(names[1] as HTMLElement);
    expect(table.onPick).toHaveBeenCalledTimes(1);
    expect(table.onPick.mock.calls[0]?.[0]).toMatchObject({ id: 'm-1', policy: { id: 'p-2' } });
    // Without pickOnRowClick a click elsewhere on the row picks nothing.
    await user.click(
      within(screen.getAllByTestId('member-table-row')[0] as HTMLElement).getByText('12345-00001'),
    );
    expect(table.onPick).toHaveBeenCalledTimes(1);
    table.unmount();
  });

  it('picks on a row click when asked', async () => {
    const user = userEvent.setup();
    const table = renderTable({ pickOnRowClick: true });
    const rows = await screen.findAllByTestId('member-table-row');
    await user.click(within(rows[2] as HTMLElement).getByText('12345-00003'));
    expect(table.onPick.mock.calls[0]?.[0]).toMatchObject({ id: 'm-3' });
    table.unmount();
  });

  it('searches on the server from 3 characters, at most 121', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    await screen.findAllByTestId('member-table-row');
    const search = screen.getByTestId('member-table-search');
    expect(search).toHaveAttribute('maxLength', '121');
    await user.type(search, 'An');
    expect(screen.getByTestId('member-table-min-char')).toBeInTheDocument();
    expect(table.bodies()).toHaveLength(1);
    await user.type(search, 'g');
    await waitFor(() =>
      expect(table.bodies().at(-1)).toMatchObject({ searchByValue: 'Ang', pageNumber: 1 }),
    );
    fireEvent.change(search, { target: { value: 'x'.repeat(130) } });
    await waitFor(() => expect((table.bodies().at(-1)?.searchByValue as string).length).toBe(121));
    table.unmount();
  });

  it('sorts, filters by the applicable filters and resets', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    await screen.findAllByTestId('member-table-row');
    await user.click(screen.getByRole('columnheader', { name: /Nama peserta/ }));
    await waitFor(() =>
      expect(table.bodies().at(-1)).toMatchObject({ sortByField: 'name', sortByOrder: 'ASC' }),
    );
    await user.click(screen.getByRole('columnheader', { name: /Nama peserta/ }));
    await waitFor(() => expect(table.bodies().at(-1)).toMatchObject({ sortByOrder: 'DESC' }));

    // Filters come from the response: update request (labels translated), gender, policy number.
    expect(screen.queryByTestId('member-table-filter-memberType')).not.toBeInTheDocument();
    const requestFilter = screen.getByTestId('member-table-filter-updateRequest');
    await user.click(requestFilter);
    await user.click(await within(requestFilter).findByText('Ubah plan'));
    await waitFor(() =>
      expect(table.bodies().at(-1)).toMatchObject({
        filterBy: { updateRequest: ['CHANGE_PLAN'] },
        pageNumber: 1,
      }),
    );
    const genderFilter = screen.getByTestId('member-table-filter-gender');
    await user.click(genderFilter);
    await user.click(await within(genderFilter).findByText('Perempuan'));
    await waitFor(() =>
      expect(table.bodies().at(-1)).toMatchObject({
        filterBy: { updateRequest: ['CHANGE_PLAN'], gender: ['F'] },
      }),
    );
    await user.click(screen.getByTestId('member-table-reset'));
    await waitForFirstPage(table, 'c-2');
    table.unmount();
  });

  it('pages with sizes 10 to 50 and the member-type dropdown goes back to page 1', async () => {
    const user = userEvent.setup();
    const table = renderTable({ memberTypeDropdown: true });
    await screen.findAllByTestId('member-table-row');
    await user.click(screen.getByTestId('member-table-next'));
    await waitFor(() => expect(table.bodies().at(-1)).toMatchObject({ pageNumber: 2 }));
    const size = screen.getByTestId('member-table-size');
    await user.click(size);
    await screen.findByRole('option', { name: '30', hidden: true });
    const sizes = [...size.querySelectorAll('.p-dropdown-item')];
    expect(sizes.map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50']);
    await user.click(screen.getByRole('option', { name: '30', hidden: true }));
    await waitFor(() =>
      expect(table.bodies().at(-1)).toMatchObject({ pageNumber: 1, pageSize: 30 }),
    );
    await user.click(screen.getByTestId('member-table-next'));
    await screen.findAllByTestId('member-table-row');
    await chooseOption(user, 'member-table-member-type', 'Karyawan');
    await waitFor(() =>
      expect(table.bodies().at(-1)).toMatchObject({ memberType: 'EMPLOYEE', pageNumber: 1 }),
    );
    table.unmount();
  });

  it('sends a fixed member type when it has no dropdown', async () => {
    const table = renderTable({ memberType: 'EMPLOYEE' });
    await screen.findAllByTestId('member-table-row');
    expect(screen.queryByTestId('member-table-member-type')).not.toBeInTheDocument();
    expect(table.bodies()[0]).toMatchObject({ memberType: 'EMPLOYEE' });
    table.unmount();
  });

  it('starts over on page 1 for a newly chosen company', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    await screen.findAllByTestId('member-table-row');
    await user.click(screen.getByTestId('member-table-next'));
    await waitFor(() => expect(table.bodies().at(-1)).toMatchObject({ pageNumber: 2 }));
    await user.type(screen.getByTestId('member-table-search'), 'Anggota');
    await waitFor(() => expect(table.bodies().at(-1)).toMatchObject({ searchByValue: 'Anggota' }));
    act(() => {
      table.store.dispatch(companySelected({ id: 'c-1', name: 'PT Satu' }));
    });
    await waitForFirstPage(table, 'c-1');
    expect(screen.getByTestId('member-table-search')).toHaveValue('');
    table.unmount();
  });
});
