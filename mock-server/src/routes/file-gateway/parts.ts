import type { FastifyRequest } from 'fastify';
import { fail } from '../../lib/api-error';

export interface ReceivedFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  /** The parser stopped at the size limit: the file is larger than it. */
  truncated: boolean;
}

export interface ReceivedParts {
  files: ReceivedFile[];
  /** More files than the parser's files limit (the rest were not read). */
  tooMany: boolean;
}

/**
 * Every file part of a multipart request, read up to the parser's limits. A body that is not
 * multipart is GC415; a broken one is GC400; neither ever escapes as the plugin's own error.
 */
export const readParts = async (request: FastifyRequest): Promise<ReceivedParts> => {
  if (!request.isMultipart()) throw fail.unsupportedMediaType();
  const { FilesLimitError } = request.server.multipartErrors;
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      files.push({
        fieldName: part.fieldname,
        fileName: part.filename,
        mimeType: part.mimetype,
        bytes,
        truncated: part.file.truncated,
      });
    }
  } catch (error) {
    if (error instanceof FilesLimitError) return { files, tooMany: true };
    throw fail.badRequest('Malformed multipart body');
  }
  return { files, tooMany: false };
};
