import { Writable } from 'node:stream';
import type { ReportFile, ReportFormat } from '@mo/contracts';
import type ExcelJS from 'exceljs';
import { jakartaDateTime } from '../lib/clock';
import { loadExcel } from '../lib/exceljs';
import { splitRows, type RowSplit } from '../lib/row-split';
import { formatRupiah } from '../lib/format';
import { documentDate } from '../lib/invoice-facts';
import { footerOnEveryPage, loadPdfKit } from '../lib/pdfkit';
import { INSURER_NAME } from './invoice-pdf';
import type { ResolvedReport } from './report-request';
import type { Cell, ReportData } from './report-rows';
import { reportState } from './report-state';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

/*
 * A report's files: its rows split into files of MOCK_REPORT_ROWS_PER_FILE rows (none for a
 * report without rows: the portal then fetches file 1 directly, which says so; a scenario may
 * force a count), named like the policy export, each written as a real workbook (exceljs's
 * streaming writer: a header block, typed number and date cells, a frozen header row and an
 * autofilter) or a real PDF (pdfkit: a landscape table with the same header block and page
 * numbers). Files are written into a sink in chunks, so a large one is never held twice.
 */

export type ReportSplit = RowSplit;

/** How a report's rows split into files: as a scenario forced it, else by rows per file. */
export const splitOf = (
  world: MockStore,
  host: MockHost,
  companyId: string,
  rows: number,
): ReportSplit =>
  splitRows(rows, host.config.reportRowsPerFile, reportState(world).forcedFiles.get(companyId));

export const REPORT_EXTENSIONS: Readonly<Record<ReportFormat, string>> = {
  PDF: 'pdf',
  EXCEL: 'xlsx',
};

/**
 * The spec's file name: the Jakarta date as DDMMYY, `_GE_`, the report name and the policy
 * number (or All Policies), e.g. `021226_GE_Claim Transaction_GHG0001001.xlsx`; a report of
 * several files adds `_PartN`.
 */
export const reportFileName = (
  data: Pick<ReportData, 'name'>,
  report: Pick<ResolvedReport, 'allPolicies' | 'policies' | 'format' | 'nowMs'>,
  fileNumber: number,
  fileCount: number,
): string => {
  const [yyyy = '', mm = '', dd = ''] = jakartaDateTime(report.nowMs).slice(0, 10).split('-');
  const scope = report.allPolicies ? 'All Policies' : (report.policies[0]?.policyNo ?? '');
  const suffix = fileCount > 1 ? `_Part${fileNumber}` : '';
  return `${dd}${mm}${yyyy.slice(2)}_GE_${data.name}_${scope}${suffix}.${REPORT_EXTENSIONS[report.format]}`;
};

/** The file list of a report (none without rows). */
export const reportFileList = (
  data: ReportData,
  report: ResolvedReport,
  split: ReportSplit,
): ReportFile[] =>
  Array.from({ length: split.fileCount }, (_, i) => ({
    fileNumber: i + 1,
    reportName: reportFileName(data, report, i + 1, split.fileCount),
  }));

/** One file of a report: which rows, and which of how many. */
export interface FilePart {
  data: ReportData;
  report: ResolvedReport;
  start: number;
  end: number;
  fileNumber: number;
  fileCount: number;
}

/** A sink that keeps what is written as the chunks it came in (no concatenation). */
export const chunkSink = (): { sink: Writable; chunks: Buffer[]; bytes: () => number } => {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      bytes += chunk.length;
      done();
    },
  });
  return { sink, chunks, bytes: () => bytes };
};

/** Lets other requests run every so many rows while a large file is written. */
const YIELD_EVERY = 2_000;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

const cellDate = (date: string): Date => new Date(`${date}T00:00:00Z`);
const CELL_STYLES: Readonly<Record<string, Partial<ExcelJS.Style>>> = {
  text: {},
  integer: {},
  amount: { numFmt: '#,##0' },
  date: { numFmt: 'dd mmm yyyy' },
};

const infoLines = (part: FilePart): [string, string][] => [
  ...part.data.info,
  ['Generated', `${jakartaDateTime(part.report.nowMs)} WIB`],
  ['Rows', String(part.data.count)],
  ['File', `${part.fileNumber} of ${Math.max(1, part.fileCount)}`],
];

const NO_ROWS = 'No rows match this report.';

/** Writes a file of the report as an xlsx into `sink` (exceljs's streaming writer). */
export const writeWorkbook = async (part: FilePart, sink: Writable): Promise<void> => {
  const { data, start, end, report } = part;
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'MO mock insurer';
  workbook.created = new Date(report.nowMs);
  workbook.modified = new Date(report.nowMs);
  const info = infoLines(part);
  // Title, the info lines, a blank row, then the header row.
  const headerRow = 1 + info.length + 2;
  const sheet = workbook.addWorksheet(data.name.slice(0, 31), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: headerRow }],
  });
  sheet.columns = data.columns.map((c) => ({ width: c.width }));
  const title = sheet.addRow([data.name]);
  title.font = { bold: true, size: 14 };
  title.commit();
  for (const [label, value] of info) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.commit();
  }
  sheet.addRow([]).commit();
  const header = sheet.addRow(data.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  if (end <= start) sheet.addRow([NO_ROWS]).commit();
  const types = data.columns.map((c) => c.type);
  const styles = types.map((type) => CELL_STYLES[type]);
  for (let i = start; i < end; i += 1) {
    const cells = data.rowAt(i);
    const row = sheet.addRow(
      cells.map((value, c) =>
        value !== null && types[c] === 'date' ? cellDate(String(value)) : value,
      ) as ExcelJS.CellValue[],
    );
    // One style object per column type, shared by every cell: exceljs recognises a style it has
    // seen by identity, where a cell's own style object costs a lookup by its XML.
    for (let c = 0; c < styles.length; c += 1) row.getCell(c + 1).style = styles[c]!;
    row.commit();
    if ((i - start) % YIELD_EVERY === YIELD_EVERY - 1) await breathe();
  }
  sheet.autoFilter = {
    from: { row: headerRow, column: 1 },
    to: { row: headerRow + Math.max(1, end - start), column: data.columns.length },
  };
  sheet.commit();
  await workbook.commit();
};

