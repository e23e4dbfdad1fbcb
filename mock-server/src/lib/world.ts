import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MockStore } from '../store/store';

/**
 * The state a request works on (its world): today the one store of the app, read at the moment
 * it is asked for. Every route handler, service, hook and control route reaches its state through
 * this accessor alone (route handlers as the `world` of their call input), so giving each request
 * a sandbox of its own is a change here only.
 */
export const worldOf = (request: FastifyRequest): MockStore => request.server.store;

/**
 * The world of what never became a request (a malformed HTTP request answered at the socket):
 * the app's own store, the one every request has today.
 */
export const worldOutsideRequests = (app: FastifyInstance): MockStore => app.store;
