import { BULK_TEMPLATE_FILE_NAME, XLSX_EXTENSION } from '@mo/contracts';
import { reportBlob } from '@/lib/report-download';

/** The file name the template is saved under (spec part 2 section 7). */
export const TEMPLATE_FILE_NAME = `${BULK_TEMPLATE_FILE_NAME}.${XLSX_EXTENSION}`;

/** Saves the template's base64 content as 'Alteration Form.xlsx' through a download link. */
export function saveTemplate(fileContent: string): void {
  const url = URL.createObjectURL(reportBlob({ fileContent, format: 'EXCEL' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILE_NAME;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
