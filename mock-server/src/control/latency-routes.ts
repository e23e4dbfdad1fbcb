import { ErrorEnvelope } from '@mo/contracts';
import { fail } from '../lib/api-error';
import type { LatencyDelay } from '../store/latency-book';
import type { MockApp } from '../types';
import { LatencyBody, LatencyIdParams, LatencyListResponse, LatencyRule } from './fault-schemas';
import { seededUserName } from './system-scenarios';
import { worldOf } from '../lib/world';
import type { MockStore } from '../store/store';

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** The delay a rule's body asks for: fixedMs, or minMs and maxMs with min ≤ max. */
export const delayOf = (body: LatencyBody): LatencyDelay => {
  const { fixedMs, minMs, maxMs } = body;
  if (fixedMs !== undefined) {
    if (minMs !== undefined || maxMs !== undefined) {
      throw fail.badRequest('Give fixedMs, or minMs and maxMs, not both');
    }
    return { fixedMs };
  }
  if (minMs === undefined && maxMs === undefined) throw fail.required(['body.fixedMs']);
  if (minMs === undefined) throw fail.required(['body.minMs']);
  if (maxMs === undefined) throw fail.required(['body.maxMs']);
  if (minMs > maxMs) throw fail.badRequest('minMs must not be greater than maxMs');
  return { minMs, maxMs };
};

/**
 * GET/POST/DELETE /latency, DELETE /latency/:id: delays on the portal's calls (registered
 * contract calls only, not /__mock or the docs), per call and/or user or for all, fixed or random.
 * The wait is real time (a timer, so other requests go on), not the mock clock.
 */
export const registerLatencyRoutes = (app: MockApp, tags: string[]): void => {
  const listed = (world: MockStore) => ({ rules: world.latency.list() });

  app.get(
    '/latency',
    {
      schema: {
        tags,
        summary: 'Latency rules: call (null: all), user (null: everyone), fixed or random delay',
        response: { 200: LatencyListResponse, ...errors },
      },
    },
    async (request) => listed(worldOf(request)),
  );

  app.post(
    '/latency',
    {
      schema: {
        tags,
        summary:
          'Adds a latency rule (fixedMs, or minMs..maxMs; 0 to 120000 ms); it replaces the rule of the same call and user',
        body: LatencyBody,
        response: { 200: LatencyRule, ...errors },
      },
    },
    async (request) => {
      const world = worldOf(request);
      const body = request.body ?? {};
      const delay = delayOf(body);
      const userName = body.userName === undefined ? null : seededUserName(world, body.userName);
      return world.latency.add(body.callId ?? null, userName, delay);
    },
  );

  app.delete(
    '/latency',
    {
      schema: {
        tags,
        summary: 'Clears every latency rule',
        response: { 200: LatencyListResponse, ...errors },
      },
    },
    async (request) => {
      const world = worldOf(request);
      world.latency.clear();
      return listed(world);
    },
  );

  app.delete(
    '/latency/:id',
    {
      schema: {
        tags,
        summary: 'Clears one latency rule',
        params: LatencyIdParams,
        response: { 200: LatencyListResponse, ...errors },
      },
    },
    async (request) => {
      const world = worldOf(request);
      if (!world.latency.remove(request.params.id)) {
        throw fail.notFound(`No latency rule ${request.params.id}`);
      }
      return listed(world);
    },
  );
};
