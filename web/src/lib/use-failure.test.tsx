import { act, renderHook } from '@testing-library/react';
import { useFailure } from './use-failure';

const failure = (errorCode: string) => ({
  errorCode,
  serverMessage: null,
  httpStatus: 400,
  details: [],
});

interface Source {
  error?: unknown;
  refetch?: () => unknown;
  isFetching?: boolean;
}

const render = (initial: Source[]) =>
  renderHook((sources: Source[]) => useFailure(...sources), { initialProps: initial });

describe('useFailure, the one error-dialog state of a screen', () => {
  it('shows the first failed call, as the portal failure', () => {
    const { result } = render([
      { error: undefined },
      { error: failure('err006') },
      { error: failure('err007') },
    ]);
    expect(result.current.shown).toEqual(failure('err006'));
  });

  it("hides a query's last failure while it asks again, and shows its next one", () => {
    const stale = failure('GC500');
    const { result, rerender } = render([{ error: stale, isFetching: true }]);
    expect(result.current.shown).toBeNull();
    rerender([{ error: undefined, isFetching: false }]);
    expect(result.current.shown).toBeNull();
    const next = failure('GC500');
    rerender([{ error: next, isFetching: false }]);
    expect(result.current.shown).toEqual(next);
  });

  it('shows nothing while no call failed', () => {
    const { result } = render([{ error: undefined }, {}]);
    expect(result.current.shown).toBeNull();
  });

  it('shows the generic failure for an error that is no failure (a thrown exception)', () => {
    const { result } = render([{ error: new Error('boom') }]);
    expect(result.current.shown).toMatchObject({ errorCode: 'GC' });
  });

  it('hides every failure shown so far on close, and shows a new one', () => {
    const first = failure('err006');
    const second = failure('err007');
    const { result, rerender } = render([{ error: first }, { error: second }]);
    act(() => result.current.dismiss());
    expect(result.current.shown).toBeNull();
    const again = failure('err006');
    rerender([{ error: again }, { error: second }]);
    expect(result.current.shown).toEqual(again);
    expect(result.current.shown?.errorCode).toBe('err006');
  });

  it('shows a failure of another call that fails after the close', () => {
    const first = failure('err006');
    const { result, rerender } = render([{ error: first }, { error: undefined }]);
    act(() => result.current.dismiss());
    rerender([{ error: first }, { error: failure('err300') }]);
    expect(result.current.shown?.errorCode).toBe('err300');
  });

  it('tries again: closes the dialog and asks only the failed queries again', () => {
    const failed = jest.fn();
    const fine = jest.fn();
    const { result } = render([
      { error: failure('err006'), refetch: failed },
      { error: undefined, refetch: fine },
      // a failed mutation: nothing to ask again
      { error: failure('err007') },
    ]);
    act(() => result.current.retry());
    expect(failed).toHaveBeenCalledTimes(1);
    expect(fine).not.toHaveBeenCalled();
    expect(result.current.shown).toBeNull();
  });

  it('keeps one failure object across renders while the failure stays', () => {
    const error = failure('err006');
    const { result, rerender } = render([{ error }]);
    const before = result.current.shown;
    rerender([{ error }]);
    expect(result.current.shown).toBe(before);
  });
});
