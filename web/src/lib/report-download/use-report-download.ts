import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  reportDownloadDismissed,
  reportDownloadStarted,
  reportFileRequested,
  selectReportBusy,
  selectReportChoices,
  selectReportFailure,
  selectReportFileStatus,
  selectReportWaiting,
  type ReportDownloadRequest,
} from './report-download-slice';

/**
 * A screen's downloads through the shared file-list-then-download saga: `start` a request (one
 * file downloads at once, several are offered in the file dialog: `files`, `pick`), the saga's
 * state and failure, `retry` the last request, `close` the dialog or the failure. Leaving the
 * screen drops what runs (its saga stops; nothing is saved late).
 */
export function useReportDownload() {
  const dispatch = useDispatch();
  const busy = useSelector(selectReportBusy);
  const waiting = useSelector(selectReportWaiting);
  const files = useSelector(selectReportChoices);
  const statuses = useSelector(selectReportFileStatus);
  const failure = useSelector(selectReportFailure);
  const last = useRef<ReportDownloadRequest | null>(null);
  useEffect(() => () => void dispatch(reportDownloadDismissed()), [dispatch]);

  const start = (request: ReportDownloadRequest) => {
    last.current = request;
    dispatch(reportDownloadStarted(request));
  };
  return {
    busy,
    waiting,
    files,
    statuses,
    failure,
    start,
    pick: (fileNumber: number) => void dispatch(reportFileRequested(fileNumber)),
    close: () => void dispatch(reportDownloadDismissed()),
    retry: () => {
      if (last.current) start(last.current);
    },
  };
}
