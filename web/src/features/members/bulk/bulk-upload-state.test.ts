import {
  INITIAL_UPLOAD,
  bulkUploadReducer,
  hasUnsavedFile,
  referenceOf,
  type BulkUploadEvent,
  type BulkUploadState,
} from './bulk-upload-state';
import { formatFileSize } from './file-checks';

const chosen = { file: new File(['x'], 'a.xlsx'), name: 'a.xlsx', size: 1 };
const run = (...events: BulkUploadEvent[]): BulkUploadState =>
  events.reduce(bulkUploadReducer, INITIAL_UPLOAD);

describe('bulk upload states', () => {
  it('goes idle → file added → uploading → uploaded → submitting → submitted', () => {
    const uploaded = run(
      { type: 'fileAdded', chosen },
      { type: 'uploadStarted' },
      { type: 'uploadProgressed', fraction: 0.5 },
      { type: 'uploadSucceeded', ref: 'FG1' },
    );
    expect(uploaded).toEqual({ status: 'uploaded', chosen, ref: 'FG1' });
    expect(referenceOf(uploaded)).toBe('FG1');
    const done = run(
      { type: 'fileAdded', chosen },
      { type: 'uploadStarted' },
      { type: 'uploadSucceeded', ref: 'FG1' },
      { type: 'submitStarted' },
      { type: 'submitSucceeded', refs: ['MA1'] },
    );
    expect(done).toEqual({ status: 'submitted', refs: ['MA1'] });
    expect(hasUnsavedFile(done)).toBe(false);
  });

  it('cannot submit without a reference', () => {
    expect(run({ type: 'fileAdded', chosen }, { type: 'submitStarted' }).status).toBe('added');
    expect(run({ type: 'submitStarted' })).toEqual(INITIAL_UPLOAD);
  });

  it('keeps the file after a failed upload; Remove clears it and its reference', () => {
    const failed = run(
      { type: 'fileAdded', chosen },
      { type: 'uploadStarted' },
      { type: 'uploadFailed' },
    );
    expect(failed).toEqual({ status: 'added', chosen });
    expect(referenceOf(failed)).toBeNull();
    expect(hasUnsavedFile(failed)).toBe(true);
    expect(bulkUploadReducer(failed, { type: 'fileRemoved' })).toEqual(INITIAL_UPLOAD);
  });

  it('never lets the progress go back or past 100%', () => {
    const state = run(
      { type: 'fileAdded', chosen },
      { type: 'uploadStarted' },
      { type: 'uploadProgressed', fraction: 0.6 },
      { type: 'uploadProgressed', fraction: 0.3 },
    );
    expect(state).toMatchObject({ progress: 0.6 });
    expect(bulkUploadReducer(state, { type: 'uploadProgressed', fraction: 2 })).toMatchObject({
      progress: 1,
    });
  });

  it('formats sizes in decimal units, in the page language', () => {
    expect(formatFileSize(999, 'en')).toBe('999 B');
    expect(formatFileSize(532_100, 'en')).toBe('532.1 KB');
    expect(formatFileSize(2_450_000, 'id')).toBe('2,45 MB');
  });
});
