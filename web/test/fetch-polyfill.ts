/*
 * jsdom has no fetch classes, but react-router's data router builds a Request per navigation and
 * redirect() answers a Response. These stand-ins cover what the router reads (url, method,
 * signal; status, headers, body). Browsers and Node have the real ones.
 */
type HeaderInit =
  Record<string, string> | Array<[string, string]> | Iterable<[string, string]> | undefined;

class HeadersStandIn {
  readonly #values = new Map<string, string>();
  constructor(init?: HeaderInit) {
    // Any headers object (this one, or a platform Headers) is iterable as [name, value] pairs.
    const entries: Iterable<[string, string]> =
      init && Symbol.iterator in init
        ? (init as Iterable<[string, string]>)
        : Object.entries((init ?? {}) as Record<string, string>);
    for (const [name, value] of entries) this.set(name, value);
  }
  get(name: string) {
    return this.#values.get(name.toLowerCase()) ?? null;
  }
  has(name: string) {
    return this.#values.has(name.toLowerCase());
  }
  set(name: string, value: string) {
    this.#values.set(name.toLowerCase(), String(value));
  }
  append(name: string, value: string) {
    const current = this.get(name);
    this.set(name, current === null ? value : `${current}, ${value}`);
  }
  delete(name: string) {
    this.#values.delete(name.toLowerCase());
  }
  entries() {
    return this.#values.entries();
  }
  forEach(callback: (value: string, name: string) => void) {
    this.#values.forEach(callback);
  }
  [Symbol.iterator]() {
    return this.#values.entries();
  }
}

class RequestStandIn {
  readonly url: string;
  readonly method: string;
  readonly headers: HeadersStandIn;
  readonly signal: AbortSignal;
  readonly body: unknown;
  constructor(
    input: string | URL | { url: string },
    init: { method?: string; headers?: HeaderInit; signal?: AbortSignal; body?: unknown } = {},
  ) {
    this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new HeadersStandIn(init.headers);
    this.signal = init.signal ?? new AbortController().signal;
    this.body = init.body ?? null;
  }
}

class ResponseStandIn {
  readonly status: number;
  readonly statusText: string;
  readonly headers: HeadersStandIn;
  readonly body: unknown;
  constructor(
    body: unknown = null,
    init: { status?: number; statusText?: string; headers?: HeaderInit } = {},
  ) {
    this.body = body;
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? '';
    this.headers = new HeadersStandIn(init.headers);
  }
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
}

export function installFetchStandIns() {
  const target = globalThis as Record<string, unknown>;
  target.Headers ??= HeadersStandIn;
  target.Request ??= RequestStandIn;
  target.Response ??= ResponseStandIn;
}
