import { configureStore } from '@reduxjs/toolkit';
import type { ReportContent, ReportFile } from '@mo/contracts';
import createSagaMiddleware from 'redux-saga';
import { fail, fakeApi, type FakeHandlers } from '../../../test/fake-api';
import {
  decideDownload,
  reportBlob,
  reportDownloadDismissed,
  reportDownloadReducer,
  reportDownloadSaga,
  reportDownloadStarted,
  reportFileName,
  reportFileRequested,
  selectReportBusy,
  selectReportChoices,
  selectReportFailure,
  selectReportFileStatus,
  type ReportDownloadRequest,
} from '.';

const file = (fileNumber: number): ReportFile => ({ fileNumber, reportName: `part ${fileNumber}` });
const content = (reportName: string): ReportContent => ({
  fileContent: btoa('xlsx'),
  format: 'EXCEL',
  reportName,
});

describe('download decision', () => {
  it('downloads file 1 directly when there is no file list', () => {
    expect(decideDownload([])).toEqual({ kind: 'download', fileNumber: 1 });
  });
  it('downloads the one file when there is one', () => {
    expect(decideDownload([file(1)])).toEqual({ kind: 'download', fileNumber: 1 });
  });
  it('offers a choice when there are several', () => {
    expect(decideDownload([file(1), file(2)])).toEqual({
      kind: 'choose',
      files: [file(1), file(2)],
    });
  });
});

describe('report file', () => {
  it('is named DDMMYY_GE_<name> on the Jakarta date, as xlsx', () => {
    // 2026-01-31 20:00 UTC is already 1 February in Jakarta.
    const now = new Date('2026-01-31T20:00:00Z');
    expect(reportFileName(content('Policy Benefit GHG01'), now)).toBe(
      '010226_GE_Policy Benefit GHG01.xlsx',
    );
    expect(reportFileName(content('010226_GE_Policy.xlsx'), now)).toBe('010226_GE_Policy.xlsx');
    expect(reportFileName({ reportName: 'Invoice INV1', format: 'PDF' }, now)).toBe(
      '010226_GE_Invoice INV1.pdf',
    );
  });
  it('is an Excel blob of the decoded bytes', () => {
    const blob = reportBlob(content('x'));
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(blob.size).toBe(4);
  });
});

const request: ReportDownloadRequest = {
  countCall: 'policyReportCount',
  reportCall: 'policyReport',
  reportCode: 'POLICY_BENEFIT',
  reportFormat: 'EXCEL',
  parameters: { companyId: 'c-1', policyId: 'p-1', periodId: 'per-1' },
};

/** A store with the reducer and the saga, as the root saga runs it, over a fake API. */
function harness(files: ReportFile[] | null, extra: FakeHandlers = {}) {
  const saved: string[] = [];
  const api = fakeApi({
    policyReportCount: files ? () => ({ reportFiles: files }) : fail('policyReportCount', 'GC'),
    policyReport: (p) => content(`part ${(p.body as { fileNumber: number }).fileNumber}`),
    ...extra,
  });
  const sagas = createSagaMiddleware({ context: { api } });
  const store = configureStore({
    reducer: { reportDownload: reportDownloadReducer },
    middleware: (getDefault) => getDefault().concat(sagas),
  });
  const task = sagas.run(reportDownloadSaga, (c) => saved.push(c.reportName));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const bodies = (id: string) => api.calls.filter((c) => c.id === id).map((c) => c.params.body);
  return { store, saved, bodies, settle, stop: () => task.cancel() };
}

describe('report download saga', () => {
  it.each([[[]], [[file(1)]]])('downloads file 1 at once (%j)', async (files) => {
    const h = harness(files);
    h.store.dispatch(reportDownloadStarted(request));
    expect(selectReportBusy(h.store.getState())).toBe(true);
    await h.settle();
    expect(h.bodies('policyReportCount')).toEqual([
      {
        companyId: 'c-1',
        policyId: 'p-1',
        periodId: 'per-1',
        reportCode: 'POLICY_BENEFIT',
        reportFormat: 'EXCEL',
      },
    ]);
    expect(h.bodies('policyReport')).toEqual([
      expect.objectContaining({ reportCode: 'POLICY_BENEFIT', fileNumber: 1 }),
    ]);
    expect(h.saved).toEqual(['part 1']);
    expect(selectReportBusy(h.store.getState())).toBe(false);
    expect(selectReportChoices(h.store.getState())).toEqual([]);
    expect(selectReportFileStatus(h.store.getState())).toEqual({ 1: 'done' });
    h.stop();
  });

  it('lists several files and downloads each one asked for, marking it', async () => {
    const h = harness([file(1), file(2), file(3)]);
    h.store.dispatch(reportDownloadStarted(request));
    await h.settle();
    expect(selectReportChoices(h.store.getState())).toEqual([file(1), file(2), file(3)]);
    expect(h.saved).toEqual([]);
    h.store.dispatch(reportFileRequested(2));
    await h.settle();
    expect(h.saved).toEqual(['part 2']);
    expect(h.bodies('policyReport')).toEqual([expect.objectContaining({ fileNumber: 2 })]);
    expect(selectReportFileStatus(h.store.getState())).toEqual({ 2: 'done' });
    // Still choosing: the dialog stays open with its marks.
    expect(selectReportChoices(h.store.getState())).toHaveLength(3);
    h.stop();
  });

  it('marks a failed file of several in the dialog, not with the error dialog', async () => {
    const h = harness([file(1), file(2)], { policyReport: fail('policyReport', 'GC') });
    h.store.dispatch(reportDownloadStarted(request));
    await h.settle();
    h.store.dispatch(reportFileRequested(1));
    await h.settle();
    expect(selectReportFileStatus(h.store.getState())).toEqual({ 1: 'failed' });
    expect(selectReportFailure(h.store.getState())).toBeNull();
    h.stop();
  });

  it('reports a failure of the file list', async () => {
    const h = harness(null);
    h.store.dispatch(reportDownloadStarted(request));
    await h.settle();
    expect(selectReportFailure(h.store.getState())?.errorCode).toBe('GC');
    expect(selectReportBusy(h.store.getState())).toBe(false);
    expect(h.saved).toEqual([]);
    h.stop();
  });

  it('saves nothing once dismissed (the screen was left)', async () => {
    let answer: (value: unknown) => void = () => {};
    const h = harness([], {
      policyReport: () => new Promise((resolve) => (answer = resolve)),
    });
    h.store.dispatch(reportDownloadStarted(request));
    await h.settle();
    h.store.dispatch(reportDownloadDismissed());
    answer(content('late'));
    await h.settle();
    expect(h.saved).toEqual([]);
    expect(selectReportFileStatus(h.store.getState())).toEqual({});
    h.stop();
  });
});
