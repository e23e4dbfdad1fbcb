import { randomUUID } from 'node:crypto';
import { CALLS, ERROR_CODES, SCENARIOS, type ScenarioName } from '@mo/contracts';
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { fail } from '../lib/api-error';
import { issueOtp } from '../services/otp';
import { openSession } from '../services/session';
import type { StoredUser } from '../store/store';
import { ScenarioParams, type ScenarioResponse } from './schemas';
import { armAnnouncement, armFault, armLifetimes, armMaintenance } from './system-scenarios';
import { seedBulkUpload } from '../services/file-book';
import {
  addClaimsOfEveryStatus,
  disablePaymentProvider,
  emptyClaimsBook,
  fileDemoCob,
} from './claim-scenarios';
import {
  addInvoicesOfEveryStatus,
  emptyBillingBook,
  failBillingDownloads,
  splitBillingDetail,
} from './billing-scenarios';
import {
  DEFAULT_REPORT_FAULT,
  emptyReports,
  failReportCalls,
  prepareReportFile,
  slowReportFiles,
  splitReports,
} from './report-scenarios';

type Arms = {
  [N in ScenarioName]: (
    app: FastifyInstance,
    params: Static<(typeof ScenarioParams)[N]>,
  ) => ScenarioResponse | Promise<ScenarioResponse>;
};

const userNamed = (app: FastifyInstance, userName: string | undefined): StoredUser => {
  const user = userName === undefined ? undefined : app.store.userByEmail(userName);
  if (!user) throw fail.badRequest(`No seeded user ${String(userName)}`);
  return user;
};

/** A token of one scope for a seeded user, as the step before would have issued it. */
const tokenFor = (
  app: FastifyInstance,
  scenario: ScenarioName,
  userName: string,
  scope: 'after-login' | 'two-factor' | 'first-time-login',
): ScenarioResponse => {
  const user = userNamed(app, userName);
  const { token } = app.tokens.sign(user.id, scope);
  return { scenario, userId: user.id, accessToken: token };
};

/** A session for a seeded user, as the sign-in would have opened it, with its token pair. */
const signedIn = (
  app: FastifyInstance,
  scenario: ScenarioName,
  userName: string,
): ScenarioResponse & { userId: string; sessionId: string } => {
  const user = userNamed(app, userName);
  const sessionId = randomUUID();
  const pair = app.tokens.pair(user.id, sessionId);
  openSession(app, user.id, pair.jti, sessionId);
  return {
    scenario,
    userId: user.id,
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    sessionId,
  };
};

/**
 * What each shared scenario name does to the mock. The tokens returned let a Pact verifier or a
 * Playwright test act as that user without going through the screens first.
 */
