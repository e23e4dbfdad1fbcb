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

/** A probability: 0 never, 1 always. */
const Rate = Type.Number({ minimum: 0, maximum: 1 });
/** A chaos profile's delay: fixedMs, or uniform in [minMs, maxMs]; milliseconds, at most 120000. */
const ChaosLatency = Type.Object(
  { fixedMs: Type.Optional(Ms), minMs: Type.Optional(Ms), maxMs: Type.Optional(Ms) },
  { additionalProperties: false },
);
/** A chaos profile as PUT /__mock/chaos takes it (store/chaos-book.ts). */
export const ChaosBody = Type.Object(
  {
    /** The generator's seed: the same seed and calls give the same failures. */
    seed: Type.Integer({ minimum: 0, maximum: 4_294_967_295 }),
    /** The failure probability of every call without a rate of its own. */
    rate: Rate,
    /** Rates by call id or area (contracts API_AREAS): a call's beats its area's. */
    rates: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Rate, { maxProperties: 200 })),
    latency: Type.Optional(ChaosLatency),
    /** Only these codes are drawn (each among the codes chaos can draw). */
    codes: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { minItems: 1, maxItems: 100 }),
    ),
  },
  { additionalProperties: false },
);
export type ChaosBody = Static<typeof ChaosBody>;
const Delay = Type.Union([
  Type.Object({ fixedMs: Type.Integer() }),
  Type.Object({ minMs: Type.Integer(), maxMs: Type.Integer() }),
]);
export const ChaosProfileSchema = Type.Object({
  seed: Type.Integer(),
  rate: Type.Number(),
  rates: Type.Optional(Type.Record(Type.String(), Type.Number())),
  latency: Type.Optional(Delay),
  codes: Type.Optional(Type.Array(Type.String())),
});
export const ChaosCountersSchema = Type.Object({
  /** Calls the profile decided on (one an armed fault answered is not among them). */
  seen: Type.Integer(),
  failed: Type.Integer(),
  byCode: Type.Record(Type.String(), Type.Integer()),
});
/** GET/PUT/DELETE /__mock/chaos: the armed profile and its counters (null: none armed). */
export const ChaosResponse = Type.Object({
  armed: Type.Boolean(),
  profile: Type.Union([ChaosProfileSchema, Type.Null()]),
  counters: Type.Union([ChaosCountersSchema, Type.Null()]),
});
