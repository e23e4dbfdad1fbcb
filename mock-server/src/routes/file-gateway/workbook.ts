import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/exceljs';
import type { SheetText } from '../../services/file-book';

/** A cell as the text a person sees (dates as YYYY-MM-DD, formulas by their result). */
const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
};

/**
 * Reads an xlsx into the text of its sheets; null when the bytes are not a workbook exceljs can
 * open (a corrupt or renamed file).
 */
export const readWorkbook = async (bytes: Buffer): Promise<SheetText[] | null> => {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  if (workbook.worksheets.length === 0) return null;
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows[rowNumber - 1] = values.map((v) => cellText(v as ExcelJS.CellValue));
    });
    return { name: sheet.name, rows: Array.from(rows, (r) => r ?? []) };
  });
};