const ARMS: Arms = {
  [SCENARIOS.seeded]: (app) => {
    resetMock(app);
    return { scenario: SCENARIOS.seeded };
  },
  [SCENARIOS.passwordVerified]: (app, { userName }) =>
    tokenFor(app, SCENARIOS.passwordVerified, userName, 'after-login'),
  [SCENARIOS.mfaCodeIssued]: (app, { userName, otp }) => {
    issueOtp(app, userNamed(app, userName), 'multi-factor-auth', otp);
    return tokenFor(app, SCENARIOS.mfaCodeIssued, userName, 'after-login');
  },
  [SCENARIOS.signedIn]: (app, { userName }) => signedIn(app, SCENARIOS.signedIn, userName),
  [SCENARIOS.forgotPasswordCodeIssued]: (app, { userName, otp }) => {
    const user = userNamed(app, userName);
    issueOtp(app, user, 'forgot-password', otp);
    return { scenario: SCENARIOS.forgotPasswordCodeIssued, userId: user.id };
  },
  [SCENARIOS.twoFactorVerified]: (app, { userName }) =>
    tokenFor(app, SCENARIOS.twoFactorVerified, userName, 'two-factor'),
  // The user becomes a first-time one too, so signing in again also answers err100.
  [SCENARIOS.firstTimeVerified]: (app, { userName }) => {
    userNamed(app, userName).isPasswordUpdated = false;
    return tokenFor(app, SCENARIOS.firstTimeVerified, userName, 'first-time-login');
  },
  // As after a forgot-password reset: the user holds this one-time sign-in ticket.
  [SCENARIOS.signInTicketIssued]: (app, { userName, ticket }) => {
    const user = userNamed(app, userName);
    app.store.tickets.issue(user.id, app.clock.now(), ticket);
    return { scenario: SCENARIOS.signInTicketIssued, userId: user.id };
  },
  [SCENARIOS.accountLocked]: (app, { userName }) => {
    const user = userNamed(app, userName);
    user.accountState = 'locked';
    user.failedAttempts = 3;
    return { scenario: SCENARIOS.accountLocked, userId: user.id };
  },
  // Signed in, with the change-password code of my account issued: validating it with the
  // session's token answers the two-factor token (routes/user-management/otp.ts).
  [SCENARIOS.myAccountCodeIssued]: (app, { userName, otp }) => {
    const armed = signedIn(app, SCENARIOS.myAccountCodeIssued, userName);
    issueOtp(app, userNamed(app, userName), 'multi-factor-auth', otp);
    return armed;
  },
  // Signed in and past that code step: the two-factor token names the live session (sid), as
  // PUT users/password?mode=changepassword requires. The session's own tokens are not answered.
  [SCENARIOS.myAccountVerified]: (app, { userName }) => {
    const { userId, sessionId } = signedIn(app, SCENARIOS.myAccountVerified, userName);
    const { token } = app.tokens.sign(userId, 'two-factor', sessionId);
    return { scenario: SCENARIOS.myAccountVerified, userId, sessionId, accessToken: token };
  },
  [SCENARIOS.modulesGranted]: (app, { userName, modules }) => {
    const user = userNamed(app, userName);
    user.modules = [...modules];
    return { scenario: SCENARIOS.modulesGranted, userId: user.id };
  },
  [SCENARIOS.faultArmed]: armFault,
  [SCENARIOS.tokenLifetime]: armLifetimes,
  [SCENARIOS.maintenanceWindow]: armMaintenance,
  [SCENARIOS.announcement]: armAnnouncement,
  [SCENARIOS.bulkFileUploaded]: (app, { userName }) => ({
    ...signedIn(app, SCENARIOS.bulkFileUploaded, userName),
    fileGatewayRefNo: seedBulkUpload(app, userNamed(app, userName)),
  }),
  [SCENARIOS.claimsOfEveryStatus]: (app, { userName }) => ({
    ...signedIn(app, SCENARIOS.claimsOfEveryStatus, userName),
    claimIds: addClaimsOfEveryStatus(app, userNamed(app, userName)),
  }),
  [SCENARIOS.claimsBookEmpty]: (app, { userName }) => {
    emptyClaimsBook(app, userNamed(app, userName));
    return signedIn(app, SCENARIOS.claimsBookEmpty, userName);
  },
  [SCENARIOS.cobRequested]: (app, { userName }) => {
    const { claimId, cobRefNo } = fileDemoCob(app, userNamed(app, userName));
    return {
      ...signedIn(app, SCENARIOS.cobRequested, userName),
      claimIds: { COB: claimId },
      cobRefNo,
    };
  },
  [SCENARIOS.cobRefused]: (app, { userName, errorCode }) => {
    const armed = signedIn(app, SCENARIOS.cobRefused, userName);
    const fault = {
      callId: CALLS.cobSubmit.id,
      errorCode: errorCode ?? ERROR_CODES.cobNotAllowed,
      httpStatus: 409,
      times: 1,
    };
    app.store.faults.arm(fault.callId, { ...fault, remaining: fault.times });
    return { ...armed, fault };
  },
  [SCENARIOS.paymentProviderDisabled]: (app, { userName }) => {
    disablePaymentProvider(app, userNamed(app, userName));
    return signedIn(app, SCENARIOS.paymentProviderDisabled, userName);
  },
  [SCENARIOS.feedbackSent]: (app, { userName }) => {
    const user = userNamed(app, userName);
    const { id } = app.store.feedback.add({
      userId: user.id,
      category: 'SUGGESTION',
      rating: 4,
      message: 'Tolong tambahkan ekspor PDF untuk daftar peserta.',
      createdAt: new Date(app.clock.now()).toISOString(),
    });
    return { ...signedIn(app, SCENARIOS.feedbackSent, userName), feedbackId: id };
  },
  [SCENARIOS.billingOfEveryStatus]: (app, { userName }) => ({
    ...signedIn(app, SCENARIOS.billingOfEveryStatus, userName),
    invoices: addInvoicesOfEveryStatus(app, userNamed(app, userName)),
  }),
  [SCENARIOS.billingBookEmpty]: (app, { userName }) => {
    emptyBillingBook(app, userNamed(app, userName));
    return signedIn(app, SCENARIOS.billingBookEmpty, userName);
  },
  [SCENARIOS.billingDetailOfFiles]: (app, { userName, files }) => {
    const invoices = splitBillingDetail(app, userNamed(app, userName), files ?? 3);
    return { ...signedIn(app, SCENARIOS.billingDetailOfFiles, userName), invoices };
  },
  [SCENARIOS.billingDownloadFails]: (app, { userName, errorCode, times }) => ({
    ...signedIn(app, SCENARIOS.billingDownloadFails, userName),
    fault: failBillingDownloads(app, errorCode, times),
  }),
  [SCENARIOS.reportOfFiles]: (app, { userName, files }) => {
    splitReports(app, userNamed(app, userName), files ?? 3);
    return signedIn(app, SCENARIOS.reportOfFiles, userName);
  },
  [SCENARIOS.reportEmpty]: (app, { userName }) => {
    emptyReports(app, userNamed(app, userName));
    return signedIn(app, SCENARIOS.reportEmpty, userName);
  },
  [SCENARIOS.reportFails]: (app, { userName, errorCode, times, call }) => ({
    ...signedIn(app, SCENARIOS.reportFails, userName),
    faults: failReportCalls(app, call ?? 'data', errorCode ?? DEFAULT_REPORT_FAULT, times ?? 1),
  }),
  [SCENARIOS.reportFileSlow]: (app, { userName, checks, readyAfterSeconds }) => {
    slowReportFiles(app, userNamed(app, userName), checks ?? 2, readyAfterSeconds ?? 0);
    return signedIn(app, SCENARIOS.reportFileSlow, userName);
  },
  [SCENARIOS.reportFilePrepared]: async (app, { userName, fileGatewayRefNo, ready }) => {
    const armed = signedIn(app, SCENARIOS.reportFilePrepared, userName);
    const ref = await prepareReportFile(
      app,
      userNamed(app, userName),
      fileGatewayRefNo,
      ready ?? true,
    );
    return { ...armed, fileGatewayRefNo: ref };
  },
};

