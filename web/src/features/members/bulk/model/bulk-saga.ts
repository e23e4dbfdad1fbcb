import {
  alterationRefs,
  DEFAULT_VARIABLE_CODES,
  ERROR_CODES,
  type CALLS,
  type DataOf,
} from '@mo/contracts';
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { EventChannel, SagaIterator } from 'redux-saga';
import {
  all,
  call,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { toFailure, type ApiClient } from '@/lib/api-client';
import { getApi } from '@/lib/saga-context';
import { defaultVariable, fetchSysParamOrSample } from '@/lib/sys-params';
import { companyChanged, companySelected, selectCompany } from '@/lib/session';
import type { StorePart } from '@/lib/store-parts';
import { submitBulkUpdate } from '../api/bulk-update';
import {
  bulkPageLeft,
  fileAdded,
  fileRefused,
  fileRemoved,
  filesChosen,
  referenceOf,
  selectBulkUpload,
  submitFailed,
  submitStarted,
  submitSucceeded,
  uploadFailed,
  uploadProgressed,
  uploadRetried,
  uploadStarted,
  uploadSucceeded,
  type BulkUploadState,
  type ChosenFile,
} from './bulk-slice';
import { heldFiles, releaseFiles } from '../chosen-files';
import { checkChosenFiles, uploadName } from '../file-checks';
import { uploadChannel, type UploadEvent } from './upload-channel';

/** The user left what `companyId`'s upload belonged to: the page, or the company. */
const leftCompanyOrPage =
  (companyId: string) =>
  (action: Action): boolean =>
    bulkPageLeft.match(action) ||
    ((companyChanged.match(action) || companySelected.match(action)) &&
      action.payload.id !== companyId);

/** Uploads one file: progress from the channel, then its reference, FG5020 or the failure. */
export function* uploadFile(chosen: ChosenFile, file: File, companyId: string): SagaIterator<void> {
  const api = yield* getApi();
  yield put(uploadStarted());
  const channel: EventChannel<UploadEvent> = yield call(uploadChannel, api, {
    companyId,
    file,
    fileName: chosen.name,
  });
  try {
    while (true) {
      const event: UploadEvent = yield take(channel);
      if (event.type === 'progress') {
        yield put(uploadProgressed(event.fraction));
      } else if (event.type === 'done') {
        yield put(uploadSucceeded(event.data.fileGatewayRefNo));
        return;
      } else {
        if (event.failure.errorCode === ERROR_CODES.filePasswordProtected) {
          releaseFiles();
          yield put(fileRefused());
        } else {
          yield put(uploadFailed(event.failure));
        }
        return;
      }
    }
  } finally {
    // Cancelled (Remove, company switch, page left) or done: aborts a request still running.
    channel.close();
  }
}

/** NON_ALLOWABLE_CHARACTERS of DEFAULT_VARIABLES (the bundled sample's when unreadable). */
const nonAllowableCharacters = (api: ApiClient): Promise<string | undefined> =>
  fetchSysParamOrSample(api, 'DEFAULT_VARIABLES').then(
    (defaults) => defaultVariable(defaults, DEFAULT_VARIABLE_CODES.nonAllowableCharacters),
    () => undefined,
  );

/** A choice: the portal's upload rules on the files, then the upload of the first. */
function* chooseAndUpload(action: ReturnType<typeof filesChosen>): SagaIterator<void> {
  const files = heldFiles(action.payload.key);
  if (files.length === 0) return;
  if ((yield call(checkChosenFiles, files)) !== null) {
    releaseFiles();
    yield put(fileRefused());
    return;
  }
  const file = files[0]!;
  // Read here, not by the page: a file chosen before the page had them would go out unstripped.
  const nonAllowable: string | undefined = yield call(nonAllowableCharacters, yield* getApi());
  const chosen = {
    key: action.payload.key,
    name: uploadName(file.name, nonAllowable),
    size: file.size,
  };
  yield put(fileAdded(chosen));
  yield call(uploadHeld, chosen);
}

/** The upload of the file the state names, unless it is no longer held. */
function* uploadHeld(chosen: ChosenFile): SagaIterator<void> {
  const [file] = heldFiles(chosen.key);
  if (!file) {
    yield put(fileRemoved());
    return;
  }
  const companyId: string = (yield select(selectCompany))?.id ?? '';
  const { left } = yield race({
    done: call(uploadFile, chosen, file, companyId),
    left: take((a: Action) => fileRemoved.match(a) || leftCompanyOrPage(companyId)(a)),
  });
  if (left) releaseFiles();
}

function* retryUpload(): SagaIterator<void> {
  const upload: BulkUploadState = yield select(selectBulkUpload);
  if (upload.status === 'added') yield call(uploadHeld, upload.chosen);
}

/** Submit: the reference goes to bulk-update; FG5023 means the file must be uploaded again. */
function* submitUploaded(): SagaIterator<void> {
  const upload: BulkUploadState = yield select(selectBulkUpload);
  const ref = referenceOf(upload);
  if (upload.status !== 'submitting' || ref === null) return;
  const companyId: string = (yield select(selectCompany))?.id ?? '';
  const api = yield* getApi();
  // The submit is not aborted (the server may have taken it), but its answer is dropped.
  const { left } = yield race({
    done: call(function* (): SagaIterator<void> {
      try {
        const data: DataOf<typeof CALLS.bulkUpdate> = yield call(submitBulkUpdate, api, {
          companyId,
          fileGatewayRefNo: ref,
        });
        releaseFiles();
        yield put(submitSucceeded(alterationRefs(data.memberAlterationRef)));
      } catch (error) {
        const failure = toFailure(error);
        yield put(submitFailed(failure));
        if (failure.errorCode === ERROR_CODES.fileReferenceUnknown) {
          releaseFiles();
          yield put(fileRemoved());
        }
      }
    }),
    left: take(leftCompanyOrPage(companyId)),
  });
  if (left) releaseFiles();
}

/**
 * The bulk upload (spec part 2 section 3) as a saga: a new choice replaces an upload still
 * running (takeLatest); Remove, a company switch or leaving the page cancel it (race), so no
 * late answer lands on a screen the user has left.
 */
export function* membersBulkSaga(): SagaIterator<void> {
  yield all([
    takeLatest([filesChosen.type, uploadRetried.type], function* (action: UnknownAction) {
      if (filesChosen.match(action)) yield call(chooseAndUpload, action);
      else yield call(retryUpload);
    }),
    takeLeading(submitStarted.type, submitUploaded),
    takeEvery(bulkPageLeft.type, releaseFiles),
  ]);
}

/** Runs from the area's first load: app/ adds it with the part's chunk (../routes.tsx: bulkParts). */
export const membersBulkSagaPart: StorePart = { name: 'membersBulkSaga', saga: membersBulkSaga };
