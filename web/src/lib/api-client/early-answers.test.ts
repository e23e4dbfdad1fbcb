import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { CALL_ROUTES, MOCK_SANDBOX_HEADER } from '@mo/contracts';
import { createApiClient } from './create-api-client';
import { EARLY_CALLS_KEY, withEarlyAnswers, type EarlyCall } from './early-answers';

const URL = '/gw/user-management/v1/users/last-login';
const success = (previousLoginTime: string | null) => ({
  status: 'success',
  message: 'success',
  systemInformation: { errorCode: null, errorMessage: null, details: null },
  data: { previousLoginTime },
});

/** The page entry's registry holding one call (src/boot-shell.ts), and the transport behind. */
const setUp = (
  early: Partial<EarlyCall> = {},
  { token = 'full-token', sandbox = null as string | null, timeoutMs = 30_000 } = {},
) => {
  const registry: { [EARLY_CALLS_KEY]?: EarlyCall[] } = {
    [EARLY_CALLS_KEY]: [
      {
        method: 'GET',
        url: URL,
        authorization: 'Bearer full-token',
        sandbox: null,
        answer: Promise.resolve({ status: 200, body: success('2026-11-20T02:05:00Z') }),
        ...early,
      },
    ],
  };
  const sent: InternalAxiosRequestConfig[] = [];
  const network: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: success(null), status: 200, statusText: 'OK', headers: {}, config };
  };
  const api = createApiClient({
    baseUrlFor: (area) => (area === 'userManagement' ? '/gw/user-management/v1' : '/gw'),
    getAccessToken: () => token,
    mockSandbox: () => sandbox,
    timeoutMs,
    adapter: withEarlyAnswers(network, registry),
  });
  return { api, sent, registry };
};

describe("the page entry's early calls (withEarlyAnswers)", () => {
  it('answers the same call from the entry once, then from the network', async () => {
    const { api, sent, registry } = setUp();
    await expect(api.call(CALL_ROUTES.lastLogin)).resolves.toEqual({
      previousLoginTime: '2026-11-20T02:05:00Z',
    });
    expect(sent).toHaveLength(0);
    expect(registry[EARLY_CALLS_KEY]).toEqual([]);
    await expect(api.call(CALL_ROUTES.lastLogin)).resolves.toEqual({ previousLoginTime: null });
    expect(sent).toHaveLength(1);
  });

  it('reads an early failure as the call would have (the catalogue code)', async () => {
    const { api } = setUp({
      answer: Promise.resolve({
        status: 401,
        body: {
          status: 'failed',
          message: 'failed',
          systemInformation: { errorCode: 'err300', errorMessage: null, details: null },
        },
      }),
    });
    await expect(api.call(CALL_ROUTES.lastLogin)).rejects.toMatchObject({ errorCode: 'err300' });
  });

  it.each([
    ['another token (the session was renewed)', {}, { token: 'renewed-token' }],
    ['another sandbox', {}, { sandbox: 'demo-a' }],
    ['another address', { url: '/gw/user-management/v1/users/other' }, {}],
  ])('asks the network for a call with %s', async (_, early, options) => {
    const { api, sent, registry } = setUp(early, options);
    await api.call(CALL_ROUTES.lastLogin);
    expect(sent).toHaveLength(1);
    expect(registry[EARLY_CALLS_KEY]).toHaveLength(1);
  });

  it("takes the entry's call made in the tab's sandbox", async () => {
    const { api, sent } = setUp({ sandbox: 'demo-a' }, { sandbox: 'demo-a' });
    await api.call(CALL_ROUTES.lastLogin);
    expect(sent).toHaveLength(0);
    expect(MOCK_SANDBOX_HEADER).toBe('x-mock-sandbox');
  });

  it('asks the network when the early call got no answer', async () => {
    const { api, sent } = setUp({ answer: Promise.resolve(null) });
    await expect(api.call(CALL_ROUTES.lastLogin)).resolves.toEqual({ previousLoginTime: null });
    expect(sent).toHaveLength(1);
  });

  it("asks the network when the early answer does not come within the request's time-out", async () => {
    jest.useFakeTimers();
    try {
      const { api, sent } = setUp({ answer: new Promise(() => {}) }, { timeoutMs: 5_000 });
      const answer = api.call(CALL_ROUTES.lastLogin);
      await jest.advanceTimersByTimeAsync(4_999);
      expect(sent).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toEqual({ previousLoginTime: null });
      expect(sent).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
