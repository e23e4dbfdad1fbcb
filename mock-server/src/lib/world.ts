import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MockStore } from '../store/store';
import { fail } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The sandbox the request named (x-mock-sandbox), resolved by plugins/sandboxes.ts before
     * anything else runs; null: the default world.
     */
    world: MockStore | null;
  }
}

/**
 * The state a request works on (its world): the sandbox it named, else the app's default store
 * (read at the moment it is asked for, so a preset switch is seen at once). Every route handler,
 * service, hook and control route reaches its state through this accessor alone (route handlers
 * as the `world` of their call input). A sandbox deleted while the request runs fails it here
 * (MK4041), on its next look at its world: the answer is an envelope error, never a half result.
 */
export const worldOf = (request: FastifyRequest): MockStore => {
  const world = request.world;
  if (world === null) return request.server.store;
  if (world.closed) throw fail.sandboxUnknown(world.sandboxId ?? '');
  return world;
};

/**
 * The world an error answer takes its time and maintenance flag from: as worldOf, but a deleted
 * sandbox's still (its clock answers as before), so that failing never fails again.
 */
export const answeringWorld = (request: FastifyRequest): MockStore =>
  request.world ?? request.server.store;

/**
 * The world of what never became a request (a malformed HTTP request answered at the socket):
 * the app's own store, the default world.
 */
export const worldOutsideRequests = (app: FastifyInstance): MockStore => app.store;
