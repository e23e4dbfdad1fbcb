import type { CALLS, DataOf } from '@mo/contracts';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { toFailure, type ApiClient, type ApiFailure } from '@/lib/api-client';
import { sendBulkFile, type UploadArgs } from '../api/file-upload';

export type UploadEvent =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; data: DataOf<typeof CALLS.fileUpload> }
  | { type: 'failed'; failure: ApiFailure };

/**
 * One upload as a channel (redux-saga docs, Channels: upload progress through eventChannel): its
 * progress, then its answer. Closing the channel aborts the request, and whatever the request
 * answers after that is dropped, so a late answer never reaches the store.
 */
export const uploadChannel = (
  api: ApiClient,
  args: Omit<UploadArgs, 'onProgress' | 'signal'>,
): EventChannel<UploadEvent> =>
  eventChannel<UploadEvent>(
    (emit) => {
      const controller = new AbortController();
      let settled = false;
      sendBulkFile(api, {
        ...args,
        signal: controller.signal,
        onProgress: (fraction) => emit({ type: 'progress', fraction }),
      }).then(
        (data) => {
          settled = true;
          emit({ type: 'done', data });
        },
        (error: unknown) => {
          settled = true;
          emit({ type: 'failed', failure: toFailure(error) });
        },
      );
      return () => {
        if (!settled) controller.abort();
      };
    },
    // Nothing is lost while the saga puts the previous event (the default buffer drops it).
    buffers.expanding<UploadEvent>(8),
  );
