import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { API_AREAS, type AnyCallRoute } from '@mo/contracts';
import { createApiClient, type ApiClient } from '../src/lib/api-client';

/** What one request put on the wire. */
export interface WireRequest {
  method: string;
  url: string;
  /** The body as sent (axios has serialised it): the text a proxy or a log would see. */
  body: string;
}

type Answer = { errorCode?: string; data?: unknown };
type Handler = (request: WireRequest) => Answer;

const envelopeOf = ({ errorCode, data }: Answer) => ({
  status: errorCode ? 'failed' : 'success',
  message: errorCode ? 'failed' : 'success',
  isFirstTimeLogin: false,
  systemInformation: {
    errorCode: errorCode ?? null,
    errorMessage: errorCode ? `message of ${errorCode}` : null,
    timestamp: '2026-01-05T10:00:00+07:00',
    details: null,
    isSysUnderMaintenane: 'N',
  },
  version: '8.1.0-5',
  ...(data === undefined ? {} : { data }),
});

/**
 * The real API client over a transport that records every request as sent and answers each call
 * (found by its path) from `handlers`, keyed by call id.
 */
export const wireClient = (
  calls: Readonly<Record<string, AnyCallRoute>>,
  handlers: Record<string, Handler>,
) => {
  const requests: WireRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(String(config.url));
    const request: WireRequest = {
      method: String(config.method).toUpperCase(),
      url: url.pathname,
      body: typeof config.data === 'string' ? config.data : '',
    };
    requests.push(request);
    const call = Object.values(calls).find(
      (c) => c.method === request.method && `${API_AREAS[c.area]}${c.path}` === url.pathname,
    );
    const handler = call && handlers[call.id];
    if (!handler) throw new Error(`no answer for ${request.method} ${url.pathname}`);
    const answer = handler(request);
    return {
      status: answer.errorCode ? 400 : 200,
      statusText: '',
      headers: {},
      config,
      request: {},
      data: envelopeOf(answer),
    };
  };
  const api: ApiClient = createApiClient({
    baseUrlFor: (area) => `http://gateway.test${API_AREAS[area]}`,
    getAccessToken: () => 'stored-token',
    adapter,
  });
  return { api, requests };
};
