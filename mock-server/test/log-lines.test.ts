import { buildApp } from '../src/app';
import { clockTime, formatLogRecord, formatRequestLine, lineStream } from '../src/lib/log-lines';
import { setupRequestLines } from '../src/plugins/request-lines';

// 11:55:02 UTC is 18:55:02 in Jakarta: the zone is passed, never the machine's.
const AT = Date.UTC(2026, 10, 25, 11, 55, 2);
const ZONE = 'Asia/Jakarta';

describe('log lines (MOCK_LOG_FORMAT=lines)', () => {
  it('prints a request as time, method, path, status, duration and failed code', () => {
    expect(
      formatRequestLine(
        new Date(AT),
        { method: 'POST', url: '/auth/signin', statusCode: 401, ms: 12.4, errorCode: 'GW1033' },
        ZONE,
      ),
    ).toBe('18:55:02 POST /auth/signin 401 12ms GW1033');
    expect(
      formatRequestLine(
        new Date(AT),
        { method: 'GET', url: '/x?page=1', statusCode: 200, ms: 0.6, errorCode: null },
        ZONE,
      ),
    ).toBe('18:55:02 GET /x?page=1 200 1ms');
    expect(clockTime(new Date(Date.UTC(2026, 10, 25, 17, 0, 0)), ZONE)).toBe('00:00:00');
  });

  it("folds Fastify's request records into the request line and keeps the others readable", () => {
    const base = { time: AT, pid: 1, hostname: 'h', reqId: 'r1' };
    for (const msg of ['incoming request', 'request completed', 'call failed']) {
      expect(formatLogRecord({ ...base, level: 30, msg }, ZONE)).toBeNull();
    }
    expect(
      formatLogRecord(
        {
          ...base,
          level: 30,
          msg: 'one-time code sent',
          to: 'a@b.id',
          code: '246810',
          n: { x: 1 },
        },
        ZONE,
      ),
    ).toBe('18:55:02 one-time code sent to=a@b.id code=246810');
    expect(
      formatLogRecord(
        { ...base, level: 50, msg: 'unexpected error', err: { message: 'boom' } },
        ZONE,
      ),
    ).toBe('18:55:02 ERROR unexpected error err=boom');
    expect(
      formatLogRecord({ ...base, level: 30, msg: 'demo', signIns: ['a / b', 'c / d'] }, ZONE),
    ).toBe('18:55:02 demo signIns=a / b, c / d');
  });

  it('turns each JSON record into one line and passes other text through', () => {
    const out: string[] = [];
    const stream = lineStream((text) => out.push(text), ZONE);
    stream.write(
      `${JSON.stringify({ time: AT, level: 40, msg: 'careful' })}\n${JSON.stringify({ time: AT, level: 30, msg: 'request completed' })}\nnot json\n`,
    );
    expect(out).toEqual(['18:55:02 WARN careful\n', 'not json\n']);
  });

  it("prints one line per request of the running mock, with the failed envelope's code", async () => {
    const out: string[] = [];
    const app = await buildApp({
      logger: { level: 'info', stream: lineStream((text) => out.push(text), ZONE) },
    });
    setupRequestLines(app);
    try {
      const response = await app.inject({ method: 'GET', url: '/no/such/route' });
      const code = response.json<{ systemInformation: { errorCode: string } }>().systemInformation
        .errorCode;
      const lines = out.filter((line) => line.includes('/no/such/route'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^\\d\\d:\\d\\d:\\d\\d GET /no/such/route 404 \\d+ms ${code}\\n$`),
      );
      expect(out.some((line) => line.trimStart().startsWith('{'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
