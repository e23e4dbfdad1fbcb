import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiFailure } from '@/lib/api-client';
import {
  bulkPageLeft,
  failureDismissed,
  failureShown,
  fileRemoved,
  filesChosen,
  rulesClosed,
  selectBulk,
  submitStarted,
  uploadRetried,
} from './model/bulk-slice';
import { holdFiles } from './chosen-files';

/**
 * The bulk page's view of its saga (bulk-saga.ts): the state from the store and the user's
 * actions as actions. Leaving the page (unmount) tells the saga, which cancels an upload still
 * running.
 */
export function useBulkUpload() {
  const dispatch = useDispatch();
  const { upload, rulesOpen, failure } = useSelector(selectBulk);
  useEffect(() => () => void dispatch(bulkPageLeft()), [dispatch]);

  return {
    state: upload,
    choose: (files: readonly File[]) => {
      if (files.length > 0) dispatch(filesChosen({ key: holdFiles(files) }));
    },
    retry: () => dispatch(uploadRetried()),
    submit: () => dispatch(submitStarted()),
    remove: () => dispatch(fileRemoved()),
    rulesOpen,
    closeRules: () => dispatch(rulesClosed()),
    failure,
    setFailure: (next: ApiFailure | null) =>
      dispatch(next ? failureShown(next) : failureDismissed()),
  };
}
