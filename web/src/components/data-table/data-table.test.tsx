import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/lib/i18n-bundled';
import { DataTable, type DataTableColumn } from './data-table';
import { isResetEnabled, initialQuery, showsPager, type TableQuery } from './table-rules';

interface Row {
  id: string;
  name: string;
  status: string;
}
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({
  id: `r-${i + 1}`,
  name: `Member ${i + 1}`,
  status: i % 2 ? 'Active' : 'Inactive',
}));
const columns: DataTableColumn<Row>[] = [
  { field: 'name', header: 'Name', sortable: true },
  {
    field: 'status',
    header: 'Status',
    filterOptions: [
      { label: 'Active', value: 'Active' },
      { label: 'Inactive', value: 'Inactive' },
    ],
  },
];

function renderTable(totalRecords: number, pageSizes?: number[]) {
  const onQueryChange = jest.fn<void, [TableQuery]>();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <DataTable
        id="members"
        rows={rows}
        totalRecords={totalRecords}
        dataKey="id"
        columns={columns}
        pageSizes={pageSizes}
        searchable
        onQueryChange={onQueryChange}
      />
    </I18nextProvider>,
  );
  const last = () => onQueryChange.mock.calls.at(-1)?.[0];
  return { onQueryChange, last };
}

describe('table rules', () => {
  it('enables reset only for search, sort or filters', () => {
    expect(isResetEnabled(initialQuery(10))).toBe(false);
    expect(isResetEnabled({ ...initialQuery(10), search: 'abc' })).toBe(true);
    expect(isResetEnabled({ ...initialQuery(10), sort: { field: 'name', order: 'asc' } })).toBe(
      true,
    );
    expect(isResetEnabled({ ...initialQuery(10), filters: { status: [] } })).toBe(false);
    expect(isResetEnabled({ ...initialQuery(10), filters: { status: ['Active'] } })).toBe(true);
  });
  it('hides the pager below the smallest page size', () => {
    expect(showsPager(9, [10, 20, 50, 100])).toBe(false);
    expect(showsPager(10, [10, 20, 50, 100])).toBe(true);
  });
});

describe('DataTable', () => {
  it('forces an empty result with the minChar message under 3 characters', async () => {
    const table = renderTable(25);
    await userEvent.type(screen.getByTestId('members-search'), 'me');
    expect(screen.getByTestId('members-min-char')).toHaveTextContent(
      'Enter at least 3 characters to search',
    );
    expect(screen.queryByText('Member 1')).not.toBeInTheDocument();
    expect(table.onQueryChange).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('members-search'), 'm');
    expect(table.last()).toEqual({ page: 1, size: 10, sort: null, filters: {}, search: 'mem' });
  });

  it('limits the search to 121 characters and names the keyword when nothing matches', async () => {
    const onQueryChange = jest.fn();
    const table = (found: Row[]) => (
      <I18nextProvider i18n={createI18n('en')}>
        <DataTable
          id="t"
          rows={found}
          totalRecords={found.length}
          dataKey="id"
          columns={columns}
          searchable
          onQueryChange={onQueryChange}
        />
      </I18nextProvider>
    );
    const { rerender } = render(table(rows));
    expect(screen.getByTestId('t-search')).toHaveAttribute('maxLength', '121');
    fireEvent.change(screen.getByTestId('t-search'), { target: { value: 'x'.repeat(130) } });
    expect(onQueryChange.mock.calls.at(-1)?.[0].search).toHaveLength(121);
    fireEvent.change(screen.getByTestId('t-search'), { target: { value: 'zzz' } });
    rerender(table([]));
    expect(screen.getByTestId('t-empty')).toHaveTextContent('No result for "zzz"');
  });

  it('sorts, enables reset, and reset clears search and sort', async () => {
    const table = renderTable(25);
    expect(screen.getByTestId('members-reset')).toBeDisabled();
    await userEvent.click(screen.getByText('Name'));
    expect(table.last()?.sort).toEqual({ field: 'name', order: 'asc' });
    await userEvent.type(screen.getByTestId('members-search'), 'member');
    expect(screen.getByTestId('members-reset')).toBeEnabled();
    await userEvent.click(screen.getByTestId('members-reset'));
    expect(table.last()).toEqual({ page: 1, size: 10, sort: null, filters: {}, search: '' });
    expect(screen.getByTestId('members-search')).toHaveValue('');
    expect(screen.getByTestId('members-reset')).toBeDisabled();
  });

  it('pages: previous disabled on the first, next on the last; a new size goes to page 1', async () => {
    const table = renderTable(25);
    expect(screen.getByTestId('members-previous')).toBeDisabled();
    await userEvent.click(screen.getByTestId('members-next'));
    await userEvent.click(screen.getByTestId('members-next'));
    expect(table.last()?.page).toBe(3);
    expect(screen.getByTestId('members-next')).toBeDisabled();
    expect(screen.getByTestId('members-previous')).toBeEnabled();
    await userEvent.click(screen.getByTestId('members-size'));
    await userEvent.click(await screen.findByRole('option', { name: '20', hidden: true }));
    expect(table.last()).toEqual(expect.objectContaining({ page: 1, size: 20 }));
  });

  it('hides the pager when the records are fewer than the smallest page size', () => {
    renderTable(9, [10, 20, 50, 100]);
    expect(screen.queryByTestId('members-next')).not.toBeInTheDocument();
  });
});

describe('DataTable kept by its owner', () => {
  const plain: DataTableColumn<Row>[] = [
    { field: 'name', header: 'Name' },
    { field: 'status', header: 'Status' },
  ];
  const renderPlain = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <DataTable
          id="plain"
          rows={rows}
          totalRecords={45}
          dataKey="id"
          columns={plain}
          pageSizes={[10, 20, 50, 100]}
          onQueryChange={jest.fn()}
          {...props}
        />
      </I18nextProvider>,
    );

  it('shows the page the owner keeps, and asks the owner for the next one', async () => {
    const onQueryChange = jest.fn<void, [TableQuery]>();
    renderPlain({ query: { ...initialQuery(20), page: 2 }, onQueryChange });
    expect(screen.getByTestId('plain-page')).toHaveTextContent('Page 2 of 3');
    expect(screen.getByTestId('plain-previous')).toBeEnabled();
    await userEvent.click(screen.getByTestId('plain-next'));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3, size: 20 }));
    // Controlled: the page shown stays the owner's until it changes the query.
    expect(screen.getByTestId('plain-page')).toHaveTextContent('Page 2 of 3');
  });

  it('has no toolbar when there is nothing to search, filter or sort', () => {
    renderPlain({});
    expect(screen.queryByTestId('plain-reset')).not.toBeInTheDocument();
  });

  it('opens a row on click, marks the rows, and names an empty list its own way', async () => {
    const onRowClick = jest.fn();
    const { unmount } = renderPlain({ onRowClick, rowTestId: 'plain-row' });
    const marked = screen.getAllByTestId('plain-row');
    expect(marked).toHaveLength(10);
    await userEvent.click(screen.getByText('Member 3'));
    expect(onRowClick).toHaveBeenCalledWith(rows[2]);
    unmount();
    renderPlain({ rows: [], totalRecords: 0, emptyMessage: 'No policies yet.' });
    expect(screen.getByTestId('plain-empty')).toHaveTextContent('No policies yet.');
  });
});
