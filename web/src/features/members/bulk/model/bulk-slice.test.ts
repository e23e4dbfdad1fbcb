import type { UnknownAction } from '@reduxjs/toolkit';
import {
  INITIAL_UPLOAD,
  fileAdded,
  fileRemoved,
  hasUnsavedFile,
  initialMembersBulkState,
  membersBulkReducer,
  referenceOf,
  submitStarted,
  submitSucceeded,
  uploadFailed,
  uploadProgressed,
  uploadStarted,
  uploadSucceeded,
  type BulkUploadState,
} from './bulk-slice';
import { formatFileSize } from '../file-checks';

const chosen = { key: 'bulk-file-1', name: 'a.xlsx', size: 1 };
const failure = { errorCode: 'FG5021', serverMessage: null, httpStatus: 400, details: [] };
/** The upload part of the slice after these actions. */
const bulkUploadReducer = (upload: BulkUploadState, action: UnknownAction): BulkUploadState =>
  membersBulkReducer({ ...initialMembersBulkState, upload }, action).upload;
const run = (...actions: UnknownAction[]): BulkUploadState =>
  actions.reduce(bulkUploadReducer, INITIAL_UPLOAD);

describe('bulk upload states', () => {
  it('goes idle → file added → uploading → uploaded → submitting → submitted', () => {
    const uploaded = run(
      fileAdded(chosen),
      uploadStarted(),
      uploadProgressed(0.5),
      uploadSucceeded('FG1'),
    );
    expect(uploaded).toEqual({ status: 'uploaded', chosen, ref: 'FG1' });
    expect(referenceOf(uploaded)).toBe('FG1');
    const done = run(
      fileAdded(chosen),
      uploadStarted(),
      uploadSucceeded('FG1'),
      submitStarted(),
      submitSucceeded(['MA1']),
    );
    expect(done).toEqual({ status: 'submitted', refs: ['MA1'] });
    expect(hasUnsavedFile(done)).toBe(false);
  });

  it('cannot submit without a reference', () => {
    expect(run(fileAdded(chosen), submitStarted()).status).toBe('added');
    expect(run(submitStarted())).toEqual(INITIAL_UPLOAD);
  });

  it('keeps the file after a failed upload; Remove clears it and its reference', () => {
    const failed = run(fileAdded(chosen), uploadStarted(), uploadFailed(failure));
    expect(failed).toEqual({ status: 'added', chosen });
    expect(referenceOf(failed)).toBeNull();
    expect(hasUnsavedFile(failed)).toBe(true);
    expect(bulkUploadReducer(failed, fileRemoved())).toEqual(INITIAL_UPLOAD);
  });

  it('never lets the progress go back or past 100%', () => {
    const state = run(
      fileAdded(chosen),
      uploadStarted(),
      uploadProgressed(0.6),
      uploadProgressed(0.3),
    );
    expect(state).toMatchObject({ progress: 0.6 });
    expect(bulkUploadReducer(state, uploadProgressed(2))).toMatchObject({
      progress: 1,
    });
  });

  it('formats sizes in decimal units, in the page language', () => {
    expect(formatFileSize(999, 'en')).toBe('999 B');
    expect(formatFileSize(532_100, 'en')).toBe('532.1 KB');
    expect(formatFileSize(2_450_000, 'id')).toBe('2,45 MB');
  });
});
