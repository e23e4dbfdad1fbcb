import { API_AREAS, CALLS, ErrorEnvelope } from '@mo/contracts';
import { fail } from '../lib/api-error';
import { worldOf } from '../lib/world';
import { ChaosBook, type ChaosProfile } from '../store/chaos-book';
import type { MockStore } from '../store/store';
import type { MockApp } from '../types';
import { allChaosCodes } from './chaos-codes';
import { ChaosBody, ChaosResponse } from './fault-schemas';
import { delayOf } from './latency-routes';

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

const shown = (world: MockStore) => {
  const { chaos } = world;
  if (chaos === null) return { armed: false, profile: null, counters: null };
  return { armed: true, profile: structuredClone(chaos.profile), counters: chaos.countersNow() };
};

/** The profile a valid body asks for: rates of known calls and areas, codes chaos can draw. */
export const profileOf = (body: ChaosBody): ChaosProfile => {
  const profile: ChaosProfile = { seed: body.seed, rate: body.rate };
  if (body.rates !== undefined) {
    const unknown = Object.keys(body.rates).filter(
      (key) => !Object.hasOwn(CALLS, key) && !Object.hasOwn(API_AREAS, key),
    );
    if (unknown.length > 0) {
      throw fail.badRequest(`Unknown call or area ${unknown.join(', ')}`, unknown);
    }
    profile.rates = { ...body.rates };
  }
  if (body.latency !== undefined) profile.latency = delayOf(body.latency);
  if (body.codes !== undefined) {
    const drawable = allChaosCodes();
    const unknown = body.codes.filter((code) => !drawable.has(code));
    if (unknown.length > 0) {
      throw fail.badRequest(`Chaos never draws ${unknown.join(', ')}`, unknown);
    }
    profile.codes = [...new Set(body.codes)];
  }
  return profile;
};

/**
 * GET/PUT/DELETE /chaos: the world's seeded chaos profile (store/chaos-book.ts): a failure
 * probability per call or area, codes drawn from those each call can answer
 * (control/chaos-codes.ts), a delay; and its counters. PUT arms (replacing the profile and its
 * counters), DELETE disarms; a reset disarms too. Only contract calls meet it, never /__mock.
 */
export const registerChaosRoutes = (app: MockApp, tags: string[]): void => {
  app.get(
    '/chaos',
    {
      schema: {
        tags,
        summary:
          'The chaos profile (null: none armed) and its counters: calls seen, failed, by code',
        response: { 200: ChaosResponse, ...errors },
      },
    },
    async (request) => shown(worldOf(request)),
  );

  app.put(
    '/chaos',
    {
      schema: {
        tags,
        summary:
          'Arms a seeded chaos profile: seed, rate 0..1, rates by call id or area, latency, codes',
        body: ChaosBody,
        response: { 200: ChaosResponse, ...errors },
      },
    },
    async (request) => {
      const world = worldOf(request);
      world.chaos = new ChaosBook(profileOf(request.body));
      return shown(world);
    },
  );

  app.delete(
    '/chaos',
    {
      schema: {
        tags,
        summary: 'Disarms the chaos profile',
        response: { 200: ChaosResponse, ...errors },
      },
    },
    async (request) => {
      const world = worldOf(request);
      world.chaos = null;
      return shown(world);
    },
  );
};
