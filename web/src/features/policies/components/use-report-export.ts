import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { runSaga, type Saga, type Task } from 'redux-saga';
import type { ApiClient } from '../../../lib/api-client';
import type { ThunkExtra } from '../../../lib/rtk-api';
import {
  downloadReportFile,
  exportDismissed,
  exportReducer,
  exportReport,
  initialExportState,
  type ExportJob,
} from '../export-saga';

type ApiThunk = (dispatch: unknown, getState: unknown, extra: ThunkExtra) => ApiClient;

/**
 * Runs the export saga for one screen, its state local to the screen (unmounting cancels it).
 * The API client comes from the store's thunk argument, as RTK Query gets it.
 */
export function useReportExport(job: ExportJob) {
  const dispatch = useDispatch() as unknown as (thunk: ApiThunk) => ApiClient;
  const [state, dispatchLocal] = useReducer(exportReducer, initialExportState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const tasks = useRef<Task[]>([]);
  useEffect(() => () => tasks.current.forEach((task) => task.cancel()), []);

  const run = useCallback(
    <A extends unknown[]>(saga: Saga<A>, ...args: A) => {
      const api = dispatch((_d, _g, extra) => extra.api);
      const task = runSaga(
        { dispatch: dispatchLocal, getState: () => stateRef.current, context: { api } },
        saga,
        ...args,
      );
      tasks.current = [...tasks.current.filter((t) => t.isRunning()), task];
    },
    [dispatch],
  );

  return {
    state,
    start: () => run(exportReport, job),
    download: (fileNumber: number) => run(downloadReportFile, job, fileNumber),
    dismiss: () => dispatchLocal(exportDismissed()),
  };
}
