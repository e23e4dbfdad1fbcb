import { Announcement, CALLS, EMAIL_PATTERN, MaintenanceWindow, OTP_PURPOSES } from '@mo/contracts';
import Type, { type Static } from 'typebox';
import { literalUnion } from '../lib/schema';

/**
 * Shapes of the mock-only control API (/__mock). They are not part of the portal's contract, so
 * they live here; Playwright set-up and Pact state handlers can import them from this package.
 */
const UserName = Type.String({ minLength: 1, maxLength: 50, pattern: EMAIL_PATTERN });

export const InboxMessage = Type.Object({
  to: Type.String(),
  purpose: literalUnion(OTP_PURPOSES),
  code: Type.String(),
  subject: Type.String(),
  sentAt: Type.String({ description: 'ISO date-time, mock clock' }),
});
export const InboxQuery = Type.Object({ email: Type.Optional(Type.String({ maxLength: 254 })) });
export const InboxResponse = Type.Object({ messages: Type.Array(InboxMessage) });

export const ResetResponse = Type.Object({ scenario: Type.Literal('seeded'), now: Type.String() });

export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  now: Type.String(),
  jakartaTime: Type.String(),
  /** The loaded seed's size: the mock listens (and so answers this) only once it is in. */
  seed: Type.Object({ companies: Type.Integer(), members: Type.Integer() }),
});

export const ClockBody = Type.Object(
  {
    advanceSeconds: Type.Optional(Type.Number()),
    now: Type.Optional(Type.String({ description: 'ISO date-time to set the mock clock to' })),
    reset: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const ClockResponse = Type.Object({ now: Type.String(), jakartaTime: Type.String() });

const Otp = Type.String({ pattern: '^\\d{6}$' });
const Ttl = Type.Optional(Type.Integer({ minimum: 1, maximum: 31_536_000 }));
const Minutes = Type.Integer({ minimum: -100_000, maximum: 100_000 });

/** Token lifetimes, in seconds (scenario token-lifetime and POST /__mock/config). */
export const LifetimeParams = Type.Object(
  { accessTokenTtlSeconds: Ttl, refreshTokenTtlSeconds: Ttl },
  { additionalProperties: false },
);
export const LifetimeResponse = Type.Object({
  accessTokenTtlSeconds: Type.Integer(),
  refreshTokenTtlSeconds: Type.Integer(),
});

/** Parameters of each scenario (contracts SCENARIOS). */
export const ScenarioParams = {
  seeded: Type.Object({}),
  'password-verified': Type.Object({ userName: UserName }),
  'mfa-code-issued': Type.Object({ userName: UserName, otp: Otp }),
  'signed-in': Type.Object({ userName: UserName }),
  'forgot-password-code-issued': Type.Object({ userName: UserName, otp: Otp }),
  'two-factor-verified': Type.Object({ userName: UserName }),
  'first-time-verified': Type.Object({ userName: UserName }),
  'sign-in-ticket-issued': Type.Object({
    userName: UserName,
    ticket: Type.String({ minLength: 32, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
  }),
  'account-locked': Type.Object({ userName: UserName }),
  'my-account-code-issued': Type.Object({ userName: UserName, otp: Otp }),
  'my-account-verified': Type.Object({ userName: UserName }),
  'modules-granted': Type.Object({
    userName: UserName,
    // Any spelling: the portal compares module names case-insensitively (part 1 section 6).
    modules: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 }),
  }),
  'fault-armed': Type.Object({
    callId: literalUnion(Object.keys(CALLS) as (keyof typeof CALLS)[]),
    errorCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }),
    times: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    httpStatus: Type.Optional(Type.Integer({ minimum: 400, maximum: 599 })),
    /** Armed for this seeded user only (their calls); for everyone without it. */
    userName: Type.Optional(UserName),
  }),
  'token-lifetime': LifetimeParams,
  'maintenance-window': Type.Object({
    startsInMinutes: Minutes,
    durationMinutes: Type.Integer({ minimum: 1, maximum: 100_000 }),
    reminderTimerMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  }),
  announcement: Type.Object({
    english: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    bahasa: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  }),
  'bulk-file-uploaded': Type.Object({ userName: UserName }),
  'claims-of-every-status': Type.Object({ userName: UserName }),
  'claims-book-empty': Type.Object({ userName: UserName }),
  'cob-requested': Type.Object({ userName: UserName }),
  'cob-refused': Type.Object({
    userName: UserName,
    errorCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
  }),
  'payment-provider-disabled': Type.Object({ userName: UserName }),
  'feedback-sent': Type.Object({ userName: UserName }),
  'billing-of-every-status': Type.Object({ userName: UserName }),
  'billing-book-empty': Type.Object({ userName: UserName }),
  'billing-detail-of-files': Type.Object({
    userName: UserName,
    files: Type.Optional(Type.Integer({ minimum: 2, maximum: 100 })),
  }),
  'billing-download-fails': Type.Object({
    userName: UserName,
    errorCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    times: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  }),
  'report-of-files': Type.Object({
    userName: UserName,
    files: Type.Optional(Type.Integer({ minimum: 2, maximum: 100 })),
  }),
  'report-empty': Type.Object({ userName: UserName }),
  'report-fails': Type.Object({
    userName: UserName,
    errorCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    times: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    call: Type.Optional(literalUnion(['list', 'data', 'fileready', 'file'] as const)),
  }),
  'report-file-slow': Type.Object({
    userName: UserName,
    checks: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    readyAfterSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  }),
  'report-file-prepared': Type.Object({
    userName: UserName,
    fileGatewayRefNo: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    ),
    ready: Type.Optional(Type.Boolean()),
  }),
} as const;

export const ScenarioResponse = Type.Object({
  scenario: Type.String(),
  accessToken: Type.Optional(Type.String()),
  refreshToken: Type.Optional(Type.String()),
  sessionId: Type.Optional(Type.String()),
  userId: Type.Optional(Type.String()),
  fault: Type.Optional(
    Type.Object({
      callId: Type.String(),
      errorCode: Type.String(),
      httpStatus: Type.Integer(),
      times: Type.Integer(),
      /** fault-armed: the user it is armed for; null: everyone. */
      userName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    }),
  ),
  /** Scenario report-fails: every call the fault was armed on. */
  faults: Type.Optional(
    Type.Array(
      Type.Object({
        callId: Type.String(),
        errorCode: Type.String(),
        httpStatus: Type.Integer(),
        times: Type.Integer(),
      }),
    ),
  ),
  lifetimes: Type.Optional(LifetimeResponse),
  maintenanceWindow: Type.Optional(MaintenanceWindow),
  announcement: Type.Optional(Announcement),
  fileGatewayRefNo: Type.Optional(Type.String()),
  /** Claims scenarios: the claims they made or used, by key (CC, SUBMITTED, COB, ...). */
  claimIds: Type.Optional(Type.Record(Type.String(), Type.String())),
  cobRefNo: Type.Optional(Type.String()),
  /** Billing scenarios: the invoices they made or used, by key (PAID, DETAIL, ...). */
  invoices: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Object({
        invoiceNo: Type.String(),
        policyNo: Type.String(),
        policyId: Type.String(),
        periodId: Type.String(),
      }),
    ),
  ),
});
export type ScenarioResponse = Static<typeof ScenarioResponse>;
export type LifetimeParams = Static<typeof LifetimeParams>;
export type InboxResponse = Static<typeof InboxResponse>;
