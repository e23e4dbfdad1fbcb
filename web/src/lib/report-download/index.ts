export * from './report-calls';
export * from './report-file';
export * from './report-download-slice';
export { reportDownloadSaga, type SaveReport } from './report-download-saga';
export { useReportDownload } from './use-report-download';
