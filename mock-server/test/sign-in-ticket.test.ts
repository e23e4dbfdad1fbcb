import { CALLS, DEMO_USERS } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { SIGN_IN_TICKET_SECONDS } from '../src/store/ticket-book';
import { useResetApp } from './app-setup';
import { codeOf, latestCode, send, signIn } from './helpers';

const user = DEMO_USERS.locked;
const NEW_PASSWORD = 'Sejahtera#2027';
const forgot = { mode: 'forgot-password' };

/** Forgot password through the calls: code by e-mail, two-factor token, new password. */
async function resetPassword(app: MockApp) {
  await send(app, CALLS.requestOtp, { query: forgot, body: { userName: user.email } });
  const otp = await latestCode(app, user.email);
  const validated = await send(app, CALLS.validateOtp, {
    query: forgot,
    body: { userName: user.email, otp },
  });
  return send(app, CALLS.updatePassword, {
    query: forgot,
    body: { userName: user.email, password: NEW_PASSWORD },
    token: validated.body.data!.accessToken,
  });
}

const signInWith = (app: MockApp, signInTicket: string, password = NEW_PASSWORD) =>
  send(app, CALLS.authenticate, { body: { userName: user.email, password, signInTicket } });

describe('sign-in ticket: "view dashboard" after a password reset', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  it('a reset answers a ticket; with the new password it signs in without a second code', async () => {
    const reset = await resetPassword(app);
    const ticket = reset.body.data?.signInTicket;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reset.body.data?.signInTicketExpiresIn).toBe(SIGN_IN_TICKET_SECONDS);
    const codesBefore = app.store.inbox.list(user.email).length;

    const answer = await signInWith(app, ticket!);
    expect(answer.statusCode).toBe(200);
    const pair = answer.body.data!;
    expect(pair.scope).toBe('full');
    expect('refreshToken' in pair && pair.refreshToken).toBeTruthy();
    // no second emailed code
    expect(app.store.inbox.list(user.email)).toHaveLength(codesBefore);

    // session, access, profile: the spec's order after "view dashboard"
    const session = await send(app, CALLS.createSession, {
      query: { mode: 'signin' },
      token: pair.accessToken,
    });
    expect(session.statusCode).toBe(200);
    const access = await send(app, CALLS.validateAccess, { token: pair.accessToken });
    expect(access.body.data).toEqual({ accessGranted: true, channel: 'MO' });
    const profile = await send(app, CALLS.userProfile, { token: pair.accessToken });
    expect(profile.body.data?.email).toBe(user.email);
  });

  it('is single use: the second presentation gets the usual after-login answer', async () => {
    const ticket = (await resetPassword(app)).body.data!.signInTicket!;
    expect((await signInWith(app, ticket)).body.data?.scope).toBe('full');
    expect((await signInWith(app, ticket)).body.data?.scope).toBe('after-login');
  });

  it('is spent by a wrong password, which counts as a wrong password', async () => {
    const ticket = (await resetPassword(app)).body.data!.signInTicket!;
    const wrong = await signInWith(app, ticket, 'Wrong#Pass2027');
    expect(codeOf(wrong)).toBe('17002');
    expect((await signInWith(app, ticket)).body.data?.scope).toBe('after-login');
  });

  it('expires after a few minutes on the mock clock', async () => {
    const ticket = (await resetPassword(app)).body.data!.signInTicket!;
    app.store.clock.set(
      new Date(app.store.clock.now() + SIGN_IN_TICKET_SECONDS * 1000).toISOString(),
    );
    expect((await signInWith(app, ticket)).body.data?.scope).toBe('after-login');
  });

  it('belongs to its user: another user presenting it gets no full pair', async () => {
    const ticket = (await resetPassword(app)).body.data!.signInTicket!;
    const other = await send(app, CALLS.authenticate, {
      body: {
        userName: DEMO_USERS.hr.email,
        password: DEMO_USERS.hr.password,
        signInTicket: ticket,
      },
    });
    expect(other.body.data?.scope).toBe('after-login');
    // and the owner's ticket is untouched by that try
    expect((await signInWith(app, ticket)).body.data?.scope).toBe('full');
  });

  it('a guessed ticket gets the usual answer, and a malformed one is refused by the schema', async () => {
    await resetPassword(app);
    expect((await signInWith(app, 'A'.repeat(43))).body.data?.scope).toBe('after-login');
    const malformed = await send(app, CALLS.authenticate, {
      body: { userName: user.email, password: NEW_PASSWORD, signInTicket: 'short' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('a first password (err100) answers no ticket: it proved no mailbox', async () => {
    const armed = await app.inject({
      method: 'POST',
      url: '/__mock/scenarios/first-time-verified',
      payload: { userName: DEMO_USERS.firstTime.email },
    });
    const created = await send(app, CALLS.updatePassword, {
      query: { mode: 'signinmo' },
      body: { password: NEW_PASSWORD },
      token: (armed.json() as { accessToken: string }).accessToken,
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.data?.signInTicket).toBeUndefined();
  });
});

describe('auth/validate-access', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  it('needs a live session (err300 without one)', async () => {
    const { accessToken } = await signIn(app, 'hr');
    expect((await send(app, CALLS.validateAccess, { token: accessToken })).statusCode).toBe(200);
    await send(app, CALLS.deleteSession, { token: accessToken });
    const after = await send(app, CALLS.validateAccess, { token: accessToken });
    expect(codeOf(after)).not.toBeNull();
  });

  it('refuses a user who acts for no company (17004) and ends the session', async () => {
    const { accessToken } = await signIn(app, 'hr');
    app.store.userByEmail(DEMO_USERS.hr.email)!.companyIds = [];
    const refused = await send(app, CALLS.validateAccess, { token: accessToken });
    expect(codeOf(refused)).toBe('17004');
    // the session just opened ends with the refusal: its token is revoked
    const profile = await send(app, CALLS.userProfile, { token: accessToken });
    expect(codeOf(profile)).toBe('GW1031');
  });
});
