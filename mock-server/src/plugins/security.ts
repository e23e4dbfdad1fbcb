import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { OPENAPI_DOCS_PATH } from '@mo/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../lib/api-error';
import { errorEnvelope } from '../lib/envelope';
import { momentOf } from '../lib/moment';
import { answeringWorld, worldOutsideRequests } from '../lib/world';

/**
 * The answers Fastify gives before any route runs, and the headers every answer carries.
 * Everything the server can say is the envelope with an error code: a bad escape in the path, a
 * path parameter over the limit (frameworkErrors), malformed HTTP or oversized headers
 * (clientErrorHandler, written straight to the socket since no request object exists yet).
 */

/** Fastify's `frameworkErrors`: FST_ERR_BAD_URL (a bad %-escape) and FST_ERR_MAX_PARAM_LENGTH. */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const apiError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? fail.uriTooLong()
      : fail.badRequest('Malformed URL');
  request.log.info({ errorCode: apiError.errorCode, reason: error.code }, 'call failed');
  void reply
    .code(apiError.httpStatus)
    .send(errorEnvelope(apiError, momentOf(answeringWorld(request))));
};

/** Node's parser errors with a status of their own; anything else is a 400. */
const statusOfClientError = (code: string | undefined): number => {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
};

/**
 * Fastify's `clientErrorHandler` (malformed HTTP, oversized headers, timeouts): a raw HTTP answer
 * with the envelope, the security headers and `Connection: close`. `app` is read when it happens.
 */
export const clientErrorHandler =
  (appOf: () => FastifyInstance | undefined) =>
  (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
    const status = statusOfClientError(error.code);
    const apiError =
      status === 431
        ? fail.headersTooLarge()
        : status === 408
          ? fail.requestTimeout()
          : fail.badRequest('Malformed HTTP request');
    const app = appOf();
    const moment = app
      ? momentOf(worldOutsideRequests(app))
      : { timestamp: new Date().toISOString(), underMaintenance: 'N' as const };
    const body = JSON.stringify(errorEnvelope(apiError, moment));
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  };

/** JSON answers never run as a page; the Swagger page may run only its own code. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
export const DOCS_CSP =
  "default-src 'self'; img-src 'self' data: https://validator.swagger.io; " +
  "style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'; base-uri 'self'; " +
  "form-action 'self'";

const isDocs = (url: string) =>
  url === OPENAPI_DOCS_PATH || url.startsWith(`${OPENAPI_DOCS_PATH}/`);

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const MAX_PREFLIGHT_HEADERS = 40;

/**
 * Security headers on every answer, `no-store` on every API answer (tokens, profiles, members:
 * nothing of it belongs in a cache), and CORS answered deliberately: a documented origin gets
 * its origin back (and preflights a 204), any other none of the CORS headers.
 */
export const setupSecurity = (app: FastifyInstance): void => {
  const origins = new Set(app.config.corsOrigins);

  // Callback hooks (no promise per request): they wait for nothing.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || !origins.has(origin)) {
      done();
      return;
    }
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
    reply.header('Access-Control-Expose-Headers', 'Content-Disposition');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      const asked = String(request.headers['access-control-request-headers'] ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter((h) => /^[\w-]+$/.test(h))
        .slice(0, MAX_PREFLIGHT_HEADERS);
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      if (asked.length > 0) reply.header('Access-Control-Allow-Headers', asked.join(', '));
      reply.header('Access-Control-Max-Age', '600');
      // an answer sent from the hook ends it: done() is not called
      void reply.code(204).send();
      return;
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    const docs = isDocs(request.url.split('?')[0] ?? '');
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', docs ? DOCS_CSP : API_CSP);
    }
    if (!docs) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
};
