import type { TSchema } from 'typebox';
import { lazyCompile } from './lazy-compile';
import { openSealedPassword } from '../services/password-key';
import { fail } from './api-error';

type Opener = (body: unknown) => Promise<unknown>;

/**
 * For a call whose contract names sealed fields (password-seal.ts): a function that returns the
 * body with each present field decrypted, then checked against the clear-text schema the
 * contract gives it (the limits the field had when it travelled in clear: GC400 naming the field,
 * as the request validator says it). Handlers see clear text and keep every password rule.
 */
export const sealedFieldsOpener = (
  sealedFields: Readonly<Record<string, TSchema>> | undefined,
): Opener | null => {
  if (!sealedFields) return null;
  const checks = Object.entries(sealedFields).map(
    ([name, schema]) => [name, lazyCompile(schema)] as const,
  );
  return async (body) => {
    const sealed = body as Record<string, unknown>;
    const opened: Record<string, unknown> = { ...sealed };
    for (const [name, compiled] of checks) {
      const value = sealed[name];
      if (typeof value !== 'string') continue;
      const field = `body.${name}`;
      const clear = await openSealedPassword(value, field);
      const check = compiled();
      if (!check.Check(clear)) {
        const [problem] = [...check.Errors(clear)];
        throw fail.badRequest('Invalid request', [`${field}: ${problem?.message ?? 'invalid'}`]);
      }
      opened[name] = clear;
    }
    return opened;
  };
};
