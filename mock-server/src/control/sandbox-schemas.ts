import { SANDBOX_ID_PATTERN } from '@mo/contracts';
import Type, { type Static } from 'typebox';
import { Nullable } from '../lib/schema';

/** Shapes of the control API's sandboxes (issue 29; plugins/sandboxes.ts). */

/** Checked by the sandbox book (MK4001 in the envelope), so any short text passes here. */
const SandboxIdText = Type.String({
  maxLength: 200,
  description: `1 to 32 lowercase letters, digits and inner hyphens (${SANDBOX_ID_PATTERN.source})`,
});

export const SandboxParams = Type.Object({ id: SandboxIdText });

export const SandboxCreateBody = Type.Object(
  {
    id: Type.Optional(SandboxIdText),
    preset: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'A seed preset (GET /__mock/presets); demo by default',
      }),
    ),
    from: Type.Optional(
      Type.String({
        maxLength: 200,
        description: "Fork: a sandbox's id, or 'default' for the default world (its current state)",
      }),
    ),
    label: Type.Optional(
      Type.String({ maxLength: 80, description: "Whose it is: a tester's or a customer's name" }),
    ),
  },
  { additionalProperties: false },
);
export type SandboxCreateBody = Static<typeof SandboxCreateBody>;

export const SandboxView = Type.Object({
  id: Type.String(),
  label: Nullable(Type.String()),
  preset: Type.String(),
  forkedFrom: Nullable(Type.String()),
  createdAt: Type.String({ description: 'ISO date-time, real time' }),
  lastUsedAt: Type.String({ description: 'ISO date-time, real time' }),
  mockTime: Type.String({ description: "ISO date-time of the sandbox's own mock clock" }),
  seed: Type.Object({ companies: Type.Integer(), members: Type.Integer() }),
  approxBytes: Type.Integer({ description: 'Approximate memory of its data (sampled)' }),
});
export type SandboxView = Static<typeof SandboxView>;

export const SandboxListResponse = Type.Object({
  sandboxes: Type.Array(SandboxView),
  max: Type.Integer({ description: 'MOCK_SANDBOX_MAX' }),
  idleMinutes: Type.Integer({ description: 'MOCK_SANDBOX_IDLE_MINUTES' }),
});

/** An export file: checked in full by the route (world-snapshot-schema), so any object here. */
export const SandboxExport = Type.Unknown({
  description:
    "A sandbox's state: { format: 'mock-world', version: 1, seed, clock, data, state, ... }",
});

export const SandboxImportQuery = Type.Object({
  id: Type.Optional(SandboxIdText),
  label: Type.Optional(Type.String({ maxLength: 80 })),
});

export const SandboxDeletedResponse = Type.Object({ deleted: Type.String() });
