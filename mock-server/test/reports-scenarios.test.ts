import { CALLS, DEMO_USERS, ERROR_CODES, SCENARIOS, TEST_CLOCK_START } from '@mo/contracts';
import { HR_COMPANY_ID } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { reportState } from '../src/services/report-state';
import { useResetApp } from './app-setup';
import { armOk, codeOf, send } from './helpers';

const hrUser = DEMO_USERS.hr.email;
const TRANSACTION = {
  companyId: HR_COMPANY_ID,
  policyId: 'PO000001001',
  reportCode: 'TRANSACTION',
  reportFormat: 'EXCEL',
} as const;

describe('control API: report scenarios', () => {
  let app: MockApp;
  useResetApp((built) => (app = built), { config: { clockStart: TEST_CLOCK_START } });

  const armed = (name: string, params: object = {}) =>
    armOk<{
      accessToken: string;
      fileGatewayRefNo?: string;
      faults?: { callId: string; errorCode: string; times: number }[];
    }>(app, name, { userName: hrUser, ...params });
  const files = (token: string) => send(app, CALLS.groupReportCount, { body: TRANSACTION, token });
  const fileOne = (token: string) =>
    send(app, CALLS.groupReport, { body: { ...TRANSACTION, fileNumber: 1 }, token });
  const readiness = (token: string, ref: string) =>
    send(app, CALLS.fileReady, {
      query: { companyId: HR_COMPANY_ID, fileGatewayRefNo: ref },
      token,
    });
  /** Waits for a background file's build (it runs on the event loop; no wall clock is read). */
  const built = (ref: string) =>
    reportState(app.store).of(
      ref,
      HR_COMPANY_ID,
      app.store.userByEmail(hrUser)!.id,
      app.store.clock.now(),
    )!.built;

  it(`'${SCENARIOS.reportOfFiles}' makes every report of the company come as N files`, async () => {
    const { accessToken } = await armed(SCENARIOS.reportOfFiles, { files: 4 });
    const listed = (await files(accessToken)).body.data!.reportFiles;
    expect(listed.map((f) => f.fileNumber)).toEqual([1, 2, 3, 4]);
    expect(listed[3]!.reportName).toMatch(/_GE_Claim Transaction_GHG0001001_Part4\.xlsx$/);
    const profile = await send(app, CALLS.memberReportCount, {
      body: { ...TRANSACTION, reportCode: 'PROFILE' },
      token: accessToken,
    });
    expect(profile.body.data!.reportFiles).toHaveLength(4);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const { accessToken: again } = await armed(SCENARIOS.signedIn);
    expect((await files(again)).body.data!.reportFiles).toHaveLength(1);
  });

  it(`'${SCENARIOS.reportEmpty}' empties every report: no file, file 1 says so`, async () => {
    const { accessToken } = await armed(SCENARIOS.reportEmpty);
    expect((await files(accessToken)).body.data!.reportFiles).toEqual([]);
    const direct = await fileOne(accessToken);
    expect(direct.statusCode).toBe(200);
    expect(direct.body.data!.fileContent).not.toBe('');
  });

  it(`'${SCENARIOS.reportFails}' fails the next report calls of the kind asked`, async () => {
    const { accessToken, faults } = await armed(SCENARIOS.reportFails, {
      call: 'list',
      errorCode: 'GC503',
      times: 1,
    });
    expect(faults!.map((f) => f.callId)).toEqual([
      'memberReportCount',
      'groupReportCount',
      'policyReportCount',
    ]);
    expect(codeOf(await files(accessToken))).toBe('GC503');
    expect((await files(accessToken)).statusCode).toBe(200);
    const data = await armed(SCENARIOS.reportFails);
    expect(codeOf(await fileOne(data.accessToken))).toBe(ERROR_CODES.internal);
    expect((await fileOne(data.accessToken)).statusCode).toBe(200);
  });

  it(`'${SCENARIOS.reportFileSlow}' prepares every file in the background, ready after N checks`, async () => {
    const { accessToken } = await armed(SCENARIOS.reportFileSlow, { checks: 2 });
    const content = (await fileOne(accessToken)).body.data!;
    expect(content.fileContent).toBe('');
    const ref = content.fileGatewayRefNo!;
    await built(ref);
    expect((await readiness(accessToken, ref)).body.data!.ready).toBe(false);
    expect((await readiness(accessToken, ref)).body.data!.ready).toBe(false);
    const ready = (await readiness(accessToken, ref)).body.data!;
    expect(ready.ready).toBe(true);
    expect(ready.rows).toBeGreaterThan(0);
  });

  it(`'${SCENARIOS.reportFileSlow}' with readyAfterSeconds waits on the mock clock`, async () => {
    const { accessToken } = await armed(SCENARIOS.reportFileSlow, {
      checks: 0,
      readyAfterSeconds: 60,
    });
    const ref = (await fileOne(accessToken)).body.data!.fileGatewayRefNo!;
    await built(ref);
    expect((await readiness(accessToken, ref)).body.data!.ready).toBe(false);
    app.store.clock.advance(59);
    expect((await readiness(accessToken, ref)).body.data!.ready).toBe(false);
    app.store.clock.advance(1);
    expect((await readiness(accessToken, ref)).body.data!.ready).toBe(true);
    app.store.clock.reset();
  });

  it(`'${SCENARIOS.reportFilePrepared}' has a file ready under the reference asked`, async () => {
    const { accessToken, fileGatewayRefNo } = await armed(SCENARIOS.reportFilePrepared, {
      fileGatewayRefNo: 'RPT-PACT-1',
    });
    expect(fileGatewayRefNo).toBe('RPT-PACT-1');
    expect((await readiness(accessToken, 'RPT-PACT-1')).body.data!.ready).toBe(true);
    const file = await send(app, CALLS.fileDownload, {
      query: { companyId: HR_COMPANY_ID, fileGatewayRefNo: 'RPT-PACT-1' },
      token: accessToken,
    });
    expect(file.body.data!.reportName).toMatch(
      /_GE_Claim Transaction_All Policies(_Part1)?\.xlsx$/,
    );
    expect(Buffer.from(file.body.data!.fileContent, 'base64').subarray(0, 2).toString()).toBe('PK');
    const waiting = await armed(SCENARIOS.reportFilePrepared, { ready: false });
    const answer = await readiness(waiting.accessToken, waiting.fileGatewayRefNo!);
    expect(answer.body.data!.ready).toBe(false);
  });
});
