// Issue 30 §3: what hostile traffic cannot make the mock keep or build. A body over the limit is
// refused from its Content-Length, before it is read; the journal's bytes stay under their bound
// however large the requests; the report files' bytes too; a list or report asking for 10^9 rows
// is refused at once.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CALLS, ERROR_CODES } from '@mo/contracts';
import { HR_COMPANY_ID } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { DEFAULT_CONFIG } from '../src/config';
import {
  REPORT_FILES_MAX_BYTES,
  reportState,
  type BackgroundFile,
} from '../src/services/report-state';
import { Journal, type JournalRecord } from '../src/store/journal';
import { useTestApp } from './app-setup';
import { gatewayHeaders, signIn, urlOf } from './helpers';

const record = (bytes: number): JournalRecord => ({
  seq: 0,
  atMs: 0,
  mockMs: 0,
  method: 'POST',
  url: '/x',
  callId: null,
  userName: null,
  httpStatus: 400,
  errorCode: null,
  durationMs: 0,
  requestRef: null,
  headers: {},
  body: null,
  response: null,
  responseNote: null,
  bytes,
});

describe('the journal: bounded in count and bytes', () => {
  it('evicts the oldest records once their bytes pass the bound, keeping the newest', () => {
    const journal = new Journal(500, 1_000_000);
    for (let i = 0; i < 400; i += 1) journal.add(record(90_000));
    expect(journal.bytes).toBeLessThanOrEqual(1_000_000);
    expect(journal.size).toBe(11);
    // the newest are the ones kept
    expect([...journal.newestFirst()][0]!.seq).toBe(400);
    journal.add(record(5_000_000));
    expect(journal.size).toBe(1);
    journal.clear();
    expect(journal.bytes).toBe(0);
  });

  it('counts a record the ring overwrites out of its bytes', () => {
    const journal = new Journal(3, 1_000_000);
    for (let i = 0; i < 10; i += 1) journal.add(record(1000));
    expect(journal.size).toBe(3);
    expect(journal.bytes).toBe(3000);
  });
});

describe('hostile requests on the app', () => {
  let app: MockApp;
  let token: string;
  useTestApp((built) => (app = built));
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    token = (await signIn(app)).accessToken;
    await app.inject({ method: 'DELETE', url: '/__mock/journal' });
  });
  const headers = () => ({
    ...gatewayHeaders(),
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });
  const list = { companyId: HR_COMPANY_ID, policyId: '0000', currentPage: 1, pageSize: 10 };

  it('keeps the journal under its bytes after many near-limit bodies, each body cut', async () => {
    const payload = JSON.stringify({ ...list, search: 'a'.repeat(900_000) });
    for (let i = 0; i < 40; i += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: urlOf(CALLS.memberList),
        headers: headers(),
        payload,
      });
      expect(answer.statusCode).toBe(400);
    }
    const journal = app.store.journal;
    expect(journal.size).toBe(40);
    // 40 bodies of 900 kB would be 36 MB; each keeps at most its 16 kB share
    expect(journal.bytes).toBeLessThan(40 * 100_000);
    expect(journal.bytes).toBeLessThanOrEqual(DEFAULT_CONFIG.journalMaxBytes);
    const kept = [...journal.newestFirst()][0]!.body as { search: string };
    expect(kept.search.length).toBeLessThan(300);
  });

  it('refuses a 10 MB body from its Content-Length, before the body is sent', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('GC413')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      const lines = Object.entries(headers()).map(([k, v]) => `${k}: ${v}`);
      // the headers and 10 bytes of a 10 MB body: the answer comes without the rest
      socket.write(
        [
          `POST ${urlOf(CALLS.memberList)} HTTP/1.1`,
          'Host: 127.0.0.1',
          ...lines,
          `Content-Length: ${10 * 1024 * 1024}`,
          '',
          '{"search":',
        ].join('\r\n'),
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain(ERROR_CODES.payloadTooLarge);
  });

  it('refuses a list page or a report file of 10^9 at once', async () => {
    const started = performance.now();
    const page = await app.inject({
      method: 'POST',
      url: urlOf(CALLS.memberList),
      headers: headers(),
      payload: { ...list, pageSize: 1e9, currentPage: 1e9 },
    });
    expect(page.json().systemInformation.errorCode).not.toBeNull();
    expect(page.json().data ?? null).toBeNull();
    const report = {
      companyId: HR_COMPANY_ID,
      policyId: '0000',
      reportCode: 'PROFILE',
      reportFormat: 'EXCEL',
    };
    const file = await app.inject({
      method: 'POST',
      url: urlOf(CALLS.memberReport),
      headers: headers(),
      payload: { ...report, fileNumber: 1e9 },
    });
    expect(file.json().systemInformation.errorCode).not.toBeNull();
    const sized = await app.inject({
      method: 'POST',
      url: urlOf(CALLS.memberReport),
      headers: headers(),
      payload: { ...report, fileNumber: 1, pageSize: 1e9 },
    });
    expect(sized.json().systemInformation.errorCode).toBe(ERROR_CODES.badRequest);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('keeps the report files under their bytes bound, the newest always', () => {
    const state = reportState(app.store);
    const file = (ref: string, bytes: number): BackgroundFile => ({
      fileGatewayRefNo: ref,
      companyId: HR_COMPANY_ID,
      userId: 'u',
      reportName: 'r',
      format: 'EXCEL',
      rows: 1,
      createdMs: 0,
      chunks: [],
      bytes,
      failed: false,
      checksLeft: 0,
      readyAtMs: 0,
      built: Promise.resolve(),
    });
    for (let i = 0; i < 10; i += 1) state.add(file(`F${i}`, 20 * 1024 * 1024), 0);
    expect(state.bytes()).toBeLessThanOrEqual(REPORT_FILES_MAX_BYTES);
    expect(state.of('F9', HR_COMPANY_ID, 'u', 0)).toBeDefined();
    expect(state.of('F0', HR_COMPANY_ID, 'u', 0)).toBeUndefined();
  });
});
