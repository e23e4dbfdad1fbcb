import type { ReportContent, ReportFile } from '@mo/contracts';
import { fail } from '../lib/api-error';
import { StreamedField } from '../lib/register-call';
import type { AuthContext } from '../plugins/auth';
import { requireCompany } from './scope';
import {
  chunkSink,
  reportFileBuffer,
  reportFileList,
  reportFileName,
  splitOf,
  writeReportFile,
  type FilePart,
} from './report-files';
import { resolveReport, type ReportRequestBody, type ResolvedReport } from './report-request';
import { emptied, reportData, type ReportData } from './report-rows';
import { reportState, type BackgroundFile } from './report-state';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

/*
 * The generic report calls: the file list (report-count) and one file (report), for every
 * family; a file of more rows than MOCK_REPORT_BACKGROUND_ROWS (or every file of a company under
 * scenario report-file-slow) is built in the background and answered as a file gateway reference,
 * which fileready and file then serve.
 */

const dataOf = (world: MockStore, host: MockHost, report: ResolvedReport): ReportData => {
  const data = reportData(world, host, report);
  return reportState(world).emptyCompanies.has(report.company.id) ? emptied(data) : data;
};

/** The files of a report: none without rows, else one per rows-per-file (or as forced). */
export const reportFilesOf = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  body: ReportRequestBody,
): { reportFiles: ReportFile[] } => {
  const report = resolveReport(world, host, auth, body);
  const data = dataOf(world, host, report);
  return {
    reportFiles: reportFileList(data, report, splitOf(world, host, report.company.id, data.count)),
  };
};

/**
 * Keeps a file for the file gateway under a new reference (or `ref`) and builds it on the next
 * turn, so the data call answers first; `built` settles when it is (a failure marks it failed:
 * fileready then answers GC500).
 */
export const startBackgroundFile = (
  world: MockStore,
  host: MockHost,
  part: FilePart,
  reportName: string,
  wait: { checks: number; readyAfterSeconds: number },
  ref?: string,
): { file: BackgroundFile; built: Promise<void> } => {
  const { report } = part;
  const state = reportState(world);
  const file: BackgroundFile = {
    fileGatewayRefNo: ref ?? state.nextRef(report.today),
    companyId: report.company.id,
    userId: report.userId,
    reportName,
    format: report.format,
    rows: part.end - part.start,
    createdMs: report.nowMs,
    chunks: null,
    bytes: 0,
    failed: false,
    checksLeft: wait.checks,
    readyAtMs: report.nowMs + wait.readyAfterSeconds * 1000,
    built: Promise.resolve(),
  };
  state.add(file, report.nowMs);
  const { sink, chunks, bytes } = chunkSink();
  const finished = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve);
    sink.on('error', reject);
  });
  const build = () =>
    writeReportFile(part, sink)
      .then(() => finished)
      .then(() => {
        file.chunks = chunks;
        file.bytes = bytes();
      })
      .catch((error: unknown) => {
        file.failed = true;
        host.log.error({ err: error, ref: file.fileGatewayRefNo }, 'report file build failed');
      });
  file.built = new Promise<void>((resolve) => {
    setImmediate(() => {
      void build().finally(resolve);
    });
  });
  return { file, built: file.built };
};

/** The parts of a report request (resolved, its rows and split, the file asked for). */
export const reportPart = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  body: ReportRequestBody & { fileNumber: number },
): { part: FilePart; reportName: string } => {
  const report = resolveReport(world, host, auth, body);
  const data = dataOf(world, host, report);
  const split = splitOf(world, host, report.company.id, data.count);
  if (body.fileNumber > Math.max(1, split.fileCount)) throw fail.notFound('No such report file');
  const [start, end] = split.fileCount === 0 ? [0, 0] : split.rowsOf(body.fileNumber);
  return {
    part: { data, report, start, end, fileNumber: body.fileNumber, fileCount: split.fileCount },
    reportName: reportFileName(data, report, body.fileNumber, split.fileCount),
  };
};

/**
 * One file of a report. An empty file list means "fetch the data directly": file 1 exists even
 * then and says there are no rows. A file past the background limit answers an empty fileContent
 * and its fileGatewayRefNo.
 */
export const reportContentOf = async (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  body: ReportRequestBody & { fileNumber: number },
): Promise<ReportContent> => {
  const { part, reportName } = reportPart(world, host, auth, body);
  const { report } = part;
  const slow = reportState(world).slowCompanies.get(report.company.id);
  if (part.end - part.start > host.config.reportBackgroundRows || slow) {
    const { file } = startBackgroundFile(
      world,
      host,
      part,
      reportName,
      slow ?? { checks: 0, readyAfterSeconds: 0 },
    );
    return {
      fileContent: '',
      format: report.format,
      reportName,
      fileGatewayRefNo: file.fileGatewayRefNo,
    };
  }
  const buffer = await reportFileBuffer(part);
  return { fileContent: buffer.toString('base64'), format: report.format, reportName };
};

/** A background file of the user's for the company: GW1035 for another company, GC404 else. */
const fileOf = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  query: { companyId: string; fileGatewayRefNo: string },
): BackgroundFile => {
  requireCompany(auth, query.companyId);
  const file = reportState(world).of(
    query.fileGatewayRefNo,
    query.companyId,
    auth.user.id,
    world.clock.now(),
  );
  if (!file) throw fail.notFound('No such report file (or it has expired)');
  if (file.failed) throw fail.internal();
  return file;
};

const isReady = (world: Pick<MockStore, 'clock'>, file: BackgroundFile): boolean =>
  file.chunks !== null && file.checksLeft === 0 && world.clock.now() >= file.readyAtMs;

/** fileready: whether the file can be fetched (each not-ready answer counts a scenario's checks). */
export const fileReadiness = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  query: { companyId: string; fileGatewayRefNo: string },
) => {
  const file = fileOf(world, host, auth, query);
  const ready = isReady(world, file);
  if (!ready && file.checksLeft > 0) file.checksLeft -= 1;
  return {
    fileGatewayRefNo: file.fileGatewayRefNo,
    ready,
    reportName: file.reportName,
    format: file.format,
    rows: file.chunks === null ? 0 : file.rows,
  };
};

/** The bytes as base64 in pieces of whole 3-byte groups (the last one ends the text). */
export function* base64Pieces(chunks: readonly Buffer[]): Generator<string> {
  let carry: Buffer = Buffer.alloc(0);
  for (const chunk of chunks) {
    const joined = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const usable = joined.length - (joined.length % 3);
    if (usable > 0) yield joined.subarray(0, usable).toString('base64');
    carry = joined.subarray(usable);
  }
  if (carry.length > 0) yield carry.toString('base64');
}

/** file: the ready file as the report data envelope, its base64 streamed from the chunks. */
export const fileContentOf = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  query: { companyId: string; fileGatewayRefNo: string },
): StreamedField<ReportContent> => {
  const file = fileOf(world, host, auth, query);
  if (!isReady(world, file) || file.chunks === null)
    throw fail.notFound('The file is not ready yet');
  const chunks = file.chunks;
  return new StreamedField<ReportContent>(
    {
      fileContent: '',
      format: file.format,
      reportName: file.reportName,
      fileGatewayRefNo: file.fileGatewayRefNo,
    },
    'fileContent',
    () => base64Pieces(chunks),
  );
};
