import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

type Compiled = ReturnType<typeof Compile>;

/**
 * A TypeBox validator compiled on its first use rather than when its route is registered: the
 * mock registers a hundred calls, most of which a run never makes, and compiling all their
 * schemas up front was a large share of its start time.
 */
export const lazyCompile = (schema: TSchema): (() => Compiled) => {
  let compiled: Compiled | undefined;
  return () => (compiled ??= Compile(schema));
};
