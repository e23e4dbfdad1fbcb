import Type, { type Static, type TSchema } from 'typebox';

/**
 * The spec's response envelope (part 1 section 3). Every answer, success or failure, has this
 * shape; payloads sit in `data`. The real insurer is inconsistent about `status` (the string
 * "success" on most calls, the boolean true on auth/session), so both are allowed here and each
 * call states its own success rule (see calls/define.ts).
 */
export const SystemInformation = Type.Object({
  errorCode: Type.Union([Type.String(), Type.Null()]),
  errorMessage: Type.Union([Type.String(), Type.Null()]),
  timestamp: Type.String(),
  details: Type.Union([Type.Array(Type.String()), Type.Null()]),
  // The spelling is the spec's.
  isSysUnderMaintenane: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
});
export type SystemInformation = Static<typeof SystemInformation>;

export const EnvelopeStatus = Type.Union([
  Type.Literal('success'),
  Type.Literal('failed'),
  Type.Boolean(),
]);

const envelopeFields = {
  status: EnvelopeStatus,
  message: Type.String(),
  isFirstTimeLogin: Type.Boolean(),
  systemInformation: SystemInformation,
  version: Type.String(),
};

/** Envelope carrying a payload of the given schema. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ ...envelopeFields, data: Type.Optional(data) });

/**
 * Envelope of a failed call: an error code always set; a payload only where the call's
 * `errorData` names one for that code (err100's first-time token).
 */
export const ErrorEnvelope = Type.Object({
  ...envelopeFields,
  data: Type.Optional(Type.Unknown()),
  systemInformation: Type.Object({
    ...SystemInformation.properties,
    errorCode: Type.String({ minLength: 1 }),
  }),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export type EnvelopeOf<D> = {
  status: 'success' | 'failed' | boolean;
  message: string;
  isFirstTimeLogin: boolean;
  systemInformation: SystemInformation;
  version: string;
  data?: D;
};
