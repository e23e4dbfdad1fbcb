import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestLine } from '../lib/log-lines';

/** The failed envelope's code in its serialised body (systemInformation.errorCode). */
const ERROR_CODE = /"errorCode":"([^"]{1,40})"/;

/**
 * MOCK_LOG_FORMAT=lines: one `request` record per answered request, with its method, path,
 * status, time and failed-envelope code, for lib/log-lines.ts to print as one line. The code is
 * read from the answer's body, so every failure path (error handler, not-found, faults armed on
 * the control API, framework errors) shows it alike. Added by server.ts only: tests and the
 * JSON log never pay for it.
 */
export const setupRequestLines = (app: FastifyInstance): void => {
  const codes = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const code = ERROR_CODE.exec(payload)?.[1];
      if (code !== undefined) codes.set(request, code);
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const line: RequestLine = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: reply.elapsedTime,
      errorCode: codes.get(request) ?? null,
    };
    request.log.info({ request: line }, 'request');
    done();
  });
};
