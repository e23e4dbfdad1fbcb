import { CALLS } from '@mo/contracts';
import { withApi } from '../../../../lib/api-thunk';

export interface UploadArgs {
  companyId: string;
  file: Blob;
  /** The name sent (already stripped of the server's non-allowable characters). */
  fileName: string;
  onProgress?: (fraction: number) => void;
}

/**
 * POST files on the file gateway: one multipart part `file`. A thunk over the store's API client,
 * not an RTK Query endpoint: the form and the progress callback are no cacheable arguments.
 */
export const uploadBulkFile = ({ companyId, file, fileName, onProgress }: UploadArgs) =>
  withApi((api) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return api.call(CALLS.fileUpload, {
      query: { companyId },
      form,
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    });
  });
