import { EMAIL_PATTERN, OTP_PURPOSES } from '@mo/contracts';
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

/** Parameters of each scenario (contracts SCENARIOS). */
export const ScenarioParams = {
  seeded: Type.Object({}),
  'password-verified': Type.Object({ userName: UserName }),
  'mfa-code-issued': Type.Object({ userName: UserName, otp: Type.String({ pattern: '^\\d{6}$' }) }),
  'signed-in': Type.Object({ userName: UserName }),
} as const;

export const ScenarioResponse = Type.Object({
  scenario: Type.String(),
  accessToken: Type.Optional(Type.String()),
  refreshToken: Type.Optional(Type.String()),
  sessionId: Type.Optional(Type.String()),
  userId: Type.Optional(Type.String()),
});
export type ScenarioResponse = Static<typeof ScenarioResponse>;
export type InboxResponse = Static<typeof InboxResponse>;
