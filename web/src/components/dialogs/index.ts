export { ErrorDialog } from '../error-dialog';
export { NoInternetDialog } from './no-internet-dialog';
export { UnsavedChangesDialog } from './unsaved-changes-dialog';
export { MultiFileDownloadDialog, type DownloadFile } from './multi-file-download-dialog';
export { useLeaveGuard } from './use-leave-guard';
export { DownloadDialogs, type FileDownload } from './download-dialogs';
