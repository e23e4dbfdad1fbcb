import {
  CALL_ROUTES,
  type CALLS,
  type CallId,
  type DataOf,
  type FileReadiness,
  type ReportContent,
  type ReportFile,
} from '@mo/contracts';
import type { AnyCall, AnyCallRoute, ApiClient, CallArgs } from '../api-client';

type CallOf<K extends CallId> = (typeof CALLS)[K];

/** Calls that answer the file list of a report (policies/report-count, users/report-count, ...). */
export type ReportFilesCallId = {
  [K in CallId]: DataOf<CallOf<K>> extends { reportFiles: ReportFile[] } ? K : never;
}[CallId];

/** Calls that answer one file of a report (policies/report, users/report, ...). */
export type ReportContentCallId = {
  [K in CallId]: DataOf<CallOf<K>> extends ReportContent ? K : never;
}[CallId];

/** The report's parameters as the calls take them (the file call adds fileNumber). */
export type ReportBody = Readonly<Record<string, string | number | boolean>>;

/*
 * The body is the caller's (its area's request: policy and period, invoice and policy number,
 * dates ...); the call's schema is checked by the API client and the server, so one cast here
 * stands for every report call instead of one typed function per area.
 */
const callWithBody = (
  api: ApiClient,
  callId: CallId,
  body: ReportBody,
  onProgress?: DownloadProgress,
): Promise<unknown> =>
  api.call(
    CALL_ROUTES[callId] as AnyCallRoute,
    ...([
      { body, ...(onProgress ? { onDownloadProgress: onProgress } : {}) },
    ] as unknown as CallArgs<AnyCall>),
  );

/** Bytes of a file's answer so far, and its size when the server states it. */
export type DownloadProgress = (loaded: number, total: number | null) => void;

/** The files of a report: none, one or several. */
export const listReportFiles = async (
  api: ApiClient,
  callId: ReportFilesCallId,
  body: ReportBody,
): Promise<readonly ReportFile[]> =>
  ((await callWithBody(api, callId, body)) as { reportFiles: ReportFile[] }).reportFiles;

/** One file of a report (base64 content, its format and name). */
export const fetchReportFile = async (
  api: ApiClient,
  callId: ReportContentCallId,
  body: ReportBody,
  fileNumber: number,
  onProgress?: DownloadProgress,
): Promise<ReportContent> =>
  (await callWithBody(api, callId, { ...body, fileNumber }, onProgress)) as ReportContent;

/**
 * A data call's answer for a report prepared in the background (part 2 section 7, the file
 * gateway): no content yet, only the reference to ask fileready about.
 */
export const gatewayRefOf = (content: ReportContent): string | null =>
  content.fileContent === '' && content.fileGatewayRefNo ? content.fileGatewayRefNo : null;

/** GET file-gateway fileready: whether the report prepared in the background can be fetched. */
export const askFileReady = (
  api: ApiClient,
  companyId: string,
  fileGatewayRefNo: string,
): Promise<FileReadiness> =>
  api.call(CALL_ROUTES.fileReady, { query: { companyId, fileGatewayRefNo } });

/** GET file-gateway file: the report prepared in the background (base64, as the data calls). */
export const fetchGatewayFile = (
  api: ApiClient,
  companyId: string,
  fileGatewayRefNo: string,
  onProgress?: DownloadProgress,
  signal?: AbortSignal,
): Promise<ReportContent> =>
  api.call(CALL_ROUTES.fileDownload, {
    query: { companyId, fileGatewayRefNo },
    ...(signal ? { signal } : {}),
    ...(onProgress ? { onDownloadProgress: onProgress } : {}),
  });
