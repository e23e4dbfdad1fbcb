type PdfDocumentClass = typeof import('pdfkit');

/** pdfkit, loaded on the first PDF (like exceljs, a tree only the downloads need). */
export const loadPdfKit = async (): Promise<PdfDocumentClass> => {
  const loaded = (await import('pdfkit')) as { default?: PdfDocumentClass } & PdfDocumentClass;
  return loaded.default ?? loaded;
};

/**
 * A centred footer line on every page of a buffered document (the page count is known only once
 * all is laid out): `label` says it for page n of count. The bottom margin is lifted while the
 * footer is written so pdfkit does not break to a new page below it.
 */
export const footerOnEveryPage = (
  doc: PDFKit.PDFDocument,
  at: { x: number; fromBottom: number; width: number; fontSize: number },
  label: (page: number, count: number) => string,
): void => {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(at.fontSize)
      .text(label(i - range.start + 1, range.count), at.x, doc.page.height - at.fromBottom, {
        width: at.width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
};
