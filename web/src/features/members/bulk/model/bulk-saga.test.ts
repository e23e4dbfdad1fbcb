import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import { companyChanged, companySelected, sessionReducer } from '@/lib/session';
import { fakeApi, profileOf, type FakeHandlers } from '@test/fake-api';
import { membersBulkSaga } from './bulk-saga';
import {
  bulkPageLeft,
  fileRemoved,
  filesChosen,
  membersBulkReducer,
  submitStarted,
  submitSucceeded,
  uploadFailed,
  uploadProgressed,
  uploadSucceeded,
} from './bulk-slice';
import { holdFiles } from '../chosen-files';
import { deferred, fileOf, uploaded } from '../test/render-bulk';

/** DEFAULT_VARIABLES with the server's NON_ALLOWABLE_CHARACTERS. */
const nonAllowableAnswer = (pattern: string) => ({
  systemParameterList: [
    {
      category: 'DEFAULT_VARIABLES',
      commonCategoryDetail: [{ code: 'NON_ALLOWABLE_CHARACTERS', description1: pattern }],
    },
  ],
});

/** The bulk saga against a store signed in to c-1, recording every action that reaches it. */
function startBulk(handlers: FakeHandlers) {
  const api = fakeApi({ getSysParam: () => nonAllowableAnswer('[#$]'), ...handlers });
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware({ context: { api } });
  const store = configureStore({
    reducer: { session: sessionReducer, membersBulk: membersBulkReducer },
    preloadedState: {
      session: {
        profile: profileOf([
          ['c-1', 'PT Satu'],
          ['c-2', 'PT Dua'],
        ]),
        company: { id: 'c-1', name: 'PT Satu' },
        modules: [],
      },
    },
    middleware: (getDefault) => getDefault().concat(record, sagaMiddleware),
  });
  const task = sagaMiddleware.run(membersBulkSaga);
  const choose = (name = 'a.xlsx') =>
    store.dispatch(filesChosen({ key: holdFiles([fileOf(name)]) }));
  const status = () => store.getState().membersBulk.upload.status;
  const seen = (match: (action: unknown) => boolean) => actions.filter(match);
  return { api, store, task, choose, status, seen };
}

/** An upload the test settles by hand, reporting progress first; keeps the request's signal. */
function pendingUpload() {
  const answer = deferred<ReturnType<typeof uploaded>>();
  const sent: { signal?: AbortSignal } = {};
  const fileUpload = (params: Record<string, unknown>) => {
    sent.signal = params.signal as AbortSignal;
    const progress = params.onUploadProgress as (fraction: number) => void;
    progress(0.25);
    progress(0.5);
    return answer.promise;
  };
  return { answer, sent, fileUpload };
}

const running: Array<{ cancel: () => void }> = [];
afterEach(() => running.splice(0).forEach((task) => task.cancel()));

const uploading = async (bulk: ReturnType<typeof startBulk>) => {
  bulk.choose();
  // The portal's upload rules read the file's first bytes (FileReader) before the upload.
  await waitFor(() => expect(bulk.status()).toBe('uploading'));
};

describe('bulk upload saga', () => {
  it('puts the upload progress from the channel, then the reference', async () => {
    const upload = pendingUpload();
    const bulk = startBulk({ fileUpload: upload.fileUpload });
    running.push(bulk.task);
    await uploading(bulk);
    expect(bulk.seen(uploadProgressed.match)).toEqual([
      uploadProgressed(0.25),
      uploadProgressed(0.5),
    ]);
    expect(bulk.store.getState().membersBulk.upload).toMatchObject({ progress: 0.5 });
    upload.answer.resolve(uploaded('a.xlsx', 'FG9'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bulk.seen(uploadSucceeded.match)).toEqual([uploadSucceeded('FG9')]);
    expect(bulk.store.getState().membersBulk.upload).toMatchObject({
      status: 'uploaded',
      ref: 'FG9',
    });
    expect(upload.sent.signal?.aborted).toBe(false);
  });

  it.each([
    ['Remove', () => fileRemoved()],
    ['a company switch', () => companyChanged({ id: 'c-2', name: 'PT Dua' })],
    ['another company selected', () => companySelected({ id: 'c-2', name: 'PT Dua' })],
    ['leaving the page', () => bulkPageLeft()],
  ])('%s during the upload aborts it; its late answer never lands', async (_name, action) => {
    const upload = pendingUpload();
    const bulk = startBulk({ fileUpload: upload.fileUpload });
    running.push(bulk.task);
    await uploading(bulk);
    bulk.store.dispatch(action());
    expect(upload.sent.signal?.aborted).toBe(true);
    expect(bulk.status()).toBe('idle');
    upload.answer.resolve(uploaded());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bulk.seen(uploadSucceeded.match)).toEqual([]);
    expect(bulk.seen(uploadFailed.match)).toEqual([]);
    expect(bulk.status()).toBe('idle');
  });

  it("names the file without the server's non-allowable characters, read when a file is chosen", async () => {
    const upload = pendingUpload();
    const bulk = startBulk({
      fileUpload: upload.fileUpload,
      getSysParam: () => nonAllowableAnswer('[<>#$]'),
    });
    running.push(bulk.task);
    bulk.store.dispatch(filesChosen({ key: holdFiles([fileOf('<b>#1$.xlsx')]) }));
    await waitFor(() => expect(bulk.status()).toBe('uploading'));
    expect(bulk.store.getState().membersBulk.upload).toMatchObject({ chosen: { name: 'b1.xlsx' } });
    expect(bulk.api.calls.filter((c) => c.id === 'getSysParam')).toHaveLength(1);
  });

  it('a company chosen again with the same id does not stop the upload', async () => {
    const upload = pendingUpload();
    const bulk = startBulk({ fileUpload: upload.fileUpload });
    running.push(bulk.task);
    await uploading(bulk);
    bulk.store.dispatch(companySelected({ id: 'c-1', name: 'PT Satu' }));
    expect(upload.sent.signal?.aborted).toBe(false);
  });

  it('a file chosen again replaces the upload still running', async () => {
    const first = pendingUpload();
    const bulk = startBulk({ fileUpload: first.fileUpload });
    running.push(bulk.task);
    await uploading(bulk);
    const second = pendingUpload();
    bulk.api.answer({ fileUpload: second.fileUpload });
    await uploading(bulk);
    expect(first.sent.signal?.aborted).toBe(true);
    first.answer.resolve(uploaded('a.xlsx', 'FG-OLD'));
    second.answer.resolve(uploaded('a.xlsx', 'FG-NEW'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bulk.seen(uploadSucceeded.match)).toEqual([uploadSucceeded('FG-NEW')]);
  });

  it('leaving the page during the submit drops its answer', async () => {
    const submit = deferred<{ memberAlterationRef: string }>();
    const bulk = startBulk({ fileUpload: () => uploaded(), bulkUpdate: () => submit.promise });
    running.push(bulk.task);
    bulk.choose();
    await waitFor(() => expect(bulk.status()).toBe('uploaded'));
    bulk.store.dispatch(submitStarted());
    expect(bulk.api.calls.filter((c) => c.id === 'bulkUpdate')).toHaveLength(1);
    bulk.store.dispatch(bulkPageLeft());
    submit.resolve({ memberAlterationRef: 'MA1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bulk.seen(submitSucceeded.match)).toEqual([]);
    expect(bulk.status()).toBe('idle');
  });
});