const MARGIN = 30;
const ROW_HEIGHT = 11;

const pdfText = (value: Cell, type: string): string => {
  if (value === null) return '';
  if (type === 'date') return documentDate(String(value));
  if (type === 'amount') return formatRupiah(Number(value));
  return String(value);
};

const FONT_SIZE = 6.5;
/** Rows measured to size the PDF's columns. */
const MEASURED_ROWS = 200;

/** The smallest font the PDF's table shrinks to before cells are cut short. */
const MIN_FONT_SIZE = 5;

/**
 * The PDF's table font and column widths: each column as wide as its header (bold) or the widest
 * of its first rows needs; a table wider than the page takes a smaller font (down to 5 pt), then
 * narrower columns (a cell that does not fit ends with "…").
 */
const pdfLayout = (
  doc: PDFKit.PDFDocument,
  part: FilePart,
  width: number,
): { fontSize: number; widths: number[] } => {
  const { data, start, end } = part;
  doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
  const needs = data.columns.map((c) => Math.min(doc.widthOfString(c.header), 60) + 4);
  doc.font('Helvetica').fontSize(FONT_SIZE);
  for (let i = start; i < Math.min(end, start + MEASURED_ROWS); i += 1) {
    data.rowAt(i).forEach((cell, c) => {
      const text = pdfText(cell, data.columns[c]!.type);
      needs[c] = Math.max(needs[c]!, doc.widthOfString(text) + 4);
    });
  }
  const total = needs.reduce((a, b) => a + b, 0);
  const fontSize = Math.max(MIN_FONT_SIZE, Math.min(FONT_SIZE, (FONT_SIZE * width) / total));
  const scaled = (total * fontSize) / FONT_SIZE;
  const scale = (fontSize / FONT_SIZE) * (scaled > width ? width / scaled : 1);
  return { fontSize, widths: needs.map((n) => n * scale) };
};

/** Writes a file of the report as a PDF into `sink` (pdfkit; A4 landscape table). */
export const writePdf = async (part: FilePart, sink: Writable): Promise<void> => {
  const { data, start, end, report } = part;
  const PDFDocument = await loadPdfKit();
  const created = new Date(report.nowMs);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: data.name,
      Author: INSURER_NAME,
      Subject: `${data.name} for ${report.company.companyName}`,
      CreationDate: created,
      ModDate: created,
    },
  });
  const finished = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve);
    sink.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(sink);
  const width = doc.page.width - 2 * MARGIN;
  const { fontSize, widths } = pdfLayout(doc, part, width);
  const xs: number[] = [];
  let x = MARGIN;
  for (const w of widths) {
    xs.push(x);
    x += w;
  }
  const widthOf = (c: number) => widths[c]! - 2;

  doc.font('Helvetica-Bold').fontSize(14).text(data.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(8).text(INSURER_NAME);
  doc.moveDown(0.4);
  for (const [label, value] of infoLines(part)) {
    doc.font('Helvetica-Bold').fontSize(8).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }
  let y = doc.y + 8;
  const bottom = doc.page.height - MARGIN - 20;
  const header = () => {
    doc
      .rect(MARGIN, y - 2, width, ROW_HEIGHT + 3)
      .fill('#eef2f6')
      .fillColor('black');
    doc.font('Helvetica-Bold').fontSize(fontSize);
    data.columns.forEach((c, i) => {
      doc.text(c.header, xs[i]!, y, {
        width: widthOf(i),
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
        align: c.type === 'amount' || c.type === 'integer' ? 'right' : 'left',
      });
    });
    y += ROW_HEIGHT + 4;
    doc.font('Helvetica').fontSize(fontSize);
  };
  header();
  if (end <= start) doc.text(NO_ROWS, MARGIN, y);
  for (let i = start; i < end; i += 1) {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    const cells = data.rowAt(i);
    data.columns.forEach((c, k) => {
      doc.text(pdfText(cells[k] ?? null, c.type), xs[k]!, y, {
        width: widthOf(k),
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
        align: c.type === 'amount' || c.type === 'integer' ? 'right' : 'left',
      });
    });
    y += ROW_HEIGHT;
    if ((i - start) % YIELD_EVERY === YIELD_EVERY - 1) await breathe();
  }
  footerOnEveryPage(
    doc,
    { x: MARGIN, fromBottom: 20, width, fontSize: 7 },
    (page, count) =>
      `${data.name}  ·  ${report.company.companyName}  ·  Halaman / Page ${page} of ${count}`,
  );
  doc.end();
  await finished;
};

/** Writes one file of a report, in its format, into `sink`. */
export const writeReportFile = (part: FilePart, sink: Writable): Promise<void> =>
  part.report.format === 'PDF' ? writePdf(part, sink) : writeWorkbook(part, sink);

/** One file of a report as one buffer (a file small enough to answer at once). */
export const reportFileBuffer = async (part: FilePart): Promise<Buffer> => {
  const { sink, chunks } = chunkSink();
  const done = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve);
    sink.on('error', reject);
  });
  await writeReportFile(part, sink);
  await done;
  return Buffer.concat(chunks);
};
