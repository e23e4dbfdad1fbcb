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
import type { MockStore } from '../store/store';

type Arms = {
  [N in ScenarioName]: (
    world: MockStore,
    app: FastifyInstance,
    params: Static<(typeof ScenarioParams)[N]>,
  ) => ScenarioResponse | Promise<ScenarioResponse>;
};

const userNamed = (world: MockStore, userName: string | undefined): StoredUser => {
  const user = userName === undefined ? undefined : world.userByEmail(userName);
  if (!user) throw fail.badRequest(`No seeded user ${String(userName)}`);
  return user;
};

/** A token of one scope for a seeded user, as the step before would have issued it. */
const tokenFor = (
  world: MockStore,
  app: FastifyInstance,
  scenario: ScenarioName,
  userName: string,
  scope: 'after-login' | 'two-factor' | 'first-time-login',
): ScenarioResponse => {
  const user = userNamed(world, userName);
  const { token } = app.tokens.sign(world, user.id, scope);
  return { scenario, userId: user.id, accessToken: token };
};

/** A session for a seeded user, as the sign-in would have opened it, with its token pair. */
const signedIn = (
  world: MockStore,
  app: FastifyInstance,
  scenario: ScenarioName,
  userName: string,
): ScenarioResponse & { userId: string; sessionId: string } => {
  const user = userNamed(world, userName);
  const sessionId = randomUUID();
  const pair = app.tokens.pair(world, user.id, sessionId);
  openSession(world, app, user.id, pair.jti, sessionId);
  return {
    scenario,
    userId: user.id,
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    sessionId,
  };
};

/** A scenario that changes what the named user's companies hold, then signs the user in. */
const changedThenSignedIn =
  <P extends { userName: string }>(
    scenario: ScenarioName,
    change: (world: MockStore, user: StoredUser, params: P) => void,
  ) =>
  (world: MockStore, app: FastifyInstance, params: P): ScenarioResponse => {
    change(world, userNamed(world, params.userName), params);
    return signedIn(world, app, scenario, params.userName);
  };

/**
 * What each shared scenario name does to the mock. The tokens returned let a Pact verifier or a
 * Playwright test act as that user without going through the screens first.
 */
