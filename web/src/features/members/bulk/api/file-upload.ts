import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

export interface UploadArgs {
  companyId: string;
  file: Blob;
  /** The name sent (already stripped of the server's non-allowable characters). */
  fileName: string;
  onProgress?: (fraction: number) => void;
  /** Aborts the request (the upload saga closes its channel when the user leaves). */
  signal?: AbortSignal;
}

/**
 * POST files on the file gateway: one multipart part `file`. The upload saga calls it through its
 * channel (model/upload-channel.ts); the Pact consumer test drives it over the real client.
 */
export const sendBulkFile = (
  api: ApiClient,
  { companyId, file, fileName, onProgress, signal }: UploadArgs,
) => {
  const form = new FormData();
  form.append('file', file, fileName);
  return api.call(CALL_ROUTES.fileUpload, {
    query: { companyId },
    form,
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
};
