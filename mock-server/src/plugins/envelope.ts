import type {
  FastifyError,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
} from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { ApiError, fail } from '../lib/api-error';
import { errorEnvelope } from '../lib/envelope';
import { lazyCompile } from '../lib/lazy-compile';
import { momentOf } from '../lib/moment';
import { compileCoercion } from '../lib/query-coercion';
import { answeringWorld } from '../lib/world';

const MAX_DETAILS = 10;

/**
 * Request validation with the contract's TypeBox schemas. Bodies are checked as sent (a number
 * where the contract says string is a GC400, not silently coerced); query strings and path
 * parameters arrive as text, so they get the schema's defaults and conversions first. Headers are
 * checked by the gateway hook before auth, so the schema here only documents them.
 */
type Branch = { properties?: Record<string, { const?: unknown }> };

/**
 * For a union of objects told apart by one literal property (the alteration requests' `type`),
 * the branch a request names: its errors are the ones worth reporting, where the union's would
 * describe whichever branch TypeBox tried last.
 */
const branchPicker = (schema: TSchema): ((data: unknown) => TSchema | undefined) | null => {
  const branches = (schema as { anyOf?: TSchema[] }).anyOf;
  const props = branches?.map((b) => (b as Branch).properties);
  if (!branches || !props || props.some((p) => !p)) return null;
  const key = Object.keys(props[0]!).find((k) => props.every((p) => p![k]?.const !== undefined));
  if (!key) return null;
  return (data) => {
    const named = (data as Record<string, unknown> | null | undefined)?.[key];
    return branches.find((_, i) => props[i]![key]!.const === named);
  };
};

/**
 * The top-level integer fields of a query or path schema. TypeBox's conversion truncates a text
 * like "1.5" to 1, so such fields are first checked to be written as whole numbers.
 */
const integerFields = (schema: TSchema): string[] =>
  Object.entries((schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {})
    .filter(([, p]) => p.type === 'integer')
    .map(([name]) => name);

const WHOLE_NUMBER = /^[+-]?\d+$/;
const NO_ERRORS: FastifySchemaValidationError[] = [];

const notWhole = (fields: readonly string[], data: unknown): FastifySchemaValidationError[] =>
  fields
    .filter((name) => {
      const raw = (data as Record<string, unknown> | null | undefined)?.[name];
      return typeof raw === 'string' && !WHOLE_NUMBER.test(raw.trim());
    })
    .map((name) => ({
      keyword: 'type',
      instancePath: `/${name}`,
      schemaPath: `#/properties/${name}/type`,
      params: { type: 'integer' },
      message: 'must be a whole number',
    }));

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  if (httpPart === 'headers') return () => true;
  const validator = lazyCompile(schema);
  const pick = branchPicker(schema);
  const branchValidators = new Map<TSchema, ReturnType<typeof Compile>>();
  const explain = (value: unknown) => {
    const branch = pick?.(value);
    if (!branch) return validator();
    let compiled = branchValidators.get(branch);
    if (!compiled) {
      compiled = Compile(branch);
      branchValidators.set(branch, compiled);
    }
    return compiled;
  };
  // Defaults and conversions read from the schema once (lib/query-coercion.ts), not walked
  // generically per request; bodies are checked as sent.
  const coerce =
    httpPart === 'querystring' || httpPart === 'params' ? compileCoercion(schema) : null;
  const integers = coerce ? integerFields(schema) : [];
  return (data: unknown) => {
    const fractions = integers.length > 0 ? notWhole(integers, data) : NO_ERRORS;
    if (fractions.length > 0) return { error: fractions };
    const value = coerce ? coerce(data) : data;
    if (validator().Check(value)) return { value };
    const errors = [...explain(value).Errors(value)].slice(0, MAX_DETAILS);
    return { error: errors as unknown as FastifySchemaValidationError[] };
  };
};

const fieldPath = (context: string, instancePath: string, property?: string) =>
  [context, ...instancePath.split('/').filter(Boolean), ...(property ? [property] : [])].join('.');

/** A schema failure: err001 naming the missing fields, else GC400 with what was wrong. */
const fromValidation = (error: FastifyError): ApiError => {
  const context = error.validationContext ?? 'request';
  const problems = error.validation ?? [];
  if (context === 'headers') return fail.missingHeaders([]);
  const missing = problems.flatMap((p) => {
    if (p.keyword !== 'required') return [];
    const params = p.params as { requiredProperties?: string[]; missingProperty?: string };
    const names =
      params.requiredProperties ?? (params.missingProperty ? [params.missingProperty] : []);
    return names.map((name) => fieldPath(context, p.instancePath, name));
  });
  if (missing.length > 0) return fail.required(missing);
  return fail.badRequest(
    'Invalid request',
    problems.map((p) => `${fieldPath(context, p.instancePath)}: ${p.message ?? 'invalid'}`),
  );
};

/** Maps anything thrown while handling a request to the failed envelope's code. */
export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  const e = error as Partial<FastifyError>;
  if (e.validation) return fromValidation(e as FastifyError);
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || e.statusCode === 415) {
    return fail.unsupportedMediaType();
  }
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413) {
    return fail.payloadTooLarge();
  }
  if (e.statusCode === 404) return fail.notFound();
  // Malformed JSON, forbidden prototype keys, bad content length: the client's fault, said plainly.
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return fail.badRequest('Malformed request');
  }
  return fail.internal();
};

/**
 * Every answer is an envelope: the JSON parser, the validator, the error handler and the 404
 * handler all lead here. No stack or internal message ever reaches the client; a 500 is logged.
 */
export const setupEnvelope = (app: FastifyInstance): void => {
  app.setValidatorCompiler(validatorCompiler);

  // JSON only: text/plain would reach object schemas as a string; 415 says it better.
  app.removeContentTypeParser('text/plain');
  // Rejects __proto__ and constructor.prototype keys, but accepts an empty body: clients send a
  // JSON content type on body-less calls such as POST auth/session.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
  // Any other type: an empty body is no body (some clients and proxies label a body-less POST
  // text/plain); a non-empty one is refused with 415.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    if (String(body).trim() === '') done(null, undefined);
    else done(fail.unsupportedMediaType(), undefined);
  });

  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.httpStatus >= 500) {
      request.log.error({ err: error }, 'unexpected error');
    } else {
      request.log.info(
        { errorCode: apiError.errorCode, reason: apiError.message, details: apiError.details },
        'call failed',
      );
    }
    return reply
      .code(apiError.httpStatus)
      .send(errorEnvelope(apiError, momentOf(answeringWorld(request))));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorEnvelope(fail.notFound('Route not found'), momentOf(answeringWorld(request)))),
  );
};
