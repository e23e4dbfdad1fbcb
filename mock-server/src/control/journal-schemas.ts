import Type from 'typebox';
import { Nullable } from '../lib/schema';

/**
 * Shapes of the control API's journal, sessions and seed presets (helper-notes CONSOLE-API.md).
 */

export const JOURNAL_LIMIT_MAX = 10_000;

export const JournalQuery = Type.Object({
  callId: Type.Optional(Type.String({ maxLength: 64 })),
  userName: Type.Optional(Type.String({ maxLength: 254 })),
  errorsOnly: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: JOURNAL_LIMIT_MAX })),
});

const summaryFields = {
  id: Type.String({ description: 'Increasing; newer requests have larger ids' }),
  at: Type.String({ description: 'ISO date-time the request arrived, real time' }),
  mockTime: Type.String({ description: 'ISO date-time of the mock clock when answered' }),
  method: Type.String(),
  url: Type.String(),
  callId: Nullable(Type.String()),
  userName: Nullable(Type.String()),
  httpStatus: Type.Integer(),
  errorCode: Nullable(Type.String()),
  durationMs: Type.Number(),
  requestRef: Nullable(Type.String()),
};

export const JournalSummary = Type.Object(summaryFields);

export const JournalDetail = Type.Object({
  ...summaryFields,
  requestHeaders: Type.Record(Type.String(), Type.String()),
  requestBody: Type.Unknown(),
  responseBody: Type.Unknown(),
  responseNote: Nullable(Type.String()),
});

export const JournalResponse = Type.Object({
  entries: Type.Array(JournalSummary),
  size: Type.Integer(),
  capacity: Type.Integer(),
});

export const JournalIdParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

export const SessionSummary = Type.Object({
  sessionId: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  role: Type.String({ description: 'The user kind: HR or BROKER' }),
  openedAt: Type.String({ description: 'ISO date-time, mock clock' }),
  lastSeenAt: Nullable(Type.String({ description: 'ISO date-time, mock clock' })),
});
export const SessionsResponse = Type.Object({ sessions: Type.Array(SessionSummary) });
export const SessionIdParams = Type.Object({ sessionId: Type.String({ maxLength: 100 }) });
export const SessionEndedResponse = Type.Object({ ended: Type.String() });

const Texts = Type.Object({ id: Type.String(), en: Type.String() });
const SeedSize = Type.Object({ companies: Type.Integer(), members: Type.Integer() });

export const PresetsResponse = Type.Object({
  current: Type.String(),
  presets: Type.Array(
    Type.Object({
      name: Type.String(),
      companies: Type.Integer(),
      members: Type.Integer(),
      description: Texts,
    }),
  ),
});
export const PresetParams = Type.Object({ name: Type.String({ maxLength: 64 }) });
export const PresetSwitchResponse = Type.Object({ current: Type.String(), seed: SeedSize });
