import type { PayloadAction } from '@reduxjs/toolkit';
import { FILE_RECHECK_MS, type ReportContent, type ReportFile } from '@mo/contracts';
import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { toFailure } from '../api-client';
import { getApi } from '../saga-context';
import { awaitGatewayFile, withProgress } from './gateway-file-saga';
import { fetchReportFile, gatewayRefOf, listReportFiles, type ReportBody } from './report-calls';
import { decideDownload, saveReport, type DownloadDecision } from './report-file';
import {
  reportDownloadDismissed,
  reportDownloadStarted,
  reportFileFailed,
  reportFileLoading,
  reportFileRequested,
  reportFileSaved,
  reportFileWaiting,
  reportFilesListed,
  reportListFailed,
  reportWaitCancelled,
  selectReportRequest,
  type ReportDownloadRequest,
} from './report-download-slice';

/** Saves a fetched file (a browser download; tests put a fake). */
export type SaveReport = (content: ReportContent) => void;

const bodyOf = (request: ReportDownloadRequest): ReportBody => ({
  ...request.parameters,
  reportCode: request.reportCode,
  reportFormat: request.reportFormat,
});

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
