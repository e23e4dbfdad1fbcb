import { createAction, createReducer } from '@reduxjs/toolkit';
import type { ReportContent, ReportFile } from '@mo/contracts';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { toFailure, type ApiClient, type ApiFailure } from '../../lib/api-client';
import { getApi } from '../../lib/saga-context';

/*
 * Report export, generic over the report (policy benefits now; billing and reports later): ask
 * for the file list, then none → export file 1 directly (our reading: "export directly" is the
 * report call with file number 1), one → file 1, several → the caller shows a dialog of links and
 * starts one download per link. Each file arrives as base64 and is saved as a browser file.
 */

/** What one export needs: how to list its files and fetch one, from the one API client. */
export interface ExportJob {
  listFiles: (api: ApiClient) => Promise<readonly ReportFile[]>;
  fetchFile: (api: ApiClient, fileNumber: number) => Promise<ReportContent>;
  /** Saves the file (default: a browser download); tests put a fake. */
  save?: (content: ReportContent) => void;
}

export type ExportDecision =
  { kind: 'download'; fileNumber: number } | { kind: 'choose'; files: readonly ReportFile[] };

/** 0 → file 1 directly; 1 → that file (number 1); several → a choice of links. */
export function decideExport(files: readonly ReportFile[]): ExportDecision {
  if (files.length > 1) return { kind: 'choose', files };
  return { kind: 'download', fileNumber: files[0]?.fileNumber ?? 1 };
}

export const MIME_TYPES = {
  EXCEL: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PDF: 'application/pdf',
} as const;

const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** DDMMYY_GE_<report name>.<ext> (spec part 1 section 9), the date in Jakarta; kept if done. */
export function reportFileName(content: Pick<ReportContent, 'reportName' | 'format'>, now: Date) {
  const extension = content.format === 'PDF' ? '.pdf' : '.xlsx';
  const jakarta = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  const date = `${two(jakarta.getUTCDate())}${two(jakarta.getUTCMonth() + 1)}${two(jakarta.getUTCFullYear() % 100)}`;
  const base = /^\d{6}_GE_/.test(content.reportName)
    ? content.reportName
    : `${date}_GE_${content.reportName}`;
  return base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
}

/** base64 → a Blob of the format's MIME type (Excel unless PDF). */
export function reportBlob(content: Pick<ReportContent, 'fileContent' | 'format'>): Blob {
  const binary = atob(content.fileContent);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new Blob([bytes], { type: MIME_TYPES[content.format] ?? MIME_TYPES.EXCEL });
}

/** A browser download of the file. */
export function saveReport(content: ReportContent, now = new Date()): void {
  const url = URL.createObjectURL(reportBlob(content));
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(content, now);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

// Events of one export (the state below is per export, so one reducer serves every report).
export const exportStarted = createAction('reportExport/started');
export const exportFilesListed = createAction<readonly ReportFile[]>('reportExport/filesListed');
export const exportFileRequested = createAction<number>('reportExport/fileRequested');
export const exportFileDownloaded = createAction<number>('reportExport/fileDownloaded');
export const exportFailed = createAction<ApiFailure>('reportExport/failed');
export const exportDismissed = createAction('reportExport/dismissed');

export interface ExportState {
  status: 'idle' | 'listing' | 'downloading' | 'choosing' | 'failed';
  /** The files offered when there are several. */
  files: readonly ReportFile[];
  /** File numbers downloaded (marked in the dialog). */
  downloaded: number[];
  failure: ApiFailure | null;
}

export const initialExportState: ExportState = {
  status: 'idle',
  files: [],
  downloaded: [],
  failure: null,
};

export const exportReducer = createReducer(initialExportState, (builder) =>
  builder
    .addCase(exportStarted, () => ({ ...initialExportState, status: 'listing' }))
    .addCase(exportFilesListed, (state, { payload }) => {
      state.files = [...payload];
      state.status = 'choosing';
    })
    .addCase(exportFileRequested, (state) => {
      state.status = state.files.length > 1 ? 'choosing' : 'downloading';
    })
    .addCase(exportFileDownloaded, (state, { payload }) => {
      if (!state.downloaded.includes(payload)) state.downloaded.push(payload);
      state.status = state.files.length > 1 ? 'choosing' : 'idle';
    })
    .addCase(exportFailed, (state, { payload }) => {
      state.failure = payload;
      state.status = 'failed';
    })
    .addCase(exportDismissed, () => initialExportState),
);

/** Fetches and saves one file of the export. */
export function* downloadReportFile(job: ExportJob, fileNumber: number): SagaIterator<void> {
  try {
    const api = yield* getApi();
    yield put(exportFileRequested(fileNumber));
    const content = (yield call(job.fetchFile, api, fileNumber)) as ReportContent;
    yield call(job.save ?? saveReport, content);
    yield put(exportFileDownloaded(fileNumber));
  } catch (error) {
    yield put(exportFailed(toFailure(error)));
  }
}

/** The whole export: the file list, then one download or the choice of several. */
export function* exportReport(job: ExportJob): SagaIterator<void> {
  yield put(exportStarted());
  let decision: ExportDecision;
  try {
    const api = yield* getApi();
    decision = decideExport((yield call(job.listFiles, api)) as readonly ReportFile[]);
  } catch (error) {
    yield put(exportFailed(toFailure(error)));
    return;
  }
  if (decision.kind === 'choose') yield put(exportFilesListed(decision.files));
  else yield call(downloadReportFile, job, decision.fileNumber);
}
