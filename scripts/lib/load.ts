// Load runs of `npm run bench`: autocannon in the bench's process against a server in its own,
// a warm-up run (thrown away) before each measured one.
import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  seconds: number;
  /** Mean bytes the client read per answer (status line, headers and body). */
  bytes: number;
}

export interface LoadPlan {
  url: string;
  headers?: Record<string, string>;
  /** POST: the i-th request sends body(i). */
  body?: (i: number) => unknown;
  /** GET: the i-th request asks path(i) (path and query on the url's origin). */
  path?: (i: number) => string;
  /** Headers of the i-th request on top of `headers` (a sandbox header cycling, issue 29). */
  headersAt?: (i: number) => Record<string, string>;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Seconds before autocannon gives up on one request (counted as an error). */
  timeoutSeconds?: number;
}

const run = async (plan: LoadPlan, seconds: number, counter: { next: number }) => {
  const { url, headers = {}, body, path, headersAt, connections, timeoutSeconds = 10 } = plan;
  const post = body !== undefined;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    headers: post ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(body || path || headersAt
      ? {
          requests: [
            {
              method: post ? ('POST' as const) : ('GET' as const),
              setupRequest: (request: autocannon.Request) => {
                const i = counter.next;
                counter.next += 1;
                const withHeaders = headersAt
                  ? { ...request, headers: { ...request.headers, ...headersAt(i) } }
                  : request;
                return post
                  ? { ...withHeaders, method: 'POST' as const, body: JSON.stringify(body(i)) }
                  : path
                    ? { ...withHeaders, path: path(i) }
                    : withHeaders;
              },
            },
          ],
        }
      : {}),
  });
  return {
    // completed requests over the run's real duration (a slow server completes few per second)
    rps: result.requests.total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    seconds,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
};

/** Warm-up, then the measured run; the request counter runs on, so no request repeats. */
export const measureLoad = async (plan: LoadPlan): Promise<LoadFigures> => {
  const counter = { next: 0 };
  if (plan.warmupSeconds > 0) await run(plan, plan.warmupSeconds, counter);
  const figures = await run(plan, plan.seconds, counter);
  if (figures.requests === 0 || figures.non2xx > figures.requests / 100) {
    throw new Error(
      `${plan.url}: ${figures.requests} requests, ${figures.non2xx} non-2xx, ${figures.errors} errors`,
    );
  }
  return figures;
};
