import {
  API_AREAS,
  CALLS,
  ErrorEnvelope,
  GatewayHeaders,
  type BodyOf as ContractBodyOf,
  type CallId,
  type DataOf,
  type QueryOf as ContractQueryOf,
} from '@mo/contracts';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AuthContext } from '../plugins/auth';
import { magicInputOf } from '../control/magic-inputs';
import { checkGatewayHeaders } from '../plugins/gateway-headers';
import type { MockStore } from '../store/store';
import type { MockApp } from '../types';
import { fail } from './api-error';
import { armedFaultsAndAuth, callerStep, needsCallerStep, refusalDelay } from './fault-step';
import { lazyCompile } from './lazy-compile';
import { successEnvelope } from './envelope';
import { momentOf } from './moment';
import { ListBreaksContract, PreSerializedList, preSerializedAnswers } from './pre-serialized';
import { sealedFieldsOpener } from './sealed-fields';
import { worldOf } from './world';

export type Call = (typeof CALLS)[CallId];

export type QueryOf<C extends Call> = ContractQueryOf<C>;
export type BodyOf<C extends Call> = ContractBodyOf<C>;

export interface CallInput<C extends Call> {
  query: QueryOf<C>;
  body: BodyOf<C>;
  params: Record<string, string>;
  /**
   * Who is calling: null on public and client-credential calls, set on token calls (the auth rule
   * has passed); `by-mode` calls have it only in the modes that need a token.
   */
  auth: C['auth'] extends 'public' | 'client'
    ? null
    : C['auth'] extends 'by-mode'
      ? AuthContext | null
      : AuthContext;
  /** The state this request works on (lib/world.ts): routes read the store through it only. */
  world: MockStore;
  app: MockApp;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A call's onRequest checks, in order: the gateway headers, an armed fault, the auth rule
 * (lib/fault-step.ts). One callback hook rather than three async ones: each async hook costs a
 * promise and a turn of the microtask queue on every request, and none of these checks waits for
 * anything, except a refusal under a latency rule of the control API, which waits with a timer.
 */
const requestChecks =
  (call: Call) =>
  (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    try {
      checkGatewayHeaders(request);
      armedFaultsAndAuth(call, request);
    } catch (error) {
      const delay = refusalDelay(call, request);
      if (delay > 0) setTimeout(() => done(error as Error), delay);
      else done(error as Error);
      return;
    }
    done();
  };

/** OpenAPI security of an auth rule: Basic client credentials, an optional or required bearer. */
const securityOf = (auth: Call['auth']): { security?: Record<string, string[]>[] } => {
  if (auth === 'public') return {};
  if (auth === 'client') return { security: [{ basicAuth: [] }] };
  if (auth === 'by-mode') return { security: [{}, { bearerAuth: [] }] };
  return { security: [{ bearerAuth: [] }] };
};

/**
 * A handler's answer sent as a stream: the success envelope of `data`, with the string field
 * `field` written from `parts` (text that needs no JSON escaping, such as base64) as they come, so
 * a large file is never held as one string. The envelope is checked with the field empty.
 */
export class StreamedField<D> {
  constructor(
    readonly data: D,
    readonly field: keyof D & string,
    readonly parts: () => Iterable<string> | AsyncIterable<string>,
  ) {}
}

export type CallAnswer<C extends Call> =
  DataOf<C> | StreamedField<DataOf<C>> | PreSerializedList<DataOf<C>>;
export type CallHandler<C extends Call> = (
  input: CallInput<C>,
) => CallAnswer<C> | Promise<CallAnswer<C>>;

const STREAM_MARK = '\u0000streamed-field\u0000';

/** The envelope's JSON around the streamed field, then the field's parts, as one stream. */
const streamedEnvelope = (envelope: unknown, parts: StreamedField<unknown>['parts']): Readable => {
  const marked = JSON.stringify(envelope);
  const at = marked.indexOf(JSON.stringify(STREAM_MARK));
  const before = `${marked.slice(0, at)}"`;
  const after = `"${marked.slice(at + JSON.stringify(STREAM_MARK).length)}`;
  return Readable.from(
    (async function* () {
      yield before;
      for await (const part of parts()) yield part;
      yield after;
    })(),
    { objectMode: false },
  );
};

/**
 * Registers one contract call: its method and path inside the area's prefix, the gateway-header
 * and auth checks its `auth` rule asks for, its schemas (request validation, response
 * serialisation, OpenAPI), and the success envelope around what the handler returns. Failures are
 * thrown as ApiError and enveloped by the error handler. A new route is this line plus a handler.
 */
export const registerCall = <C extends Call>(app: MockApp, call: C, handler: CallHandler<C>) => {
  const prefix = API_AREAS[call.area];
  if (app.prefix !== prefix) {
    throw new Error(`${call.id} belongs under ${prefix}, not under "${app.prefix}"`);
  }
  const checkResponse = lazyCompile(call.response);
  const preSerialized = preSerializedAnswers(call.response, checkResponse);
  // Password fields arrive sealed; the handler gets them decrypted (part 1 section 7).
  const openSealed = sealedFieldsOpener(call.sealedFields);
  // A magic input of the control API (control/magic-inputs.ts), on the few calls that have one.
  const magic = magicInputOf(call.id);
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      operationId: call.id,
      summary: call.summary,
      tags: [call.area],
      headers: GatewayHeaders,
      ...(call.querystring ? { querystring: call.querystring } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.bodyEncoding === 'form' ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
      ...securityOf(call.auth),
      response: { 200: call.response, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
    },
    onRequest: requestChecks(call),
    handler: async (request, reply) => {
      if (needsCallerStep(request)) await callerStep(call, request);
      if (magic !== undefined && app.config.control) magic(request.body);
      const data = await handler({
        query: request.query as QueryOf<C>,
        body: (openSealed ? await openSealed(request.body) : request.body) as BodyOf<C>,
        params: request.params as Record<string, string>,
        auth: request.auth as CallInput<C>['auth'],
        world: worldOf(request),
        app,
        request,
        reply,
      });
      const moment = momentOf(worldOf(request));
      if (data instanceof StreamedField) {
        const checked = successEnvelope(call.success, { ...data.data, [data.field]: '' }, moment);
        if (app.config.validateResponses && !checkResponse().Check(checked)) {
          request.log.error({ call: call.id }, 'streamed response breaks its contract');
          throw fail.internal();
        }
        const marked = successEnvelope(
          call.success,
          { ...data.data, [data.field]: STREAM_MARK },
          moment,
        );
        reply.type('application/json; charset=utf-8');
        // The contract types the reply as the envelope; a stream of its JSON is sent instead.
        return reply.send(streamedEnvelope(marked, data.parts) as never);
      }
      if (data instanceof PreSerializedList) {
        let json: string;
        try {
          json = preSerialized(
            (d) => successEnvelope(call.success, d, moment),
            data,
            app.config.validateResponses,
          );
        } catch (error) {
          if (!(error instanceof ListBreaksContract)) throw error;
          request.log.error(
            { call: call.id, problems: error.problems },
            'response breaks its contract',
          );
          throw fail.internal();
        }
        reply.type('application/json; charset=utf-8');
        // The contract types the reply as the envelope; its JSON, written already, is sent instead.
        return reply.send(json as never);
      }
      const envelope = successEnvelope(call.success, data, moment);
      // The serialiser would silently drop or garble what the contract does not allow; a drifted
      // handler should fail loudly instead.
      if (app.config.validateResponses && !checkResponse().Check(envelope)) {
        const problems = [...checkResponse().Errors(envelope)].slice(0, 5);
        request.log.error({ call: call.id, problems }, 'response breaks its contract');
        throw fail.internal();
      }
      return envelope;
    },
  });
};