const ARMS: Arms = {
  [SCENARIOS.seeded]: (world) => {
    resetMock(world);
    return { scenario: SCENARIOS.seeded };
  },
  [SCENARIOS.passwordVerified]: (world, app, { userName }) =>
    tokenFor(world, app, SCENARIOS.passwordVerified, userName, 'after-login'),
  [SCENARIOS.mfaCodeIssued]: (world, app, { userName, otp }) => {
    issueOtp(world, app, userNamed(world, userName), 'multi-factor-auth', otp);
    return tokenFor(world, app, SCENARIOS.mfaCodeIssued, userName, 'after-login');
  },
  [SCENARIOS.signedIn]: (world, app, { userName }) =>
    signedIn(world, app, SCENARIOS.signedIn, userName),
  [SCENARIOS.forgotPasswordCodeIssued]: (world, app, { userName, otp }) => {
    const user = userNamed(world, userName);
    issueOtp(world, app, user, 'forgot-password', otp);
    return { scenario: SCENARIOS.forgotPasswordCodeIssued, userId: user.id };
  },
  [SCENARIOS.twoFactorVerified]: (world, app, { userName }) =>
    tokenFor(world, app, SCENARIOS.twoFactorVerified, userName, 'two-factor'),
  // The user becomes a first-time one too, so signing in again also answers err100.
  [SCENARIOS.firstTimeVerified]: (world, app, { userName }) => {
    userNamed(world, userName).isPasswordUpdated = false;
    return tokenFor(world, app, SCENARIOS.firstTimeVerified, userName, 'first-time-login');
  },
  // As after a forgot-password reset: the user holds this one-time sign-in ticket.
  [SCENARIOS.signInTicketIssued]: (world, app, { userName, ticket }) => {
    const user = userNamed(world, userName);
    world.tickets.issue(user.id, world.clock.now(), ticket);
    return { scenario: SCENARIOS.signInTicketIssued, userId: user.id };
  },
  [SCENARIOS.accountLocked]: (world, app, { userName }) => {
    const user = userNamed(world, userName);
    user.accountState = 'locked';
    user.failedAttempts = 3;
    return { scenario: SCENARIOS.accountLocked, userId: user.id };
  },
  // Signed in, with the change-password code of my account issued: validating it with the
  // session's token answers the two-factor token (routes/user-management/otp.ts).
  [SCENARIOS.myAccountCodeIssued]: (world, app, { userName, otp }) => {
    const armed = signedIn(world, app, SCENARIOS.myAccountCodeIssued, userName);
    issueOtp(world, app, userNamed(world, userName), 'multi-factor-auth', otp);
    return armed;
  },
  // Signed in and past that code step: the two-factor token names the live session (sid), as
  // PUT users/password?mode=changepassword requires. The session's own tokens are not answered.
  [SCENARIOS.myAccountVerified]: (world, app, { userName }) => {
    const { userId, sessionId } = signedIn(world, app, SCENARIOS.myAccountVerified, userName);
    const { token } = app.tokens.sign(world, userId, 'two-factor', sessionId);
    return { scenario: SCENARIOS.myAccountVerified, userId, sessionId, accessToken: token };
  },
  [SCENARIOS.modulesGranted]: (world, app, { userName, modules }) => {
    const user = userNamed(world, userName);
    user.modules = [...modules];
    return { scenario: SCENARIOS.modulesGranted, userId: user.id };
  },
  [SCENARIOS.faultArmed]: (world, _app, params) => armFault(world, params),
  [SCENARIOS.tokenLifetime]: (world, _app, params) => armLifetimes(world, params),
  [SCENARIOS.maintenanceWindow]: armMaintenance,
  [SCENARIOS.announcement]: armAnnouncement,
  [SCENARIOS.bulkFileUploaded]: (world, app, { userName }) => ({
    ...signedIn(world, app, SCENARIOS.bulkFileUploaded, userName),
    fileGatewayRefNo: seedBulkUpload(world, app, userNamed(world, userName)),
  }),
  [SCENARIOS.claimsOfEveryStatus]: (world, app, { userName }) => ({
    ...signedIn(world, app, SCENARIOS.claimsOfEveryStatus, userName),
    claimIds: addClaimsOfEveryStatus(world, app, userNamed(world, userName)),
  }),
  [SCENARIOS.claimsBookEmpty]: changedThenSignedIn(SCENARIOS.claimsBookEmpty, emptyClaimsBook),
  [SCENARIOS.cobRequested]: (world, app, { userName }) => {
    const { claimId, cobRefNo } = fileDemoCob(world, app, userNamed(world, userName));
    return {
      ...signedIn(world, app, SCENARIOS.cobRequested, userName),
      claimIds: { COB: claimId },
      cobRefNo,
    };
  },
  [SCENARIOS.cobRefused]: (world, app, { userName, errorCode }) => {
    const armed = signedIn(world, app, SCENARIOS.cobRefused, userName);
    const fault = {
      callId: CALLS.cobSubmit.id,
      errorCode: errorCode ?? ERROR_CODES.cobNotAllowed,
      httpStatus: 409,
      times: 1,
    };
    world.faults.arm(fault.callId, { ...fault, remaining: fault.times });
    return { ...armed, fault };
  },
  [SCENARIOS.paymentProviderDisabled]: changedThenSignedIn(
    SCENARIOS.paymentProviderDisabled,
    disablePaymentProvider,
  ),
  [SCENARIOS.feedbackSent]: (world, app, { userName }) => {
    const user = userNamed(world, userName);
    const { id } = world.feedback.add({
      userId: user.id,
      category: 'SUGGESTION',
      rating: 4,
      message: 'Tolong tambahkan ekspor PDF untuk daftar peserta.',
      createdAt: new Date(world.clock.now()).toISOString(),
    });
    return { ...signedIn(world, app, SCENARIOS.feedbackSent, userName), feedbackId: id };
  },
  [SCENARIOS.billingOfEveryStatus]: (world, app, { userName }) => ({
    ...signedIn(world, app, SCENARIOS.billingOfEveryStatus, userName),
    invoices: addInvoicesOfEveryStatus(world, app, userNamed(world, userName)),
  }),
  [SCENARIOS.billingBookEmpty]: changedThenSignedIn(SCENARIOS.billingBookEmpty, emptyBillingBook),
  [SCENARIOS.billingDetailOfFiles]: (world, app, { userName, files }) => {
    const invoices = splitBillingDetail(world, userNamed(world, userName), files ?? 3);
    return { ...signedIn(world, app, SCENARIOS.billingDetailOfFiles, userName), invoices };
  },
  [SCENARIOS.billingDownloadFails]: (world, app, { userName, errorCode, times }) => ({
    ...signedIn(world, app, SCENARIOS.billingDownloadFails, userName),
    fault: failBillingDownloads(world, errorCode, times),
  }),
  [SCENARIOS.reportOfFiles]: changedThenSignedIn(SCENARIOS.reportOfFiles, (world, user, p) =>
    splitReports(world, user, p.files ?? 3),
  ),
  [SCENARIOS.reportEmpty]: changedThenSignedIn(SCENARIOS.reportEmpty, emptyReports),
  [SCENARIOS.reportFails]: (world, app, { userName, errorCode, times, call }) => ({
    ...signedIn(world, app, SCENARIOS.reportFails, userName),
    faults: failReportCalls(world, call ?? 'data', errorCode ?? DEFAULT_REPORT_FAULT, times ?? 1),
  }),
  [SCENARIOS.reportFileSlow]: changedThenSignedIn(SCENARIOS.reportFileSlow, (world, user, p) =>
    slowReportFiles(world, user, p.checks ?? 2, p.readyAfterSeconds ?? 0),
  ),
  [SCENARIOS.reportFilePrepared]: async (world, app, { userName, fileGatewayRefNo, ready }) => {
    const armed = signedIn(world, app, SCENARIOS.reportFilePrepared, userName);
    const ref = await prepareReportFile(
      world,
      app,
      userNamed(world, userName),
      fileGatewayRefNo,
      ready ?? true,
    );
    return { ...armed, fileGatewayRefNo: ref };
  },
};

/** Back to the seed: data, codes, sessions, inbox, remote configuration, faults, lifetimes, clock. */
export const resetMock = (world: MockStore): void => {
  world.resetWorld();
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
  world: MockStore,
  app: FastifyInstance,
  name: string,
  body: unknown,
): ScenarioResponse | Promise<ScenarioResponse> => {
  if (!isScenario(name)) throw fail.notFound(`Unknown scenario ${name.slice(0, 64)}`);
  const params = checkParams(ScenarioParams[name] as TSchema, body);
  return (
    ARMS[name] as (
      world: MockStore,
      app: FastifyInstance,
      params: unknown,
    ) => ScenarioResponse | Promise<ScenarioResponse>
  )(world, app, params);
};
