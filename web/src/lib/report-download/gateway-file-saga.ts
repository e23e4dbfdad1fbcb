import type { FileReadiness, ReportContent } from '@mo/contracts';
import { buffers, channel, type SagaIterator, type Task } from 'redux-saga';
import { call, cancel, cancelled, delay, fork, put, take } from 'redux-saga/effects';
import type { ApiClient } from '../api-client';
import { askFileReady, fetchGatewayFile, type DownloadProgress } from './report-calls';
import {
  reportFileNotReady,
  reportFileProgressed,
  type ReportFileProgress,
} from './report-download-slice';

/**
 * Runs a fetch that reports its progress: each report becomes a reportFileProgressed (the
 * latest only, so a fast stream does not flood the store).
 */
export function* withProgress<T>(
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
