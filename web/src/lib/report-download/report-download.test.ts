import { configureStore } from '@reduxjs/toolkit';
import type { ReportContent, ReportFile } from '@mo/contracts';
import createSagaMiddleware from 'redux-saga';
import type { DownloadProgress } from './report-calls';
import { fail, fakeApi, type FakeHandlers } from '@test/fake-api';
import {
  decideDownload,
  reportBlob,
  reportDownloadDismissed,
  reportDownloadReducer,
  reportDownloadSaga,
  reportDownloadStarted,
  reportFileName,
  reportFileRequested,
  reportWaitCancelled,
  selectReportBusy,
  selectReportChoices,
  selectReportFailure,
  selectReportFileStatus,
  selectReportProgress,
  selectReportWaiting,
  type ReportDownloadRequest,
} from '.';

/** Reports a fetch's progress through the progress callback its call was given. */
const reportProgress = (params: { onDownloadProgress?: unknown }, loaded: number, total: number) =>
  (params.onDownloadProgress as DownloadProgress)(loaded, total);

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

  it('fetches file 1 without the file list when the request is direct', async () => {
    const h = harness([file(1), file(2)]);
    h.store.dispatch(reportDownloadStarted({ ...request, direct: true }));
    await h.settle();
    expect(h.bodies('policyReportCount')).toEqual([]);
    expect(h.bodies('policyReport')).toEqual([expect.objectContaining({ fileNumber: 1 })]);
    expect(h.saved).toEqual(['part 1']);
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

describe('report download through the file gateway (fileready)', () => {
  const RECHECK = 30_000;
  const pending = (reportName: string): ReportContent => ({
    fileContent: '',
    format: 'EXCEL',
    reportName,
    fileGatewayRefNo: 'FG-1',
  });
  const readiness = (ready: boolean) => ({
    fileGatewayRefNo: 'FG-1',
    ready,
    reportName: 'Big report',
    format: 'EXCEL' as const,
    rows: ready ? 50_000 : 0,
  });

  /** A store over a fake API whose fileready says "not yet" `notYet` times, then ready. */
  function gateway(files: ReportFile[], notYet: number, extra: FakeHandlers = {}) {
    let asked = 0;
    const saved: string[] = [];
    const api = fakeApi({
      policyReportCount: () => ({ reportFiles: files }),
      policyReport: (p) => pending(`part ${(p.body as { fileNumber: number }).fileNumber}`),
      fileReady: () => readiness(asked++ >= notYet),
      fileDownload: () => content('Big report'),
      ...extra,
    });
    const sagas = createSagaMiddleware({ context: { api } });
    const store = configureStore({
      reducer: { reportDownload: reportDownloadReducer },
      middleware: (getDefault) => getDefault().concat(sagas),
    });
    const task = sagas.run(reportDownloadSaga, (c) => saved.push(c.reportName), RECHECK);
    const count = (id: string) => api.calls.filter((c) => c.id === id).length;
    const state = () => store.getState();
    return { store, saved, api, count, state, stop: () => task.cancel() };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits visibly, asks fileready again only after the recheck wait, then saves the file', async () => {
    const h = gateway([], 2);
    h.store.dispatch(reportDownloadStarted(request));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectReportWaiting(h.state())).toEqual({
      fileNumber: 1,
      fileGatewayRefNo: 'FG-1',
      reportName: 'part 1',
      checks: 1,
    });
    expect(selectReportBusy(h.state())).toBe(true);
    expect(h.count('fileReady')).toBe(1);
    expect(h.api.calls.find((c) => c.id === 'fileReady')?.params.query).toEqual({
      companyId: 'c-1',
      fileGatewayRefNo: 'FG-1',
    });
    await jest.advanceTimersByTimeAsync(RECHECK - 1);
    expect(h.count('fileReady')).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(h.count('fileReady')).toBe(2);
    expect(h.saved).toEqual([]);
    await jest.advanceTimersByTimeAsync(RECHECK);
    expect(h.count('fileReady')).toBe(3);
    expect(h.count('fileDownload')).toBe(1);
    expect(h.saved).toEqual(['Big report']);
    expect(selectReportWaiting(h.state())).toBeNull();
    expect(selectReportBusy(h.state())).toBe(false);
    expect(selectReportFileStatus(h.state())).toEqual({ 1: 'done' });
    h.stop();
  });

  it('saves a file answered with content at once without asking the file gateway', async () => {
    const h = gateway([], 0, { policyReport: () => content('inline') });
    h.store.dispatch(reportDownloadStarted(request));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.saved).toEqual(['inline']);
    expect(h.count('fileReady')).toBe(0);
    h.stop();
  });

  it('shows the wait, not the finished progress of the data call, while fileready says no', async () => {
    const h = gateway([], 99, {
      policyReport: (params) => {
        reportProgress(params, 100, 100);
        return pending('part 1');
      },
    });
    h.store.dispatch(reportDownloadStarted(request));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectReportWaiting(h.state())).not.toBeNull();
    expect(selectReportProgress(h.state())).toBeNull();
    h.stop();
  });

  it('stops asking and saves nothing when the user cancels the wait', async () => {
    const h = gateway([], 99);
    h.store.dispatch(reportDownloadStarted(request));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectReportWaiting(h.state())).not.toBeNull();
    h.store.dispatch(reportWaitCancelled());
    await jest.advanceTimersByTimeAsync(RECHECK * 3);
    expect(h.count('fileReady')).toBe(1);
    expect(h.count('fileDownload')).toBe(0);
    expect(h.saved).toEqual([]);
    expect(selectReportWaiting(h.state())).toBeNull();
    expect(selectReportBusy(h.state())).toBe(false);
    expect(selectReportFailure(h.state())).toBeNull();
    h.stop();
  });

  it('keeps the dialog open when the wait on one of several files is cancelled', async () => {
    const h = gateway([file(1), file(2)], 99);
    h.store.dispatch(reportDownloadStarted(request));
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(reportFileRequested(2));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectReportWaiting(h.state())?.fileNumber).toBe(2);
    expect(selectReportFileStatus(h.state())).toEqual({ 2: 'busy' });
    h.store.dispatch(reportWaitCancelled());
    await jest.advanceTimersByTimeAsync(RECHECK);
    expect(h.count('fileReady')).toBe(1);
    expect(selectReportChoices(h.state())).toHaveLength(2);
    expect(selectReportFileStatus(h.state())).toEqual({});
    h.stop();
  });

  it('stops asking when the screen is left while waiting', async () => {
    const h = gateway([], 99);
    h.store.dispatch(reportDownloadStarted(request));
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(reportDownloadDismissed());
    await jest.advanceTimersByTimeAsync(RECHECK * 2);
    expect(h.count('fileReady')).toBe(1);
    expect(h.saved).toEqual([]);
    h.stop();
  });

  it('opens the error dialog when fileready fails', async () => {
    const h = gateway([], 0, { fileReady: fail('fileReady', 'GC500') });
    h.store.dispatch(reportDownloadStarted(request));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectReportFailure(h.state())?.errorCode).toBe('GC500');
    expect(selectReportWaiting(h.state())).toBeNull();
    h.stop();
  });

  it('shows the progress of a large file as it arrives, and clears it once saved', async () => {
    let finish: (value: ReportContent) => void = () => {};
    const h = gateway([], 0, {
      fileDownload: (params) => {
        reportProgress(params, 400, 1000);
        return new Promise((resolve) => (finish = resolve));
      },
    });
    h.store.dispatch(reportDownloadStarted(request));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectReportProgress(h.state())).toEqual({ fileNumber: 1, loaded: 400, total: 1000 });
    finish(content('Big report'));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.saved).toEqual(['Big report']);
    expect(selectReportProgress(h.state())).toBeNull();
    h.stop();
  });
});
