import { ERROR_CODES, alterationRefs } from '@mo/contracts';
import { useReducer, useState } from 'react';
import { useApiDispatch } from '../../../lib/api-thunk';
import { toFailure, type ApiFailure } from '../../../lib/api-client';
import { useBulkUpdateMutation } from './api/bulk-update';
import { uploadBulkFile } from './api/file-upload';
import {
  INITIAL_UPLOAD,
  bulkUploadReducer,
  referenceOf,
  type ChosenFile,
} from './bulk-upload-state';
import { checkChosenFiles, uploadName } from './file-checks';

/** A thrown ApiError, or the ApiFailure an RTK Query endpoint rejects with. */
export const failureOf = (error: unknown): ApiFailure =>
  typeof error === 'object' && error !== null && typeof (error as ApiFailure).errorCode === 'string'
    ? (error as ApiFailure)
    : toFailure(error);

/**
 * The bulk upload's flow on one screen: the portal's upload rules on a chosen file, the upload
 * with its progress, FG5020 (the rules dialog, file removed) apart from other failures (the
 * generic dialog), and the submit with the gateway reference.
 */
export function useBulkUpload(companyId: string, nonAllowable: string | undefined) {
  const [state, send] = useReducer(bulkUploadReducer, INITIAL_UPLOAD);
  /** 'We could not receive your file'. */
  const [rulesOpen, setRulesOpen] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const dispatch = useApiDispatch();
  const [bulkUpdate] = useBulkUpdateMutation();

  const upload = async (chosen: ChosenFile) => {
    send({ type: 'uploadStarted' });
    try {
      const data = await dispatch(
        uploadBulkFile({
          companyId,
          file: chosen.file,
          fileName: chosen.name,
          onProgress: (fraction) => send({ type: 'uploadProgressed', fraction }),
        }),
      );
      send({ type: 'uploadSucceeded', ref: data.fileGatewayRefNo });
    } catch (error) {
      const found = failureOf(error);
      if (found.errorCode === ERROR_CODES.filePasswordProtected) {
        send({ type: 'fileRemoved' });
        setRulesOpen(true);
      } else {
        send({ type: 'uploadFailed' });
        setFailure(found);
      }
    }
  };

  const choose = async (files: readonly File[]) => {
    if (files.length === 0) return;
    if (await checkChosenFiles(files)) {
      setRulesOpen(true);
      return;
    }
    const file = files[0]!;
    const chosen = { file, name: uploadName(file.name, nonAllowable), size: file.size };
    send({ type: 'fileAdded', chosen });
    await upload(chosen);
  };

  const retry = () => {
    if (state.status === 'added') void upload(state.chosen);
  };

  const submit = async () => {
    const ref = referenceOf(state);
    if (ref === null || state.status !== 'uploaded') return;
    send({ type: 'submitStarted' });
    try {
      const data = await bulkUpdate({ companyId, fileGatewayRefNo: ref }).unwrap();
      send({ type: 'submitSucceeded', refs: alterationRefs(data.memberAlterationRef) });
    } catch (error) {
      const found = failureOf(error);
      send({ type: 'submitFailed' });
      // The gateway no longer knows the file: it has to be uploaded again.
      if (found.errorCode === ERROR_CODES.fileReferenceUnknown) send({ type: 'fileRemoved' });
      setFailure(found);
    }
  };

  return {
    state,
    choose,
    retry,
    submit,
    remove: () => send({ type: 'fileRemoved' }),
    rulesOpen,
    closeRules: () => setRulesOpen(false),
    failure,
    setFailure,
  };
}
