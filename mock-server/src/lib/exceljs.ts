import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the first workbook the mock reads or writes: it is a large CommonJS tree
 * (about a second of the mock's start on two cores) that only the export and upload calls need.
 */
export const loadExcel = async (): Promise<typeof ExcelJS> => {
  const loaded = (await import('exceljs')) as { default?: typeof ExcelJS } & typeof ExcelJS;
  return loaded.default ?? loaded;
};
