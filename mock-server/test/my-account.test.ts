import { CALLS, DEMO_USERS, ERROR_CODES } from '@mo/contracts';
import { DEMO_PREVIOUS_SIGN_INS, DEMO_USER_IDS } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import {
  arm,
  authenticate,
  claimsOf,
  codeOf,
  latestCode,
  send,
  sendForm,
  signIn,
  type SignedIn,
} from './helpers';

const hr = DEMO_USERS.hr;
const mfa = { mode: 'multi-factor-auth' };
const change = { mode: 'changepassword' };

describe('my account: last login, language, change password', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  describe('lastLogin', () => {
    it('answers the seeded earlier sign-in after a fresh one, then the previous session', async () => {
      app.store.clock.set('2026-11-22T01:00:00.000Z');
      const first = await signIn(app, 'hr');
      const answer = await send(app, CALLS.lastLogin, { token: first.accessToken });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data).toEqual({ previousLoginTime: DEMO_PREVIOUS_SIGN_INS.hr });

      app.store.clock.set('2026-11-22T03:00:00.000Z');
      const second = await signIn(app, 'hr');
      const next = await send(app, CALLS.lastLogin, { token: second.accessToken });
      // the mock clock runs on from where it was set: the first session opened just after it
      const previous = Date.parse(next.body.data?.previousLoginTime ?? '');
      expect(previous).toBeGreaterThanOrEqual(Date.parse('2026-11-22T01:00:00.000Z'));
      expect(previous).toBeLessThan(Date.parse('2026-11-22T01:01:00.000Z'));
      // the broker's own history is separate
      const broker = await signIn(app, 'broker');
      expect(
        (await send(app, CALLS.lastLogin, { token: broker.accessToken })).body.data
          ?.previousLoginTime,
      ).toBe(DEMO_PREVIOUS_SIGN_INS.broker);
      app.store.clock.reset();
    });

    it('keeps the previous time when the session is re-confirmed after a refresh', async () => {
      app.store.clock.set('2026-11-22T01:00:00.000Z');
      const first = await signIn(app, 'hr');
      const refreshed = await sendForm(app, CALLS.refreshToken, {
        grant_type: 'refresh_token',
        refresh_token: first.refreshToken,
      });
      const token = refreshed.body.data!.accessToken;
      const again = await send(app, CALLS.createSession, { query: { mode: 'signin' }, token });
      expect(again.body.data?.sessionId).toBe(first.sessionId);
      const answer = await send(app, CALLS.lastLogin, { token });
      expect(answer.body.data?.previousLoginTime).toBe(DEMO_PREVIOUS_SIGN_INS.hr);
      app.store.clock.reset();
    });

    it('needs a live session (err300 once a newer sign-in replaced it)', async () => {
      const first = await signIn(app, 'hr');
      await signIn(app, 'hr');
      expect(codeOf(await send(app, CALLS.lastLogin, { token: first.accessToken }))).toBe(
        ERROR_CODES.invalidSession,
      );
    });
  });

  describe('updateUser', () => {
    const update = (session: SignedIn, userId: string, body: object) =>
      send(app, CALLS.updateUser, { params: { userId }, body, token: session.accessToken });

    it('saves the own language, which the profile then answers', async () => {
      const session = await signIn(app, 'hr');
      const answer = await update(session, DEMO_USER_IDS.hr, {
        id: DEMO_USER_IDS.hr,
        preferredLanguage: 'en',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data).toEqual({ updateStatus: true });
      expect(answer.body.status).toBe('success');
      const profile = await send(app, CALLS.userProfile, { token: session.accessToken });
      expect(profile.body.data?.preferredLanguage).toBe('en');
    });

    it("answers 403 GW1034 to another user's id, in the path or the body", async () => {
      const session = await signIn(app, 'hr');
      for (const [userId, id] of [
        [DEMO_USER_IDS.broker, DEMO_USER_IDS.broker],
        [DEMO_USER_IDS.hr, DEMO_USER_IDS.broker],
        [DEMO_USER_IDS.broker, DEMO_USER_IDS.hr],
      ] as const) {
        const answer = await update(session, userId, { id, preferredLanguage: 'en' });
        expect(answer.statusCode).toBe(403);
        expect(codeOf(answer)).toBe(ERROR_CODES.insufficientScope);
      }
      const profile = await send(app, CALLS.userProfile, { token: session.accessToken });
      expect(profile.body.data?.preferredLanguage).toBe('id');
    });

    it('validates the language (GC400) and the fields (err001)', async () => {
      const session = await signIn(app, 'hr');
      const bad = await update(session, DEMO_USER_IDS.hr, {
        id: DEMO_USER_IDS.hr,
        preferredLanguage: 'fr',
      });
      expect(codeOf(bad)).toBe(ERROR_CODES.badRequest);
      const missing = await update(session, DEMO_USER_IDS.hr, { id: DEMO_USER_IDS.hr });
      expect(codeOf(missing)).toBe(ERROR_CODES.required);
    });
  });

  describe('updatePassword mode=changepassword', () => {
    /** The code step of a signed-in user: the full token asks for and validates the code. */
    const codeStep = async (session: SignedIn) => {
      await send(app, CALLS.requestOtp, {
        query: mfa,
        body: { userName: hr.email },
        token: session.accessToken,
      });
      const otp = await latestCode(app, hr.email);
      return send(app, CALLS.validateOtp, {
        query: mfa,
        body: { userName: hr.email, otp },
        token: session.accessToken,
      });
    };
    const changeWith = (token: string, body: object) =>
      send(app, CALLS.updatePassword, { query: change, body, token });

    it('gives a signed-in user a two-factor token without a refresh token or a new session', async () => {
      const session = await signIn(app, 'hr');
      const answer = await codeStep(session);
      expect(answer.statusCode).toBe(200);
      const data = answer.body.data!;
      expect(data.scope).toBe('two-factor');
      expect(data.refreshToken).toBeUndefined();
      expect(claimsOf(data.accessToken)).toMatchObject({
        scope: 'two-factor',
        sub: DEMO_USER_IDS.hr,
      });
      // the session goes on with the same token
      const profile = await send(app, CALLS.userProfile, { token: session.accessToken });
      expect(profile.statusCode).toBe(200);
    });

    it('changes the password: current and new, session kept, token used once', async () => {
      const session = await signIn(app, 'hr');
      const token = (await codeStep(session)).body.data!.accessToken;
      const body = { userName: hr.email, password: 'Changed#2027x', currentPassword: hr.password };
      const answer = await changeWith(token, body);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data).toEqual({ updateStatus: true });
      expect((await send(app, CALLS.userProfile, { token: session.accessToken })).statusCode).toBe(
        200,
      );
      expect(codeOf(await changeWith(token, body))).toBe(ERROR_CODES.invalidToken);
      const signInAgain = await send(app, CALLS.authenticate, {
        body: { userName: hr.email, password: 'Changed#2027x' },
      });
      expect(signInAgain.statusCode).toBe(200);
    });

    it('answers err036_pwd, err010 and err036 (not err023), and err001 without the fields', async () => {
      const session = await signIn(app, 'hr');
      const token = (await codeStep(session)).body.data!.accessToken;
      const wrong = await changeWith(token, {
        userName: hr.email,
        password: 'Changed#2027x',
        currentPassword: 'Not#Mine2026',
      });
      expect(wrong.statusCode).toBe(400);
      expect(codeOf(wrong)).toBe(ERROR_CODES.currentPasswordWrong);
      const weak = await changeWith(token, {
        userName: hr.email,
        password: 'weak',
        currentPassword: hr.password,
      });
      expect(codeOf(weak)).toBe(ERROR_CODES.passwordRules);
      const reused = await changeWith(token, {
        userName: hr.email,
        password: hr.password,
        currentPassword: hr.password,
      });
      expect(reused.statusCode).toBe(400);
      expect(codeOf(reused)).toBe(ERROR_CODES.passwordReusedOnChange);
      const missing = await changeWith(token, { password: 'Changed#2027x' });
      expect(codeOf(missing)).toBe(ERROR_CODES.required);
      expect(missing.body.systemInformation.details).toEqual([
        'body.userName',
        'body.currentPassword',
      ]);
    });

    it('refuses other tokens: full (GW1031 scope), forgot-password two-factor, after-login', async () => {
      const session = await signIn(app, 'hr');
      const body = { userName: hr.email, password: 'Changed#2027x', currentPassword: hr.password };
      const full = await changeWith(session.accessToken, body);
      expect(full.statusCode).toBe(403);
      expect(codeOf(full)).toBe(ERROR_CODES.insufficientScope);
      const forgot = (await arm(app, 'two-factor-verified', { userName: hr.email })).body
        .accessToken as string;
      expect(codeOf(await changeWith(forgot, body))).toBe(ERROR_CODES.insufficientScope);
      expect(codeOf(await changeWith(await authenticate(app, 'hr'), body))).toBe(
        ERROR_CODES.insufficientScope,
      );
    });

    it('refuses the my-account token for a forgot-password reset, and after the session ended', async () => {
      const session = await signIn(app, 'hr');
      const token = (await codeStep(session)).body.data!.accessToken;
      const forgot = await send(app, CALLS.updatePassword, {
        query: { mode: 'forgot-password' },
        body: { userName: hr.email, password: 'Changed#2027x' },
        token,
      });
      expect(codeOf(forgot)).toBe(ERROR_CODES.insufficientScope);
      await signIn(app, 'hr');
      const ended = await changeWith(token, {
        userName: hr.email,
        password: 'Changed#2027x',
        currentPassword: hr.password,
      });
      expect(codeOf(ended)).toBe(ERROR_CODES.invalidSession);
    });
  });
});
