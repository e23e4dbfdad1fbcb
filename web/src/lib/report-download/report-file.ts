import type { ReportContent, ReportFile } from '@mo/contracts';

export type DownloadDecision =
  { kind: 'download'; fileNumber: number } | { kind: 'choose'; files: readonly ReportFile[] };

/**
 * The file list decides (spec part 1 section 4 export, part 2 section 4 report generation and
 * premium billing): none → the report directly (our reading: the report call with file number
 * 1), one → file number 1, several → a choice of links.
 */
export function decideDownload(files: readonly ReportFile[]): DownloadDecision {
  if (files.length > 1) return { kind: 'choose', files };
  return { kind: 'download', fileNumber: files[0]?.fileNumber ?? 1 };
}

export const MIME_TYPES = {
  EXCEL: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PDF: 'application/pdf',
} as const;

const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** DDMMYY_GE_<report name>.<ext> (spec part 1 section 9), the date in Jakarta; kept if done. */
export function reportFileName(content: Pick<ReportContent, 'reportName' | 'format'>, now: Date) {
  const extension = content.format === 'PDF' ? '.pdf' : '.xlsx';
  const jakarta = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  const date = `${two(jakarta.getUTCDate())}${two(jakarta.getUTCMonth() + 1)}${two(jakarta.getUTCFullYear() % 100)}`;
  const base = /^\d{6}_GE_/.test(content.reportName)
    ? content.reportName
    : `${date}_GE_${content.reportName}`;
  return base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
}

/** base64 → a Blob of the format's MIME type (Excel unless PDF). */
export function reportBlob(content: Pick<ReportContent, 'fileContent' | 'format'>): Blob {
  const binary = atob(content.fileContent);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new Blob([bytes], { type: MIME_TYPES[content.format] ?? MIME_TYPES.EXCEL });
}

/** A browser download of the file. */
export function saveReport(content: ReportContent, now = new Date()): void {
  const url = URL.createObjectURL(reportBlob(content));
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(content, now);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
