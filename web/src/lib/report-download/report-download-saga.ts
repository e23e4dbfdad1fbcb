import type { PayloadAction } from '@reduxjs/toolkit';
import type { ReportContent, ReportFile } from '@mo/contracts';
import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { toFailure } from '../api-client';
import { getApi } from '../saga-context';
import { fetchReportFile, listReportFiles, type ReportBody } from './report-calls';
import { decideDownload, saveReport, type DownloadDecision } from './report-file';
import {
  reportDownloadDismissed,
  reportDownloadStarted,
  reportFileFailed,
  reportFileLoading,
  reportFileRequested,
  reportFileSaved,
  reportFilesListed,
  reportListFailed,
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

/** Fetches and saves one file of the report. */
export function* downloadReportFile(
  request: ReportDownloadRequest,
  fileNumber: number,
  save: SaveReport,
): SagaIterator<void> {
  yield put(reportFileLoading(fileNumber));
  try {
    const api = yield* getApi();
    const content = (yield call(
      fetchReportFile,
      api,
      request.reportCall,
      bodyOf(request),
      fileNumber,
    )) as ReportContent;
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
): SagaIterator<void> {
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
  else yield call(downloadReportFile, request, decision.fileNumber, save);
}

const stops = [reportDownloadStarted.type, reportDownloadDismissed.type];

/**
 * Forked by the root saga. A new start or a dismissal cancels what runs: a late answer never
 * saves a file for a screen the user has left.
 */
export function* reportDownloadSaga(save: SaveReport = saveReport): SagaIterator<void> {
  yield takeLatest(stops, function* run(action: PayloadAction<unknown>) {
    if (reportDownloadStarted.match(action)) yield call(downloadReport, action.payload, save);
  });
  yield takeEvery(reportFileRequested.type, function* pick(action: PayloadAction<number>) {
    const request = (yield select(selectReportRequest)) as ReportDownloadRequest | null;
    if (!request) return;
    yield race({
      done: call(downloadReportFile, request, action.payload, save),
      stop: take(stops),
    });
  });
}
