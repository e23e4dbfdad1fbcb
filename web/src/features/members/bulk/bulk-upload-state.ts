/** The file the user chose: the browser's file and the name it is sent and shown under. */
export interface ChosenFile {
  file: File;
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

export type BulkUploadEvent =
  | { type: 'fileAdded'; chosen: ChosenFile }
  | { type: 'uploadStarted' }
  | { type: 'uploadProgressed'; fraction: number }
  | { type: 'uploadSucceeded'; ref: string }
  | { type: 'uploadFailed' }
  | { type: 'fileRemoved' }
  | { type: 'submitStarted' }
  | { type: 'submitFailed' }
  | { type: 'submitSucceeded'; refs: string[] };

export const INITIAL_UPLOAD: BulkUploadState = { status: 'idle' };

export function bulkUploadReducer(state: BulkUploadState, event: BulkUploadEvent): BulkUploadState {
  switch (event.type) {
    case 'fileAdded':
      return state.status === 'idle' || state.status === 'added'
        ? { status: 'added', chosen: event.chosen }
        : state;
    case 'uploadStarted':
      return state.status === 'added'
        ? { status: 'uploading', chosen: state.chosen, progress: 0 }
        : state;
    case 'uploadProgressed':
      return state.status === 'uploading'
        ? { ...state, progress: Math.min(1, Math.max(state.progress, event.fraction)) }
        : state;
    case 'uploadSucceeded':
      return state.status === 'uploading'
        ? { status: 'uploaded', chosen: state.chosen, ref: event.ref }
        : state;
    case 'uploadFailed':
      return state.status === 'uploading' ? { status: 'added', chosen: state.chosen } : state;
    case 'fileRemoved':
      return state.status === 'submitting' || state.status === 'submitted' ? state : INITIAL_UPLOAD;
    case 'submitStarted':
      return state.status === 'uploaded' ? { ...state, status: 'submitting' } : state;
    case 'submitFailed':
      return state.status === 'submitting' ? { ...state, status: 'uploaded' } : state;
    case 'submitSucceeded':
      return state.status === 'submitting' ? { status: 'submitted', refs: event.refs } : state;
  }
}

/** A file is added and not yet submitted: leaving would lose it. */
export const hasUnsavedFile = (state: BulkUploadState): boolean =>
  state.status !== 'idle' && state.status !== 'submitted';

/** The file gateway reference, once uploaded. */
export const referenceOf = (state: BulkUploadState): string | null =>
  state.status === 'uploaded' || state.status === 'submitting' ? state.ref : null;
