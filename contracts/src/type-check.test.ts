import type { BodyOf, QueryOf } from './calls';
import { CALLS } from './calls';
import { Value } from 'typebox/value';

// Compile-time checks: these assignments fail `npm run typecheck` if the helpers regress to
// `undefined` or `never` (they did once: optional parts and mapped literal unions).
const otpQuery: QueryOf<typeof CALLS.requestOtp> = { mode: 'multi-factor-auth', type: 'email' };
const signIn: BodyOf<typeof CALLS.authenticate> = { userName: 'a@b.co', password: 'x' };
const noBody: BodyOf<typeof CALLS.createSession> = undefined;
// @ts-expect-error an unknown purpose is not a mode
const badMode: QueryOf<typeof CALLS.requestOtp> = { mode: 'sms' };

describe('contract schemas', () => {
  it('accept what the types accept and refuse unknown literal values at run time', () => {
    expect(Value.Check(CALLS.requestOtp.querystring!, otpQuery)).toBe(true);
    expect(Value.Check(CALLS.authenticate.body!, signIn)).toBe(true);
    expect(noBody).toBeUndefined();
    expect(Value.Check(CALLS.requestOtp.querystring!, badMode)).toBe(false);
    expect(Value.Check(CALLS.getSysParam.querystring!, { category: 'COUNTRY' })).toBe(true);
    expect(Value.Check(CALLS.getSysParam.querystring!, { category: 'OTHER' })).toBe(false);
  });
});
