import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/lib/i18n-bundled';
import { MultiFileDownloadDialog, UnsavedChangesDialog } from '.';

const wrap = (node: ReactNode) =>
  render(<I18nextProvider i18n={createI18n('en')}>{node}</I18nextProvider>);

describe('dialogs', () => {
  it('unsaved changes: the spec text, Yes leave now and No stay back', async () => {
    const onLeave = jest.fn();
    const onStay = jest.fn();
    wrap(<UnsavedChangesDialog visible onLeave={onLeave} onStay={onStay} />);
    expect(
      await screen.findByText('Do you want to leave? Your changes will not be saved'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No, stay back' }));
    expect(onStay).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, leave now' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it('unsaved changes on the add-member forms: header, sub header, Leave button, Stay link', async () => {
    const onLeave = jest.fn();
    const onStay = jest.fn();
    wrap(<UnsavedChangesDialog visible onLeave={onLeave} onStay={onStay} variant="addMember" />);
    expect(await screen.findByText('Leave this page?')).toBeInTheDocument();
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument();
    expect(screen.queryByText('Yes, leave now')).not.toBeInTheDocument();
    const stay = screen.getByRole('button', { name: 'Stay on this page' });
    expect(stay).toHaveClass('link-button');
    await userEvent.click(stay);
    expect(onStay).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it("names PrimeReact's close button in the page language, and follows a switch", async () => {
    const i18n = createI18n('id');
    render(
      <I18nextProvider i18n={i18n}>
        <UnsavedChangesDialog visible onLeave={jest.fn()} onStay={jest.fn()} />
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('multi-file download marks each file once downloaded', async () => {
    const onDownload = jest.fn((fileNumber: number) =>
      fileNumber === 3 ? Promise.reject(new Error('no')) : Promise.resolve(),
    );
    wrap(
      <MultiFileDownloadDialog
        visible
        files={[
          { fileNumber: 1, reportName: 'Report part 1' },
          { fileNumber: 2, reportName: 'Report part 2' },
          { fileNumber: 3, reportName: 'Report part 3' },
        ]}
        onDownload={onDownload}
        onClose={jest.fn()}
      />,
    );
    await userEvent.click(await screen.findByTestId('download-file-2'));
    expect(onDownload).toHaveBeenCalledWith(2);
    expect(await screen.findByTestId('downloaded-2')).toHaveTextContent('Downloaded');
    expect(screen.queryByTestId('downloaded-1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('download-file-3'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unable to download'));
  });

  it('multi-file download shows the marks its caller keeps', async () => {
    const onDownload = jest.fn();
    const files = [
      { fileNumber: 1, reportName: 'Report part 1' },
      { fileNumber: 2, reportName: 'Report part 2' },
    ];
    const view = wrap(
      <MultiFileDownloadDialog
        visible
        files={files}
        statuses={{}}
        onDownload={onDownload}
        onClose={jest.fn()}
      />,
    );
    await userEvent.click(await screen.findByTestId('download-file-1'));
    expect(onDownload).toHaveBeenCalledWith(1);
    // Nothing is marked until the caller says so.
    expect(screen.queryByTestId('downloaded-1')).not.toBeInTheDocument();
    view.rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <MultiFileDownloadDialog
          visible
          files={files}
          statuses={{ 1: 'done', 2: 'busy' }}
          onDownload={onDownload}
          onClose={jest.fn()}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('downloaded-1')).toHaveTextContent('Downloaded');
    expect(screen.getByTestId('download-file-2')).toBeDisabled();
  });
});
