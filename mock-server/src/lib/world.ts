import type { FastifyRequest } from 'fastify';
import type { MockStore } from '../store/store';

/**
 * The state a request works on (its world): today the one store of the app, read at the moment
 * the handler starts. Every route handler reaches its state through this accessor alone (as the
 * `world` of its call input), so giving each request a sandbox of its own is a change here only.
 */
export const worldOf = (request: FastifyRequest): MockStore => request.server.store;
