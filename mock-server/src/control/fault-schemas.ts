import { CALLS, EMAIL_PATTERN, type CallId } from '@mo/contracts';
import Type, { type Static } from 'typebox';
import { literalUnion } from '../lib/schema';
import { MAX_LATENCY_MS } from '../store/latency-book';

/**
 * Shapes of the control API's armed faults and latency rules (/__mock/faults, /__mock/latency):
 * mock-only, like control/schemas.ts.
 */
const UserName = Type.String({ minLength: 1, maxLength: 50, pattern: EMAIL_PATTERN });
const CallIdOf = literalUnion(Object.keys(CALLS) as CallId[]);
const Ms = Type.Integer({ minimum: 0, maximum: MAX_LATENCY_MS });

export const ArmedFault = Type.Object({
  callId: Type.String(),
  errorCode: Type.String(),
  httpStatus: Type.Integer(),
  /** Calls it still answers. */
  remaining: Type.Integer(),
  /** The seeded user it is armed for; null: everyone. */
  userName: Type.Union([Type.String(), Type.Null()]),
});
export const FaultListResponse = Type.Object({ faults: Type.Array(ArmedFault) });
export const FaultCallParams = Type.Object({ callId: Type.String({ maxLength: 64 }) });
export const FaultCallQuery = Type.Object({
  userName: Type.Optional(Type.String({ maxLength: 254 })),
});

export const LatencyRule = Type.Object({
  id: Type.String(),
  /** null: every call of the portal. */
  callId: Type.Union([Type.String(), Type.Null()]),
  /** null: everyone. */
  userName: Type.Union([Type.String(), Type.Null()]),
  fixedMs: Type.Optional(Type.Integer()),
  minMs: Type.Optional(Type.Integer()),
  maxMs: Type.Optional(Type.Integer()),
});
export const LatencyListResponse = Type.Object({ rules: Type.Array(LatencyRule) });
/** A fixed delay (fixedMs), or a random one in [minMs, maxMs]; milliseconds, at most 120000. */
export const LatencyBody = Type.Object(
  {
    callId: Type.Optional(CallIdOf),
    userName: Type.Optional(UserName),
    fixedMs: Type.Optional(Ms),
    minMs: Type.Optional(Ms),
    maxMs: Type.Optional(Ms),
  },
  { additionalProperties: false },
);
export type LatencyBody = Static<typeof LatencyBody>;
export const LatencyIdParams = Type.Object({ id: Type.String({ maxLength: 32 }) });
