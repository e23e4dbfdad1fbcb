import type { CallId, UserProfile } from '@mo/contracts';
import { ApiError, type AnyCallRoute, type ApiClient } from '../src/lib/api-client';
import { primePasswordKey } from '../src/lib/password-crypto';
import { TEST_PASSWORD_KEY } from './password-test-key';

type Handler = (params: Record<string, unknown>) => unknown;
export type FakeHandlers = Partial<Record<CallId, Handler>>;

export interface FakeApi extends ApiClient {
  /** Every call made, in order, with its params. */
  calls: Array<{ id: string; params: Record<string, unknown> }>;
  /** Replaces handlers (later calls use the new ones). */
  answer: (handlers: FakeHandlers) => void;
}

/**
 * An API client for sagas and pages: answers by call id, records every call. It holds the test
 * password key as a page that has fetched it does, so password fields arrive sealed with it
 * (match them with password-test-key's sealedAs).
 */
export function fakeApi(initial: FakeHandlers = {}): FakeApi {
  const handlers: FakeHandlers = { ...initial };
  const calls: FakeApi['calls'] = [];
  const api: FakeApi = {
    calls,
    answer: (next) => Object.assign(handlers, next),
    http: undefined as never,
    call: async (spec: AnyCallRoute, ...args: unknown[]) => {
      const params = (args[0] ?? {}) as Record<string, unknown>;
      calls.push({ id: spec.id, params });
      const handler = handlers[spec.id as CallId];
      if (!handler) throw new Error(`fake api: no answer for ${spec.id}`);
      return handler(params) as never;
    },
  };
  primePasswordKey(api, TEST_PASSWORD_KEY);
  return api;
}

export const apiError = (callId: string, errorCode: string, serverMessage: string | null = null) =>
  new ApiError({ callId, errorCode, serverMessage, httpStatus: 401, details: [] });

export const fail = (callId: string, errorCode: string, serverMessage?: string) => () => {
  throw apiError(callId, errorCode, serverMessage ?? null);
};

export const profileOf = (companies: Array<[string, string]>): UserProfile => ({
  id: 'u-1',
  name: 'Rina Hartono',
  email: 'hr.admin@nusantara-demo.co.id',
  companyName: companies[0]?.[1] ?? '',
  companyPhoneNo: '021-5550100',
  companyEmailAddress: 'hr@nusantara-demo.co.id',
  companyAddress: 'Jl. Sudirman 1, Jakarta',
  preferredLanguage: 'id',
  isPasswordUpdated: true,
  companyDetails: companies.map(([id, companyName], i) => ({
    id,
    companyName,
    companyNumber: `C${i + 1}`,
  })),
});

/** Answers of a successful sign-in, from password to profile. */
export const signInAnswers = (profile: UserProfile = profileOf([['c-1', 'PT Nusantara Demo']])) =>
  ({
    authenticate: () => ({
      accessToken: 'after-login-token',
      tokenType: 'Bearer',
      expiresIn: 300,
      scope: 'after-login',
      maskedEmail: 'hr.a***n@nusantara-demo.co.id',
    }),
    getSysParam: () => ({
      systemParameterList: [
        {
          category: 'DEFAULT_VARIABLES',
          commonCategoryDetail: [{ code: 'OTP_VALIDITY', description1: '120' }],
        },
      ],
    }),
    requestOtp: () => ({ destination: 'hr.a***n@nusantara-demo.co.id', validitySeconds: 180 }),
    validateOtp: () => ({
      validationStatus: true,
      accessToken: 'full-token',
      refreshToken: 'refresh-token',
      tokenType: 'Bearer',
      expiresIn: 900,
      scope: 'full',
    }),
    createSession: () => ({ sessionId: 'session-1' }),
    validateAccess: () => ({ accessGranted: true, channel: 'MO' }),
    accessibleModules: () => ({ modules: ['Home', 'Excess Claim'] }),
    userProfile: () => profile,
    deleteSession: () => ({}),
  }) satisfies FakeHandlers;

/** Answers of a two-factor code (forgot password, change password): sent, then accepted. */
export const twoFactorAnswers = () =>
  ({
    requestOtp: () => ({ destination: 'hr.a***n@nusantara-demo.co.id', validitySeconds: 180 }),
    validateOtp: () => ({
      validationStatus: true,
      accessToken: 'two-factor-token',
      tokenType: 'Bearer',
      expiresIn: 300,
      scope: 'two-factor',
    }),
  }) satisfies FakeHandlers;
