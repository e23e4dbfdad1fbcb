import { CALLS, HEADER_NAMES } from '@mo/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import { callerOf as callerOfRequest } from '../lib/fault-step';
import { toApiError } from '../plugins/envelope';
import { worldOf } from '../lib/world';
import { maskHeaders, sanitize } from '../store/journal';

declare module 'fastify' {
  interface FastifyRequest {
    /** The failed envelope's code, noted by the journal's onError hook (control API on only). */
    journalErrorCode: string | null;
  }
}

/** Response texts up to this length are kept as they are (a reference, no copy). */
const KEEP_RESPONSE_CHARS = 64 * 1024;
/** A successful answer keeps at most this many characters (copied when longer). */
const SUCCESS_KEEP_CHARS = 2 * 1024;
/** Of a longer one, only this many characters are kept (copied, so the whole text can go). */
const RESPONSE_HEAD_CHARS = 8 * 1024;
const REQUEST_REFERENCE = HEADER_NAMES.requestReference;

/** A flat copy of a slice, which would otherwise keep its whole parent string alive. */
const copyOf = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');

/**
 * Who made the call: the caller the fault step knows (the token's user, or on calls before a
 * token the seeded user the body names); on a token call that failed its checks, the user the
 * token names. Null when none is known.
 */
const callerOf = (app: FastifyInstance, request: FastifyRequest): string | null => {
  const known = callerOfRequest(request);
  if (known !== null || request.auth) return known;
  const header = request.headers.authorization;
  if (header === undefined || !header.startsWith('Bearer ')) return null;
  const claims = app.tokens.decode(header.slice(7), false);
  return claims ? (worldOf(request).users.get(claims.sub)?.email ?? null) : null;
};

/** A request body up to this many bytes (its Content-Length) is kept as it was. */
export const KEEP_BODY_BYTES = 16 * 1024;
/** Request headers up to this many bytes are kept as they were (a reference). */
export const KEEP_HEADER_BYTES = 8 * 1024;
/** What a record costs beside its texts (its fields, the objects), about. */
const RECORD_OVERHEAD_BYTES = 512;

/** A value rebuilt from its JSON: fresh strings, none a slice that keeps a long parent alive. */
const flat = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The request body as it was: objects are copied one level deep, as handlers may add fields.
 * A body over KEEP_BODY_BYTES is kept as the detail view shows it (long strings cut, long
 * arrays shortened), copied, so the whole body can go.
 */
const bodyOf = (body: unknown, bytes: number): unknown => {
  if (bytes > KEEP_BODY_BYTES && body !== undefined) return flat(sanitize(body));
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : body;
};

/** The bytes of the request's header lines (names and values). */
const headerBytes = (raw: readonly string[]): number => {
  let bytes = 0;
  for (const item of raw) bytes += item.length + 2;
  return bytes;
};

const recorder =
  (app: FastifyInstance, callId: string) =>
  (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ): void => {
    try {
      const durationMs = reply.elapsedTime;
      let response: string | null = null;
      let responseNote: string | null = null;
      if (typeof payload === 'string') {
        // A failed answer is what a tester reads; a success keeps its head only. Keeping every
        // answer whole (15 kB a member page, 500 of them) outlived the young generation and cost
        // the lists a third of their throughput and tripled their p99 (measured A/B).
        const keep = reply.statusCode >= 400 ? KEEP_RESPONSE_CHARS : SUCCESS_KEEP_CHARS;
        if (payload.length <= keep) response = payload;
        else {
          const head = reply.statusCode >= 400 ? RESPONSE_HEAD_CHARS : SUCCESS_KEEP_CHARS;
          response = copyOf(payload.slice(0, head));
          responseNote = `shortened: the first ${head} of ${payload.length} characters kept`;
        }
      } else if (Buffer.isBuffer(payload)) {
        responseNote = `binary answer (${payload.length} bytes): not kept`;
      } else if (payload !== null && payload !== undefined) {
        responseNote = 'streamed answer: not kept';
      }
      const reference = request.headers[REQUEST_REFERENCE];
      const world = worldOf(request);
      // a body without Content-Length (chunked) counts as over the limit: its size is not known
      const declared = request.headers['content-length'];
      const length =
        declared === undefined
          ? request.body === undefined
            ? 0
            : Number.POSITIVE_INFINITY
          : Number(declared) || 0;
      const headersBytes = headerBytes(request.raw.rawHeaders);
      const bigHeaders = headersBytes > KEEP_HEADER_BYTES;
      const headers = bigHeaders ? flat(maskHeaders(request.headers)) : request.headers;
      const bodyBytes = Math.min(length, KEEP_BODY_BYTES);
      world.journal.add({
        seq: 0,
        atMs: Date.now() - durationMs,
        mockMs: world.clock.now(),
        method: request.method,
        url: request.url,
        callId,
        userName: callerOf(app, request),
        httpStatus: reply.statusCode,
        errorCode: request.journalErrorCode,
        durationMs: Math.round(durationMs * 10) / 10,
        requestRef: typeof reference === 'string' ? reference : null,
        headers,
        body: bodyOf(request.body, length),
        response,
        responseNote,
        bytes:
          RECORD_OVERHEAD_BYTES +
          (bigHeaders ? KEEP_HEADER_BYTES : headersBytes) +
          bodyBytes +
          (response?.length ?? 0),
      });
    } catch (error) {
      // The journal never breaks an answer.
      request.log.warn({ err: error }, 'journal: the call was not recorded');
    }
    done(null, payload);
  };

const noteErrorCode = (
  request: FastifyRequest,
  _reply: FastifyReply,
  error: Error,
  done: HookHandlerDoneFunction,
): void => {
  // The same mapping the error handler applies when it builds the failed envelope.
  request.journalErrorCode = toApiError(error).errorCode;
  done();
};

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const isCallId = (id: unknown): id is string => typeof id === 'string' && Object.hasOwn(CALLS, id);

/**
 * The journal's recording: with the control API on, every contract call's route (found by its
 * operationId as registerCall sets it) gets an onSend hook that records it and an onError hook
 * that notes the error code; other routes (the control API, the docs) get nothing. With it off
 * nothing is added, so a production-like run pays nothing. Must run before the routes register.
 */
export const setupJournal = (app: FastifyInstance): void => {
  if (!app.config.control) return;
  app.decorateRequest('journalErrorCode', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    const id = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    if (!isCallId(id)) return;
    route.onSend = [...asList(route.onSend), recorder(app, id)] as RouteOptions['onSend'];
    route.onError = [...asList(route.onError), noteErrorCode] as RouteOptions['onError'];
  });
};
