import type { FastifyRequest } from 'fastify';
import { chaosCodesOf } from '../control/chaos-codes';
import { authorizeRequest } from '../plugins/auth';
import type { Fault } from '../store/fault-book';
import type { MockStore } from '../store/store';
import { fail } from './api-error';
import type { Call } from './register-call';
import { worldOf } from './world';

/**
 * Armed faults, the chaos profile and latency rules of the control API, on a contract call's
 * path. Everyone faults are taken before auth (so any code can be reproduced, even on a call
 * without a valid token); a user fault needs the caller, so it is taken after auth on token calls,
 * and once the body is parsed (the handler step) on calls made before a token. The chaos profile
 * (store/chaos-book.ts) decides a call where an armed fault would have answered, when none did:
 * armed faults first. Its delay follows the latency rule's. With nothing armed, the request path
 * pays a map lookup and a null check in onRequest and three checks in the handler.
 */

const faultError = (fault: Fault) => fail.armedFault(fault.httpStatus, fault.errorCode);

/** The chaos profile's failure for this call, if it draws one (no profile: undefined). */
const chaosError = (world: MockStore, call: Call): Error | undefined => {
  const drawn = world.chaos?.draw(call, chaosCodesOf);
  return drawn ? fail.chaos(drawn.httpStatus, drawn.errorCode) : undefined;
};

/** An armed fault's error, else the chaos profile's, if either answers this call. */
const errorOf = (world: MockStore, call: Call, fault: Fault | undefined): Error | undefined =>
  fault ? faultError(fault) : world.chaos === null ? undefined : chaosError(world, call);

/** Calls without a token user whose faults wait for the body (which names the caller). */
const deferred = new WeakSet<FastifyRequest>();

/** The armed-fault, chaos and auth checks of onRequest (after the gateway headers). */
export const armedFaultsAndAuth = (call: Call, request: FastifyRequest): void => {
  const world = worldOf(request);
  const { faults } = world;
  if (faults.userFaultCalls === 0 || !faults.hasUserFaultOn(call.id)) {
    const error = errorOf(world, call, faults.take(call.id));
    if (error) throw error;
    authorizeRequest(call.auth, request);
    return;
  }
  // Some user has a fault on this call, and it comes before an everyone fault: caller first.
  try {
    authorizeRequest(call.auth, request);
  } catch (error) {
    // No caller: an everyone fault (or chaos) answers as it would have before auth.
    throw errorOf(world, call, faults.take(call.id)) ?? error;
  }
  const user = request.auth?.user;
  if (!user) {
    deferred.add(request);
    return;
  }
  const error = errorOf(world, call, faults.takeFor(call.id, user.email) ?? faults.take(call.id));
  if (error) throw error;
};

const BODY_USER_FIELDS = ['userName', 'email', 'username'] as const;

/** The caller's e-mail: the token's user, else the seeded user the body names; null if none. */
export const callerOf = (request: FastifyRequest): string | null => {
  if (request.auth) return request.auth.user.email;
  const body = request.body;
  if (typeof body !== 'object' || body === null) return null;
  for (const field of BODY_USER_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length <= 254) {
      const user = worldOf(request).userByEmail(value);
      if (user) return user.email;
    }
  }
  return null;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether the handler step has anything to do (three checks when nothing is armed). */
export const needsCallerStep = (request: FastifyRequest): boolean => {
  const { faults, latency, chaos } = worldOf(request);
  return faults.userFaultCalls !== 0 || latency.size !== 0 || chaos !== null;
};

/**
 * The handler step, once the body is parsed: the deferred faults of a call made before a token
 * (the body's user's first, then everyone's, then chaos), then the latency rule's wait and the
 * chaos profile's (real time, not the mock clock; other requests go on meanwhile), then the
 * fault, so a slow call fails late too.
 */
export const callerStep = async (call: Call, request: FastifyRequest): Promise<void> => {
  const world = worldOf(request);
  const { faults, latency, chaos } = world;
  let error: Error | undefined;
  let caller: string | null | undefined;
  if (deferred.has(request)) {
    deferred.delete(request);
    caller = callerOf(request);
    const fault =
      (caller === null ? undefined : faults.takeFor(call.id, caller)) ?? faults.take(call.id);
    error = errorOf(world, call, fault);
  }
  let ms = chaos === null ? 0 : chaos.delay();
  if (latency.size !== 0) {
    ms += latency.delayFor(call.id, caller === undefined ? callerOf(request) : caller);
  }
  if (ms > 0) await wait(ms);
  if (error) throw error;
};

/** The wait before a refusal of onRequest: the rules for the token's user if auth passed, chaos. */
export const refusalDelay = (call: Call, request: FastifyRequest): number => {
  const { latency, chaos } = worldOf(request);
  const ruled =
    latency.size === 0 ? 0 : latency.delayFor(call.id, request.auth?.user.email ?? null);
  return chaos === null ? ruled : ruled + chaos.delay();
};
