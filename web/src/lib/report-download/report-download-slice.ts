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
  /**
   * Fetch file number 1 without asking for the file list (part 2 section 4: the member profile
   * report "fetches the data directly"). Absent: the list decides.
   */
  direct?: boolean;
  reportCode: string;
  reportFormat: ReportContent['format'];
  /** The rest of the body of both calls (company, policy, period, invoice ...). */
  parameters: ReportBody;
}

export type FileDownloadStatus = 'busy' | 'done' | 'failed';

/** A file the file gateway prepares in the background (fileready asked until it is ready). */
export interface ReportFileWait {
  fileNumber: number;
  fileGatewayRefNo: string;
  /** The report's name as the data call gave it. */
  reportName: string;
  /** How many times fileready has answered "not yet". */
  checks: number;
}

/** Bytes of the file being fetched so far, and its size when the server states it. */
export interface ReportFileProgress {
  fileNumber: number;
  loaded: number;
  total: number | null;
}

export interface ReportDownloadState {
  status: 'idle' | 'listing' | 'downloading' | 'choosing' | 'failed';
  request: ReportDownloadRequest | null;
  /** The files offered when there are several. */
  files: ReportFile[];
  /** Per file number: downloading, downloaded (marked in the dialog) or failed. */
  fileStatus: Record<number, FileDownloadStatus>;
  /** A failure of the list or of the one direct download (the error dialog). */
  failure: ApiFailure | null;
  /** The file being prepared by the file gateway, while the portal waits on it. */
  waiting: ReportFileWait | null;
  /** The file whose answer is arriving (progress of a large download). */
  progress: ReportFileProgress | null;
}

export const initialReportDownloadState: ReportDownloadState = {
  status: 'idle',
  request: null,
  files: [],
  fileStatus: {},
  failure: null,
  waiting: null,
  progress: null,
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
    /** The data call answered a file gateway reference: the saga waits on fileready. */
    reportFileWaiting: (state, { payload }: PayloadAction<Omit<ReportFileWait, 'checks'>>) => {
      state.waiting = { ...payload, checks: 0 };
      // The data call's answer is in: its progress is over.
      state.progress = null;
    },
    /** fileready answered "not yet": the saga asks again after the recheck wait. */
    reportFileNotReady: (state) => {
      if (state.waiting) state.waiting.checks += 1;
    },
    /** The user stops waiting on a file being prepared (the saga stops asking). */
    reportWaitCancelled: (state) => {
      const fileNumber = state.waiting?.fileNumber;
      state.waiting = null;
      state.progress = null;
      if (fileNumber !== undefined) delete state.fileStatus[fileNumber];
      if (state.status !== 'choosing') state.status = 'idle';
    },
    reportFileProgressed: (state, { payload }: PayloadAction<ReportFileProgress>) => {
      state.progress = payload;
    },
    reportFileSaved: (state, { payload }: PayloadAction<number>) => {
      state.waiting = null;
      state.progress = null;
      state.fileStatus[payload] = 'done';
      if (state.status !== 'choosing') state.status = 'idle';
    },
    reportFileFailed: (
      state,
      { payload }: PayloadAction<{ fileNumber: number; failure: ApiFailure }>,
    ) => {
      state.waiting = null;
      state.progress = null;
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
  reportFileWaiting,
  reportFileNotReady,
  reportWaitCancelled,
  reportFileProgressed,
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
/** The file the file gateway is preparing (the waiting notice with its Cancel), or null. */
export const selectReportWaiting = (state: WithReportDownload) => slice(state).waiting;
/** The file whose answer is arriving, with bytes so far (a progress bar), or null. */
export const selectReportProgress = (state: WithReportDownload) => slice(state).progress;

const NO_FILES: readonly ReportFile[] = [];
