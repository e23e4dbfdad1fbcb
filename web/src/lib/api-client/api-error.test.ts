import { ApiError, toFailure } from './api-error';

const apiError = () =>
  new ApiError({
    callId: 'memberList',
    errorCode: 'err100',
    serverMessage: 'First time login',
    httpStatus: 400,
    details: ['one'],
    data: { token: 't' },
  });

describe('toFailure, the one failure normaliser', () => {
  it('keeps an ApiError as plain data: its code, text, status, details and payload', () => {
    const failure = toFailure(apiError());
    expect(failure).toEqual({
      errorCode: 'err100',
      serverMessage: 'First time login',
      httpStatus: 400,
      details: ['one'],
      data: { token: 't' },
    });
    expect(failure).not.toBeInstanceOf(ApiError);
  });

  it('keeps a failure already plain (what RTK Query and the reducers hold) as it is', () => {
    const plain = { errorCode: 'GW1029', serverMessage: 'Too many', httpStatus: 429, details: [] };
    expect(toFailure(plain)).toEqual(plain);
    expect(toFailure(toFailure(apiError()))).toEqual(toFailure(apiError()));
  });

  it('fills a local rule failure ({ errorCode }) with an empty text, status and details', () => {
    expect(toFailure({ errorCode: 'MISMATCH' })).toEqual({
      errorCode: 'MISMATCH',
      serverMessage: null,
      httpStatus: null,
      details: [],
    });
  });

  it('makes an unknown exception the generic failure, keeping its text', () => {
    expect(toFailure(new TypeError('x is undefined'))).toEqual({
      errorCode: 'GC',
      serverMessage: 'x is undefined',
      httpStatus: null,
      details: [],
    });
  });

  it.each([['text'], [42], [{ code: 'x' }], [{ errorCode: 7 }], [null], [undefined]])(
    'makes %p, which is no failure, the generic one without a text',
    (value) => {
      expect(toFailure(value)).toEqual({
        errorCode: 'GC',
        serverMessage: null,
        httpStatus: null,
        details: [],
      });
    },
  );
});
