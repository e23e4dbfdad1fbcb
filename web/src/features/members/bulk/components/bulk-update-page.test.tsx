import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@mo/contracts';
import { companySelected } from '@/lib/session';
import { fail } from '@test/fake-api';
import { MEMBER_PATHS, landingWithBanner } from '@/features/members/paths';
import { OLE_HEAD, deferred, fileOf, renderBulk, uploaded } from '../test/render-bulk';

const callsOf = (api: ReturnType<typeof renderBulk>['api'], id: string) =>
  api.calls.filter((c) => c.id === id).map((c) => c.params);

const setup = () => userEvent.setup({ applyAccept: false });
const input = () => screen.findByTestId('bulk-file-input');

/** The rules dialog is open, listing the three upload rules. */
const expectRulesDialog = async () => {
  const dialog = await screen.findByTestId('file-rules-dialog');
  expect(within(dialog).getByText('We could not receive your file')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('smaller than 3MB');
  expect(dialog).toHaveTextContent('.xlsx type');
  expect(dialog).toHaveTextContent('not password protected');
};

describe('bulk update page', () => {
  let portal: ReturnType<typeof renderBulk> | undefined;
  afterEach(() => portal?.unmount());

  it('shows the four steps, the note and a breadcrumb back to Members; submit waits for a file', async () => {
    portal = renderBulk();
    const steps = await screen.findByTestId('bulk-steps');
    expect(
      within(steps)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Download template', 'Read instructions', 'Fill in details', 'Upload file']);
    expect(screen.getByTestId('bulk-note')).toHaveTextContent('Only one .xlsx file');
    expect(screen.getByTestId('bulk-submit')).toBeDisabled();
    expect(screen.getByTestId('bulk-breadcrumb-members')).toHaveAttribute(
      'href',
      MEMBER_PATHS.landing,
    );
    await setup().click(screen.getByTestId('bulk-breadcrumb-members'));
    expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing);
  });

  it("downloads the template and saves it as 'Alteration Form.xlsx'", async () => {
    const createObjectURL = jest.fn(() => 'blob:template');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    portal = renderBulk({
      bulkTemplate: () => ({ fileContent: btoa('xlsx bytes'), lastUpdate: '2026-01-05T00:00:00Z' }),
    });
    await setup().click(await screen.findByTestId('bulk-download'));
    await waitFor(() => expect(saved).toEqual(['Alteration Form.xlsx']));
    expect(callsOf(portal.api, 'bulkTemplate').map((c) => c.query)).toEqual([{ companyId: 'c-1' }]);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.size).toBe('xlsx bytes'.length);
    click.mockRestore();
  });

  it('shows a failed template download in the error dialog', async () => {
    portal = renderBulk({ bulkTemplate: fail('bulkTemplate', 'GC500') });
    await setup().click(await screen.findByTestId('bulk-download'));
    expect(await screen.findByTestId('error-dialog')).toBeInTheDocument();
  });

  it('uploads one xlsx with progress, strips the name, then submits and opens the banner', async () => {
    const upload = deferred<ReturnType<typeof uploaded>>();
    portal = renderBulk({
      fileUpload: (params) => {
        (params.onUploadProgress as (f: number) => void)(0.4);
        return upload.promise;
      },
      bulkUpdate: () => ({ memberAlterationRef: 'MA2026112200007' }),
    });
    const user = setup();
    await user.upload(await input(), fileOf('Alteration#Form$ v1.xlsx'));

    const loader = await screen.findByTestId('uploading-dialog');
    expect(within(loader).getByText('Uploading file')).toBeInTheDocument();
    expect(loader).toHaveTextContent('40% uploaded');
    const [sent] = callsOf(portal.api, 'fileUpload');
    expect(sent?.query).toEqual({ companyId: 'c-1' });
    const part = (sent?.form as FormData).get('file') as File;
    expect(part.name).toBe('AlterationForm v1.xlsx');
    expect(screen.getByTestId('bulk-submit')).toBeDisabled();

    await act(async () => upload.resolve(uploaded('AlterationForm v1.xlsx')));
    expect(await screen.findByTestId('bulk-file-uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('uploading-dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('bulk-file-name')).toHaveTextContent('AlterationForm v1.xlsx');
    expect(screen.getByTestId('bulk-file-size')).toHaveTextContent('B');

    await user.click(screen.getByTestId('bulk-submit'));
    await waitFor(() => expect(portal?.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    expect(callsOf(portal.api, 'bulkUpdate').map((c) => c.body)).toEqual([
      { companyId: 'c-1', fileGatewayRefNo: 'FG2026112200001' },
    ]);
    const { pathname, search } = portal.router.state.location;
    expect(`${pathname}${search}`).toBe(
      landingWithBanner({ refs: ['MA2026112200007'], flag: 'upload' }),
    );
    expect(screen.queryByTestId('unsaved-changes-dialog')).not.toBeInTheDocument();
  });

  it('shows the size of the file in KB and MB', async () => {
    portal = renderBulk({ fileUpload: () => new Promise(() => undefined) });
    const file = fileOf('big.xlsx');
    Object.defineProperty(file, 'size', { value: 2_450_000 });
    await setup().upload(await input(), file);
    expect(await screen.findByTestId('bulk-file-size')).toHaveTextContent('2.45 MB');
  });

  it.each([
    ['a non-xlsx file', () => fileOf('members.csv', 'a,b', 'text/csv')],
    ['an .xlsx name of another type', () => fileOf('members.xlsx', 'x', 'application/pdf')],
    [
      'a file over 3,000,000 bytes',
      () => {
        const file = fileOf('big.xlsx');
        Object.defineProperty(file, 'size', { value: 3_000_001 });
        return file;
      },
    ],
    ['a password-protected file', () => fileOf('locked.xlsx', OLE_HEAD)],
  ])('refuses %s with the rules dialog, without uploading', async (_name, make) => {
    portal = renderBulk({ fileUpload: () => uploaded('x.xlsx') });
    await setup().upload(await input(), make());
    await expectRulesDialog();
    expect(callsOf(portal.api, 'fileUpload')).toHaveLength(0);
    expect(screen.queryByTestId('bulk-file')).not.toBeInTheDocument();
  });

  it('lets exactly 3,000,000 bytes through', async () => {
    portal = renderBulk({ fileUpload: () => uploaded('edge.xlsx') });
    const file = fileOf('edge.xlsx');
    Object.defineProperty(file, 'size', { value: 3_000_000 });
    await setup().upload(await input(), file);
    expect(await screen.findByTestId('bulk-file-uploaded')).toBeInTheDocument();
  });

  it('refuses two dropped files with the rules dialog', async () => {
    portal = renderBulk({ fileUpload: () => uploaded('x.xlsx') });
    fireEvent.drop(await screen.findByTestId('bulk-drop'), {
      dataTransfer: { files: [fileOf('a.xlsx'), fileOf('b.xlsx')] },
    });
    await expectRulesDialog();
    expect(callsOf(portal.api, 'fileUpload')).toHaveLength(0);
  });

  it('takes one dropped xlsx', async () => {
    portal = renderBulk({ fileUpload: () => uploaded('a.xlsx') });
    fireEvent.drop(await screen.findByTestId('bulk-drop'), {
      dataTransfer: { files: [fileOf('a.xlsx')] },
    });
    expect(await screen.findByTestId('bulk-file-uploaded')).toBeInTheDocument();
  });

  it('on FG5020 from the gateway shows the rules dialog and removes the file', async () => {
    portal = renderBulk({ fileUpload: fail('fileUpload', ERROR_CODES.filePasswordProtected) });
    await setup().upload(await input(), fileOf('a.xlsx'));
    await expectRulesDialog();
    expect(screen.queryByTestId('bulk-file')).not.toBeInTheDocument();
    expect(screen.getByTestId('bulk-drop')).toBeInTheDocument();
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
  });

  it.each([
    [ERROR_CODES.fileTooLarge, 'The file is over the 3MB size limit.'],
    [ERROR_CODES.fileCountNotAllowed, 'Upload one file only.'],
  ])(
    'shows the gateway code %s in the generic dialog with its catalogue message',
    async (code, message) => {
      portal = renderBulk({ fileUpload: fail('fileUpload', code) });
      await setup().upload(await input(), fileOf('a.xlsx'));
      const dialog = await screen.findByTestId('error-dialog');
      expect(dialog).toHaveTextContent(message);
      expect(dialog).not.toHaveTextContent('GC500');
      expect(screen.queryByTestId('file-rules-dialog')).not.toBeInTheDocument();
    },
  );

  it('shows other upload errors in the generic dialog and keeps the file to try again', async () => {
    let answer: () => unknown = fail('fileUpload', ERROR_CODES.fileTypeNotAllowed);
    portal = renderBulk({ fileUpload: () => answer() });
    const user = setup();
    await user.upload(await input(), fileOf('a.xlsx'));
    const dialog = await screen.findByTestId('error-dialog');
    expect(dialog).toHaveTextContent('Only .xlsx files can be uploaded.');
    expect(screen.queryByTestId('file-rules-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('bulk-file-name')).toHaveTextContent('a.xlsx');
    expect(screen.getByTestId('bulk-submit')).toBeDisabled();

    await user.click(screen.getByTestId('error-dialog-close'));
    answer = () => uploaded('a.xlsx');
    await user.click(screen.getByTestId('bulk-file-retry'));
    expect(await screen.findByTestId('bulk-file-uploaded')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-submit')).toBeEnabled();
  });

  it('Remove clears the file and its reference', async () => {
    portal = renderBulk({ fileUpload: () => uploaded('a.xlsx') });
    const user = setup();
    await user.upload(await input(), fileOf('a.xlsx'));
    await screen.findByTestId('bulk-file-uploaded');
    await user.click(screen.getByTestId('bulk-file-remove'));
    expect(screen.queryByTestId('bulk-file')).not.toBeInTheDocument();
    expect(screen.getByTestId('bulk-submit')).toBeDisabled();
  });

  it('disables Submit while submitting; FG5023 shows the error and asks for the file again', async () => {
    const submit = deferred<never>();
    portal = renderBulk({
      fileUpload: () => uploaded('a.xlsx'),
      bulkUpdate: () => submit.promise,
    });
    const user = setup();
    await user.upload(await input(), fileOf('a.xlsx'));
    await screen.findByTestId('bulk-file-uploaded');
    await user.click(screen.getByTestId('bulk-submit'));
    await waitFor(() => expect(screen.getByTestId('bulk-submit')).toBeDisabled());
    fireEvent.click(screen.getByTestId('bulk-submit'));
    expect(callsOf(portal.api, 'bulkUpdate')).toHaveLength(1);

    const { apiError } = await import('@test/fake-api');
    await act(async () => submit.reject(apiError('bulkUpdate', ERROR_CODES.fileReferenceUnknown)));
    expect(await screen.findByTestId('error-dialog')).toHaveTextContent(
      'The uploaded file was not found',
    );
    expect(screen.queryByTestId('bulk-file')).not.toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.bulkUpdate);
  });

  it('asks before leaving with a file added: stay keeps it, leave goes', async () => {
    portal = renderBulk({ fileUpload: () => uploaded('a.xlsx') });
    const user = setup();
    await user.upload(await input(), fileOf('a.xlsx'));
    await screen.findByTestId('bulk-file-uploaded');

    await user.click(screen.getByTestId('bulk-breadcrumb-members'));
    const dialog = await screen.findByTestId('unsaved-changes-dialog');
    expect(dialog).toHaveTextContent('Do you want to leave? Your changes will not be saved');
    await user.click(within(dialog).getByText('No, stay back'));
    expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.bulkUpdate);
    expect(screen.getByTestId('bulk-file-name')).toHaveTextContent('a.xlsx');

    await user.click(screen.getByTestId('bulk-breadcrumb-members'));
    await user.click(
      within(await screen.findByTestId('unsaved-changes-dialog')).getByText('Yes, leave now'),
    );
    await waitFor(() => expect(portal?.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
  });

  it('goes back to the member list on a company switch, without asking', async () => {
    portal = renderBulk({ fileUpload: () => uploaded('a.xlsx') });
    await setup().upload(await input(), fileOf('a.xlsx'));
    await screen.findByTestId('bulk-file-uploaded');
    act(() => {
      portal?.store.dispatch(companySelected({ id: 'c-2', name: 'PT Dua' }));
    });
    await waitFor(() => expect(portal?.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    expect(screen.queryByTestId('unsaved-changes-dialog')).not.toBeInTheDocument();
  });

  /** An upload left in flight: its signal, and the answer to give it late. */
  const pendingUpload = () => {
    const answer = deferred<ReturnType<typeof uploaded>>();
    const sent: { signal?: AbortSignal } = {};
    const fileUpload = (params: Record<string, unknown>) => {
      sent.signal = params.signal as AbortSignal;
      return answer.promise;
    };
    return { answer, sent, fileUpload };
  };

  it('Cancel in the uploading dialog aborts the upload; its late answer changes nothing', async () => {
    const upload = pendingUpload();
    portal = renderBulk({ fileUpload: upload.fileUpload });
    const user = setup();
    await user.upload(await input(), fileOf('a.xlsx'));
    const loader = await screen.findByTestId('uploading-dialog');
    await user.click(within(loader).getByTestId('upload-cancel'));
    expect(upload.sent.signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('uploading-dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('bulk-drop')).toBeInTheDocument();
    await act(async () => upload.answer.resolve(uploaded('a.xlsx')));
    expect(screen.queryByTestId('bulk-file')).not.toBeInTheDocument();
    expect(screen.getByTestId('bulk-submit')).toBeDisabled();
  });

  it('leaving the page during an upload aborts it; nothing lands when the answer comes', async () => {
    const upload = pendingUpload();
    portal = renderBulk({ fileUpload: upload.fileUpload });
    const user = setup();
    await user.upload(await input(), fileOf('a.xlsx'));
    await screen.findByTestId('uploading-dialog');
    await act(async () => {
      await portal?.router.navigate(MEMBER_PATHS.landing);
    });
    await user.click(
      within(await screen.findByTestId('unsaved-changes-dialog')).getByText('Yes, leave now'),
    );
    await waitFor(() => expect(portal?.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    expect(upload.sent.signal?.aborted).toBe(true);
    await act(async () => upload.answer.resolve(uploaded('a.xlsx')));
    expect(portal.store.getState().membersBulk.upload).toEqual({ status: 'idle' });
  });

  it('a company switch during an upload aborts it', async () => {
    const upload = pendingUpload();
    portal = renderBulk({ fileUpload: upload.fileUpload });
    await setup().upload(await input(), fileOf('a.xlsx'));
    await screen.findByTestId('uploading-dialog');
    act(() => {
      portal?.store.dispatch(companySelected({ id: 'c-2', name: 'PT Dua' }));
    });
    expect(upload.sent.signal?.aborted).toBe(true);
    await waitFor(() => expect(portal?.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
  });

  it('reads in Indonesian', async () => {
    portal = renderBulk({}, 'id');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pembaruan massal');
    expect(screen.getByTestId('bulk-download')).toHaveTextContent('Unduh template');
  });
});
