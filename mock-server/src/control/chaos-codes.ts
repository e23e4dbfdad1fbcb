import { CALLS, ERROR_CODES as E } from '@mo/contracts';
import type { ChaosCall, ChaosCode } from '../store/chaos-book';
import { defaultFaultStatus } from '../store/fault-book';
import { codeGuide } from './code-guide';

/*
 * The codes a chaos profile (store/chaos-book.ts) draws a failing call's code from: the catalogue
 * codes the code guide lists for that call (GET /__mock/codes, `calls`), plus a few gateway codes
 * any call can answer, each where the portal has a way out of it:
 * - GC500 on every call: the generic message and its retry.
 * - GW1033 (token expired: the portal refreshes, then repeats the call) and err300 (session
 *   invalid: the portal signs out) only on the calls of a signed-in session (auth `session`).
 *   Never on the refresh and sign-out plumbing (refreshToken, revokeToken: Basic client;
 *   createSession, deleteSession: auth `full`) nor on the sign-in steps: a GW1033 answered by the
 *   refresh itself, or by the session the refresh creates again, would send the portal round the
 *   refresh once more, and a sign-in step has no session to refresh or end.
 * Left out: GW1029 (a rate limit reads as "wait a minute" on a call that has no limit), GC400 and
 * the other transport codes (the portal never sends what they answer), GW1000/1031/1034/1035
 * (the portal would be wrong to send such a call; they test the gateway, not the portal) and the
 * sandbox codes MK40xx (they are about the x-mock-sandbox header). The HTTP status is the one an
 * armed fault of that code answers with (defaultFaultStatus).
 */

/** Any-call codes drawn on every call. */
export const CHAOS_EVERY_CALL = [E.internal] as const;
/** Any-call codes drawn on the calls of a signed-in session only. */
export const CHAOS_SESSION_CALLS = [E.tokenExpired, E.invalidSession] as const;

const coded = (errorCode: string): ChaosCode => ({
  errorCode,
  httpStatus: defaultFaultStatus(errorCode),
});

let table: Map<string, readonly ChaosCode[]> | undefined;

/** Every call id's codes, made once from the code guide. */
const buildTable = (): Map<string, readonly ChaosCode[]> => {
  const byCall = new Map<string, string[]>();
  for (const group of codeGuide().groups) {
    for (const entry of group.codes) {
      for (const callId of entry.calls) {
        const codes = byCall.get(callId) ?? [];
        if (!codes.includes(entry.code)) codes.push(entry.code);
        byCall.set(callId, codes);
      }
    }
  }
  const built = new Map<string, readonly ChaosCode[]>();
  for (const call of Object.values(CALLS)) {
    const codes = [...(byCall.get(call.id) ?? [])];
    const extra = [
      ...CHAOS_EVERY_CALL,
      ...(call.auth === 'session' ? CHAOS_SESSION_CALLS : []),
    ] as string[];
    for (const code of extra) if (!codes.includes(code)) codes.push(code);
    built.set(call.id, codes.map(coded));
  }
  return built;
};

/** The codes a call can fail with under chaos (before a profile's `codes` narrows them). */
export const chaosCodesOf = (call: ChaosCall): readonly ChaosCode[] => {
  table ??= buildTable();
  return table.get(call.id) ?? [coded(E.internal)];
};

/** Every code some call can fail with under chaos: what a profile's `codes` may list. */
export const allChaosCodes = (): Set<string> => {
  table ??= buildTable();
  return new Set([...table.values()].flatMap((codes) => codes.map((c) => c.errorCode)));
};
