import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportContent, ReportFile } from '@mo/contracts';
import type { ApiFailure } from '../api-client';
import type { ReportBody, ReportContentCallId, ReportFilesCallId } from './report-calls';

/** What an area asks for: which calls list and fetch the files, and the report's parameters. */
export interface ReportDownloadRequest {
  /** The file-list call (policyReportCount for the policy export). */
  countCall: ReportFilesCallId;
  /** The one-file call (policyReport for the policy export). */
  reportCall: ReportContentCallId;
  reportCode: string;
  reportFormat: ReportContent['format'];
  /** The rest of the body of both calls (company, policy, period, invoice ...). */
  parameters: ReportBody;
}

export type FileDownloadStatus = 'busy' | 'done' | 'failed';

export interface ReportDownloadState {
  status: 'idle' | 'listing' | 'downloading' | 'choosing' | 'failed';
  request: ReportDownloadRequest | null;
  /** The files offered when there are several. */
  files: ReportFile[];
  /** Per file number: downloading, downloaded (marked in the dialog) or failed. */
  fileStatus: Record<number, FileDownloadStatus>;
  /** A failure of the list or of the one direct download (the error dialog). */
  failure: ApiFailure | null;
}

export const initialReportDownloadState: ReportDownloadState = {
  status: 'idle',
  request: null,
  files: [],
  fileStatus: {},
  failure: null,
};

/**
 * One report download at a time, for every area (policy export now; billing and reports later):
 * the screen that started it dismisses it when it closes its dialog or unmounts.
 */
export const reportDownloadSlice = createSlice({
  name: 'reportDownload',
  initialState: initialReportDownloadState,
  reducers: {
    /** An area starts a download (the saga lists the files). */
    reportDownloadStarted: (_state, { payload }: PayloadAction<ReportDownloadRequest>) => ({
      ...initialReportDownloadState,
      status: 'listing',
      request: payload,
    }),
    /** The user picks one file of several (the saga fetches and saves it). */
    reportFileRequested: (_state, _action: PayloadAction<number>) => {},
    reportDownloadDismissed: () => initialReportDownloadState,
    reportFilesListed: (state, { payload }: PayloadAction<ReportFile[]>) => {
      state.files = payload;
      state.status = 'choosing';
    },
    reportFileLoading: (state, { payload }: PayloadAction<number>) => {
      state.fileStatus[payload] = 'busy';
      if (state.status !== 'choosing') state.status = 'downloading';
    },
    reportFileSaved: (state, { payload }: PayloadAction<number>) => {
      state.fileStatus[payload] = 'done';
      if (state.status !== 'choosing') state.status = 'idle';
    },
    reportFileFailed: (
      state,
      { payload }: PayloadAction<{ fileNumber: number; failure: ApiFailure }>,
    ) => {
      state.fileStatus[payload.fileNumber] = 'failed';
      // In the dialog the link says so; a direct download opens the error dialog.
      if (state.status === 'choosing') return;
      state.status = 'failed';
      state.failure = payload.failure;
    },
    reportListFailed: (state, { payload }: PayloadAction<ApiFailure>) => {
      state.status = 'failed';
      state.failure = payload;
    },
  },
});

export const {
  reportDownloadStarted,
  reportFileRequested,
  reportDownloadDismissed,
  reportFilesListed,
  reportFileLoading,
  reportFileSaved,
  reportFileFailed,
  reportListFailed,
} = reportDownloadSlice.actions;

export const reportDownloadReducer = reportDownloadSlice.reducer;

/** Any store that mounts the reducer under `reportDownload` (app/root-reducer.ts). */
export interface WithReportDownload {
  reportDownload: ReportDownloadState;
}

const slice = (state: WithReportDownload) => state.reportDownload;
export const selectReportRequest = (state: WithReportDownload) => slice(state).request;
/** Listing or downloading directly: the area's button shows it is busy. */
export const selectReportBusy = (state: WithReportDownload) =>
  slice(state).status === 'listing' || slice(state).status === 'downloading';
/** The files of the dialog: only while there are several to choose from. */
export const selectReportChoices = (state: WithReportDownload): readonly ReportFile[] =>
  slice(state).status === 'choosing' ? slice(state).files : NO_FILES;
export const selectReportFileStatus = (state: WithReportDownload) => slice(state).fileStatus;
export const selectReportFailure = (state: WithReportDownload) => slice(state).failure;

const NO_FILES: readonly ReportFile[] = [];
