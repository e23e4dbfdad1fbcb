import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '@/lib/api-client';
import { companyChanged, companySelected } from '@/lib/session';
import type { StorePart } from '@/lib/store-parts';

/**
 * The file the user chose as the store knows it: the name it is sent and shown under, its size,
 * and the key of the browser's File, which stays out of the store (chosen-files.ts).
 */
export interface ChosenFile {
  key: string;
  name: string;
  size: number;
}

/**
 * The bulk upload (spec part 2 section 3): idle → file added → uploading → uploaded (holds the
 * file gateway reference) → submitted. A failed upload goes back to file added; FG5020 and
 * Remove go back to idle.
 */
export type BulkUploadState =
  | { status: 'idle' }
  | { status: 'added'; chosen: ChosenFile }
  | { status: 'uploading'; chosen: ChosenFile; progress: number }
  | { status: 'uploaded'; chosen: ChosenFile; ref: string }
  | { status: 'submitting'; chosen: ChosenFile; ref: string }
  | { status: 'submitted'; refs: string[] };

export interface MembersBulkState {
  upload: BulkUploadState;
  /** 'We could not receive your file': a chosen file broke the upload rules, or FG5020. */
  rulesOpen: boolean;
  /** A failure shown in the generic error dialog. */
  failure: ApiFailure | null;
}

export const INITIAL_UPLOAD: BulkUploadState = { status: 'idle' };
export const initialMembersBulkState: MembersBulkState = {
  upload: INITIAL_UPLOAD,
  rulesOpen: false,
  failure: null,
};

/**
 * The user chose files (picker or drop). The files stay out of the store under `key`; the saga
 * checks them, names the first without the server's NON_ALLOWABLE_CHARACTERS and uploads it.
 */
export const filesChosen = createAction<{ key: string }>('membersBulk/filesChosen');
/** 'Try again' on a file whose upload failed. */
export const uploadRetried = createAction('membersBulk/uploadRetried');
/** The bulk page was left (unmounted): any upload or submit still running is cancelled. */
export const bulkPageLeft = createAction('membersBulk/pageLeft');

const slice = createSlice({
  name: 'membersBulk',
  initialState: initialMembersBulkState,
  reducers: {
    fileAdded: (state, action: PayloadAction<ChosenFile>) => {
      const { upload } = state;
      if (upload.status === 'idle' || upload.status === 'added')
        state.upload = { status: 'added', chosen: action.payload };
    },
    uploadStarted: (state) => {
      if (state.upload.status === 'added')
        state.upload = { status: 'uploading', chosen: state.upload.chosen, progress: 0 };
    },
    uploadProgressed: (state, action: PayloadAction<number>) => {
      if (state.upload.status === 'uploading')
        state.upload.progress = Math.min(1, Math.max(state.upload.progress, action.payload));
    },
    uploadSucceeded: (state, action: PayloadAction<string>) => {
      if (state.upload.status === 'uploading')
        state.upload = { status: 'uploaded', chosen: state.upload.chosen, ref: action.payload };
    },
    uploadFailed: (state, action: PayloadAction<ApiFailure>) => {
      if (state.upload.status !== 'uploading') return;
      state.upload = { status: 'added', chosen: state.upload.chosen };
      state.failure = action.payload;
    },
    /** The portal's upload rules, or FG5020 from the gateway: the rules dialog, no file. */
    fileRefused: (state) => {
      if (state.upload.status === 'submitting') return;
      state.upload = INITIAL_UPLOAD;
      state.rulesOpen = true;
    },
    fileRemoved: (state) => {
      if (state.upload.status !== 'submitting' && state.upload.status !== 'submitted')
        state.upload = INITIAL_UPLOAD;
    },
    /** Submit pressed: only an uploaded file (one with a reference) is sent. */
    submitStarted: (state) => {
      if (state.upload.status === 'uploaded')
        state.upload = { ...state.upload, status: 'submitting' };
    },
    submitFailed: (state, action: PayloadAction<ApiFailure | undefined>) => {
      if (state.upload.status === 'submitting')
        state.upload = { ...state.upload, status: 'uploaded' };
      if (action.payload) state.failure = action.payload;
    },
    submitSucceeded: (state, action: PayloadAction<string[]>) => {
      if (state.upload.status === 'submitting')
        state.upload = { status: 'submitted', refs: action.payload };
    },
    rulesClosed: (state) => {
      state.rulesOpen = false;
    },
    failureShown: (state, action: PayloadAction<ApiFailure>) => {
      state.failure = action.payload;
    },
    failureDismissed: (state) => {
      state.failure = null;
    },
  },
  extraReducers: (builder) => {
    // Leaving the page or switching company starts the next visit from nothing.
    builder
      .addCase(bulkPageLeft, () => initialMembersBulkState)
      .addCase(companyChanged, () => initialMembersBulkState)
      .addCase(companySelected, () => initialMembersBulkState);
  },
});

export const {
  fileAdded,
  uploadStarted,
  uploadProgressed,
  uploadSucceeded,
  uploadFailed,
  fileRefused,
  fileRemoved,
  submitStarted,
  submitFailed,
  submitSucceeded,
  rulesClosed,
  failureShown,
  failureDismissed,
} = slice.actions;
export const membersBulkReducer = slice.reducer;
/** Joins the store with the area, not with the entry: app/ adds it (../routes.tsx: bulkParts). */
export const membersBulkPart: StorePart = {
  name: 'membersBulk',
  reducers: { membersBulk: membersBulkReducer },
};

type WithBulk = { membersBulk: MembersBulkState };
export const selectBulk = (state: WithBulk) => state.membersBulk;
export const selectBulkUpload = (state: WithBulk) => state.membersBulk.upload;

/** A file is added and not yet submitted: leaving would lose it. */
export const hasUnsavedFile = (state: BulkUploadState): boolean =>
  state.status !== 'idle' && state.status !== 'submitted';

/** The file gateway reference, once uploaded. */
export const referenceOf = (state: BulkUploadState): string | null =>
  state.status === 'uploaded' || state.status === 'submitting' ? state.ref : null;
