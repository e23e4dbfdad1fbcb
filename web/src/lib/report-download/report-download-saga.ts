import type { PayloadAction } from '@reduxjs/toolkit';
import {
  FILE_RECHECK_MS,
  type FileReadiness,
  type ReportContent,
  type ReportFile,
} from '@mo/contracts';
import { buffers, channel, type SagaIterator, type Task } from 'redux-saga';
import {
  call,
  cancel,
  cancelled,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import type { ApiClient } from '../api-client';
import { toFailure } from '../api-client';
import { getApi } from '../saga-context';
import {
  askFileReady,
  fetchGatewayFile,
  fetchReportFile,
  gatewayRefOf,
  listReportFiles,
  type DownloadProgress,
  type ReportBody,
} from './report-calls';
import { decideDownload, saveReport, type DownloadDecision } from './report-file';
import {
  reportDownloadDismissed,
  reportDownloadStarted,
  reportFileFailed,
  reportFileLoading,
  reportFileNotReady,
  reportFileProgressed,
  reportFileRequested,
  reportFileSaved,
  reportFileWaiting,
  reportFilesListed,
  reportListFailed,
  reportWaitCancelled,
  selectReportRequest,
  type ReportDownloadRequest,
  type ReportFileProgress,
} from './report-download-slice';

/** Saves a fetched file (a browser download; tests put a fake). */
export type SaveReport = (content: ReportContent) => void;

const bodyOf = (request: ReportDownloadRequest): ReportBody => ({
  ...request.parameters,
  reportCode: request.reportCode,
  reportFormat: request.reportFormat,
});

/**
 * Runs a fetch that reports its progress: each report becomes a reportFileProgressed (the
 * latest only, so a fast stream does not flood the store).
 */
function* withProgress<T>(
  fileNumber: number,
  fetch: (onProgress: DownloadProgress) => Promise<T>,
): SagaIterator<T> {
  const reports = channel<ReportFileProgress>(buffers.sliding(1));
  const pump = (yield fork(function* forward(): SagaIterator<void> {
    for (;;) yield put(reportFileProgressed((yield take(reports)) as ReportFileProgress));
  })) as Task;
  try {
    return (yield call(fetch, (loaded, total) => reports.put({ fileNumber, loaded, total }))) as T;
  } finally {
    yield cancel(pump);
    reports.close();
  }
}

/**
 * A report the file gateway prepares in the background (part 2 section 7): fileready is asked at
 * once and then every `recheckMs` until the file is ready; then file fetches it. An aborted fetch
 * (the user cancelled, the screen was left) stops its request too.
 */
export function* awaitGatewayFile(
  api: ApiClient,
  companyId: string,
  fileGatewayRefNo: string,
  fileNumber: number,
  recheckMs: number,
): SagaIterator<ReportContent> {
  for (;;) {
    const readiness = (yield call(askFileReady, api, companyId, fileGatewayRefNo)) as FileReadiness;
    if (readiness.ready) break;
    yield put(reportFileNotReady());
    yield delay(recheckMs);
  }
  const abort = new AbortController();
  try {
    return (yield call(withProgress<ReportContent>, fileNumber, (onProgress) =>
      fetchGatewayFile(api, companyId, fileGatewayRefNo, onProgress, abort.signal),
    )) as ReportContent;
  } finally {
    if ((yield cancelled()) as boolean) abort.abort();
  }
}

/** Fetches and saves one file of the report (through the file gateway when it says so). */
export function* downloadReportFile(
  request: ReportDownloadRequest,
  fileNumber: number,
  save: SaveReport,
  recheckMs: number = FILE_RECHECK_MS,
): SagaIterator<void> {
  yield put(reportFileLoading(fileNumber));
  try {
    const api = yield* getApi();
    let content = (yield call(withProgress<ReportContent>, fileNumber, (onProgress) =>
      fetchReportFile(api, request.reportCall, bodyOf(request), fileNumber, onProgress),
    )) as ReportContent;
    const fileGatewayRefNo = gatewayRefOf(content);
    if (fileGatewayRefNo) {
      yield put(
        reportFileWaiting({ fileNumber, fileGatewayRefNo, reportName: content.reportName }),
      );
      const companyId = String(request.parameters.companyId ?? '');
      const outcome = (yield race({
        content: call(awaitGatewayFile, api, companyId, fileGatewayRefNo, fileNumber, recheckMs),
        // The reducer has put the state back (the dialog's link, or idle).
        cancelled: take(reportWaitCancelled.type),
      })) as { content?: ReportContent };
      if (!outcome.content) return;
      content = outcome.content;
    }
    yield call(save, content);
    yield put(reportFileSaved(fileNumber));
  } catch (error) {
    yield put(reportFileFailed({ fileNumber, failure: toFailure(error) }));
  }
}

/** The file list, then one download or the choice of several. */
export function* downloadReport(
  request: ReportDownloadRequest,
  save: SaveReport,
  recheckMs: number = FILE_RECHECK_MS,
): SagaIterator<void> {
  if (request.direct) {
    yield call(downloadReportFile, request, 1, save, recheckMs);
    return;
  }
  let decision: DownloadDecision;
  try {
    const api = yield* getApi();
    const files = (yield call(
      listReportFiles,
      api,
      request.countCall,
      bodyOf(request),
    )) as readonly ReportFile[];
    decision = decideDownload(files);
  } catch (error) {
    yield put(reportListFailed(toFailure(error)));
    return;
  }
  if (decision.kind === 'choose') yield put(reportFilesListed([...decision.files]));
  else yield call(downloadReportFile, request, decision.fileNumber, save, recheckMs);
}

const stops = [reportDownloadStarted.type, reportDownloadDismissed.type];

/**
 * Forked by the root saga. A new start or a dismissal cancels what runs: a late answer never
 * saves a file for a screen the user has left. `recheckMs` is the file gateway's recheck wait
 * (FILE_RECHECK_MS unless the build sets VITE_FILE_RECHECK_MS: lib/config.ts).
 */
export function* reportDownloadSaga(
  save: SaveReport = saveReport,
  recheckMs: number = FILE_RECHECK_MS,
): SagaIterator<void> {
  yield takeLatest(stops, function* run(action: PayloadAction<unknown>) {
    if (reportDownloadStarted.match(action)) {
      yield call(downloadReport, action.payload, save, recheckMs);
    }
  });
  yield takeEvery(reportFileRequested.type, function* pick(action: PayloadAction<number>) {
    const request = (yield select(selectReportRequest)) as ReportDownloadRequest | null;
    if (!request) return;
    yield race({
      done: call(downloadReportFile, request, action.payload, save, recheckMs),
      stop: take(stops),
    });
  });
}
