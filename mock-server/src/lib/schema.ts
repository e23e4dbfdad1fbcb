import Type, { type TSchema } from 'typebox';

// The helper lives in contracts; re-exported for the mock's own schemas.
export { literalUnion } from '@mo/contracts';

/** A value or null (the mock's control and snapshot schemas). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
