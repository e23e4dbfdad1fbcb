import axios, {
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { MOCK_SANDBOX_HEADER } from '@mo/contracts';
import { AUTHORIZATION_HEADER } from './request-headers';

/*
 * Calls index.html's entry made before the portal ran (src/boot-shell.ts: the dashboard's
 * last-login call under the signed-in frame drawn on a phone). The portal's client takes such an
 * answer once, instead of asking again, when it makes the same call (method, address, token and
 * sandbox): the frame's line and the dashboard's are then the same answer.
 */

/** The global property the entry leaves its calls in (src/boot-shell.ts EARLY_CALLS_KEY). */
export const EARLY_CALLS_KEY = '__moEarlyCalls';

/** A call the entry made (src/boot-shell.ts EarlyCall). */
export interface EarlyCall {
  method: string;
  url: string;
  authorization: string;
  sandbox: string | null;
  answer: Promise<{ status: number; body: unknown } | null>;
}

type Registry = { [EARLY_CALLS_KEY]?: EarlyCall[] };

const headerOf = (config: InternalAxiosRequestConfig, name: string): string | null => {
  const value: unknown = config.headers.get(name);
  return typeof value === 'string' ? value : null;
};

/** The entry's call matching `config`, taken out of the registry (each is answered once). */
export const takeEarlyCall = (
  config: InternalAxiosRequestConfig,
  registry: Registry = globalThis as Registry,
): EarlyCall | undefined => {
  const calls = registry[EARLY_CALLS_KEY];
  if (!calls?.length || config.params !== undefined || config.data !== undefined) return undefined;
  const index = calls.findIndex(
    (call) =>
      call.method === (config.method ?? 'get').toUpperCase() &&
      call.url === config.url &&
      call.authorization === headerOf(config, AUTHORIZATION_HEADER) &&
      call.sandbox === headerOf(config, MOCK_SANDBOX_HEADER),
  );
  return index < 0 ? undefined : calls.splice(index, 1)[0];
};

/**
 * The transport with the entry's answers in front: a request the entry already made is answered
 * from it; every other one, or one whose early answer never came, goes to `next` (axios's own
 * transport when absent).
 */
export const withEarlyAnswers =
  (next?: AxiosAdapter, registry?: Registry): AxiosAdapter =>
  async (config) => {
    const send = () => (next ?? axios.getAdapter(axios.defaults.adapter))(config);
    const early = takeEarlyCall(config, registry);
    // an answer that does not come within the request's time-out is asked for again
    const answer = early
      ? await Promise.race([
          early.answer,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), config.timeout || 30_000)),
        ])
      : null;
    if (!answer) return send();
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: {},
      config,
    };
    return response;
  };
