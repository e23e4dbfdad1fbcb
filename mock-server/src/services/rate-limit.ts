import type { FastifyRequest } from 'fastify';
import { fail } from '../lib/api-error';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

export const RATE_WINDOW_MS = 60_000;

/**
 * Sign-in and code requests are limited per user (the e-mail asked about) and per client address,
 * each per minute of mock time (MOCK_RATE_LIMIT_PER_USER, MOCK_RATE_LIMIT_PER_ADDRESS). Over a
 * limit the answer is 429 GW1029 in the envelope, its message saying how long to wait.
 */
export const limitAttempts = (
  world: MockStore,
  host: MockHost,
  request: FastifyRequest,
  userName: string,
): void => {
  const now = world.clock.now();
  const rates = world.rates;
  const byAddress = rates.hit(
    `address:${request.ip}`,
    host.config.rateLimitPerAddress,
    RATE_WINDOW_MS,
    now,
  );
  const byUser =
    byAddress ||
    rates.hit(
      `user:${userName.trim().toLowerCase()}`,
      host.config.rateLimitPerUser,
      RATE_WINDOW_MS,
      now,
    );
  const wait = byAddress || byUser;
  if (wait > 0) throw fail.rateLimited(wait);
};
