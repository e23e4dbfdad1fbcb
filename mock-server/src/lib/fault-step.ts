import type { FastifyRequest } from 'fastify';
import { authorizeRequest } from '../plugins/auth';
import type { Fault } from '../store/fault-book';
import { fail } from './api-error';
import type { Call } from './register-call';
import { worldOf } from './world';

/**
 * Armed faults and latency rules of the control API, on a contract call's path. Everyone faults
 * are taken before auth (so any code can be reproduced, even on a call without a valid token); a
 * user fault needs the caller, so it is taken after auth on token calls, and once the body is
 * parsed (the handler step) on calls made before a token. With nothing armed, the request path
 * pays a map lookup in onRequest and two size checks in the handler.
 */

const faultError = (fault: Fault) => fail.armedFault(fault.httpStatus, fault.errorCode);

/** Calls without a token user whose faults wait for the body (which names the caller). */
const deferred = new WeakSet<FastifyRequest>();

/** The armed-fault and auth checks of onRequest (after the gateway headers). */
export const armedFaultsAndAuth = (call: Call, request: FastifyRequest): void => {
  const { faults } = worldOf(request);
  if (faults.userFaultCalls === 0 || !faults.hasUserFaultOn(call.id)) {
    const fault = faults.take(call.id);
    if (fault) throw faultError(fault);
    authorizeRequest(call.auth, request);
    return;
  }
  // Some user has a fault on this call, and it comes before an everyone fault: caller first.
  try {
    authorizeRequest(call.auth, request);
  } catch (error) {
    // No caller: an everyone fault answers as it would have before auth.
    const fault = faults.take(call.id);
    throw fault ? faultError(fault) : error;
  }
  const user = request.auth?.user;
  if (!user) {
    deferred.add(request);
    return;
  }
  const fault = faults.takeFor(call.id, user.email) ?? faults.take(call.id);
  if (fault) throw faultError(fault);
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

/** Whether the handler step has anything to do (two size checks when nothing is armed). */
export const needsCallerStep = (request: FastifyRequest): boolean => {
  const { faults, latency } = worldOf(request);
  return faults.userFaultCalls !== 0 || latency.size !== 0;
};

/**
 * The handler step, once the body is parsed: the deferred faults of a call made before a token
 * (the body's user's first, then everyone's), then the latency rule's wait (real time, not the
 * mock clock; other requests go on meanwhile), then the fault, so a slow call fails late too.
 */
export const callerStep = async (call: Call, request: FastifyRequest): Promise<void> => {
  const { faults, latency } = worldOf(request);
  let fault: Fault | undefined;
  let caller: string | null | undefined;
  if (deferred.has(request)) {
    deferred.delete(request);
    caller = callerOf(request);
    fault = (caller === null ? undefined : faults.takeFor(call.id, caller)) ?? faults.take(call.id);
  }
  if (latency.size !== 0) {
    const ms = latency.delayFor(call.id, caller === undefined ? callerOf(request) : caller);
    if (ms > 0) await wait(ms);
  }
  if (fault) throw faultError(fault);
};

/** The wait before a refusal of onRequest, by the rules for the token's user if auth passed. */
export const refusalDelay = (call: Call, request: FastifyRequest): number => {
  const { latency } = worldOf(request);
  return latency.size === 0 ? 0 : latency.delayFor(call.id, request.auth?.user.email ?? null);
};