/** Back to the seed: data, codes, sessions, inbox, remote configuration, faults, lifetimes, clock. */
export const resetMock = (app: FastifyInstance): void => {
  app.store.reset();
  app.clock.reset();
  app.config.accessTokenTtlSeconds = app.startConfig.accessTokenTtlSeconds;
  app.config.refreshTokenTtlSeconds = app.startConfig.refreshTokenTtlSeconds;
};

const isScenario = (name: string): name is ScenarioName => Object.hasOwn(ARMS, name);

/** Checks a body against a schema: err001 naming missing fields, GC400 for anything else. */
export const checkParams = <S extends TSchema>(schema: S, body: unknown): Static<S> => {
  const params = body ?? {};
  if (Value.Check(schema, params)) return params;
  const problems = [...Value.Errors(schema, params)];
  const missing = problems.flatMap((p) =>
    p.keyword === 'required'
      ? ((p.params as { requiredProperties?: string[] }).requiredProperties ?? [])
      : [],
  );
  if (missing.length > 0) throw fail.required(missing.map((m) => `body.${m}`));
  throw fail.badRequest(
    'Invalid parameters',
    problems.map((p) => `${p.instancePath || 'body'}: ${p.message}`),
  );
};

export const armScenario = (
  app: FastifyInstance,
  name: string,
  body: unknown,
): ScenarioResponse | Promise<ScenarioResponse> => {
  if (!isScenario(name)) throw fail.notFound(`Unknown scenario ${name.slice(0, 64)}`);
  const params = checkParams(ScenarioParams[name] as TSchema, body);
  return (
    ARMS[name] as (
      app: FastifyInstance,
      params: unknown,
    ) => ScenarioResponse | Promise<ScenarioResponse>
  )(app, params);
};
