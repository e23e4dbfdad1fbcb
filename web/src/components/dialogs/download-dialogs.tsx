import type { ComponentProps } from 'react';
import { ErrorDialog } from '../error-dialog';
import { MultiFileDownloadDialog } from './multi-file-download-dialog';

type Files = ComponentProps<typeof MultiFileDownloadDialog>;

/** A screen's report download as its dialogs read it (useReportDownload's answer). */
export interface FileDownload {
  files: Files['files'];
  statuses?: Files['statuses'];
  failure: ComponentProps<typeof ErrorDialog>['failure'];
  pick: (fileNumber: number) => void;
  close: () => void;
  retry: () => void;
}

/**
 * The dialogs of a report download (spec part 1 sections 4 and 8): the file list when the
 * report came split into several files, and the download's own error with its retry.
 */
export function DownloadDialogs({ download }: { download: FileDownload }) {
  return (
    <>
      <MultiFileDownloadDialog
        visible={download.files.length > 1}
        files={download.files}
        statuses={download.statuses}
        onDownload={download.pick}
        onClose={download.close}
      />
      <ErrorDialog failure={download.failure} onClose={download.close} onRetry={download.retry} />
    </>
  );
}
