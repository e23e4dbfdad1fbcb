import { GatewayHeaders } from '@mo/contracts';
import type { FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { fail } from '../lib/api-error';

const check = Compile(GatewayHeaders);

/** Names of the headers that are missing or malformed, for the error's details. */
const offending = (headers: unknown): string[] => {
  const names = new Set<string>();
  for (const error of check.Errors(headers)) {
    if (error.keyword === 'required') {
      const missing = (error.params as { requiredProperties?: string[] }).requiredProperties;
      for (const name of missing ?? []) names.add(name);
    } else if (error.instancePath) {
      names.add(error.instancePath.slice(1).split('/')[0]!);
    }
  }
  return [...names].sort();
};

/**
 * The gateway's first check on every API call, before the token: the channel, key id, org codes,
 * country, timestamp and request reference headers (contracts headers.ts). It runs as an onRequest
 * hook, ahead of body parsing and auth, so a call without them is a GW1000 whatever else is wrong.
 */
export const checkGatewayHeaders = (request: FastifyRequest): void => {
  if (!check.Check(request.headers)) throw fail.missingHeaders(offending(request.headers));
};

/** checkGatewayHeaders as an async hook. */
export const requireGatewayHeaders = async (request: FastifyRequest): Promise<void> =>
  checkGatewayHeaders(request);
