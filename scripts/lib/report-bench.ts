// The bench's reports part (issue 12): the time to build and stream a report workbook of 50,000
// rows through the file gateway (the data call answers a reference; fileready until ready; file
// streams the envelope), with the mock's RSS sampled during it. The mock runs in its own process
// with one company of 40,000 members (about 50,000 enrolments: some households are enrolled in a
// second policy; the printed row count is the file's), one file per report and the background
// limit low enough that the member profile of All Policies is prepared in the background.
import { ALL_POLICIES_ID, API_AREAS, CALLS } from '@mo/contracts';
import { signedInSession } from './mock-session';
import { idleRssMb, rssMb, seedEnv, startMock } from './processes';

export const REPORT_BENCH_MEMBERS = 40_000;

export interface ReportBenchFigures {
  rows: number;
  /** From the data call to the last byte of file: build and stream together. */
  totalMs: number;
  /** From the data call to fileready's ready answer (the build). */
  buildMs: number;
  /** The file call, first byte to last (the stream). */
  streamMs: number;
  /** The file's size (xlsx bytes) and the envelope's size on the wire. */
  fileBytes: number;
  envelopeBytes: number;
  rssIdleMb: number;
  rssPeakMb: number;
  fileReadyCalls: number;
}

const urlOf = (base: string, id: keyof typeof CALLS, query?: Record<string, string>): string => {
  const call = CALLS[id];
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${base}${API_AREAS[call.area]}${call.path}${search}`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const measureReportWorkbook = async (port: number): Promise<ReportBenchFigures> => {
  const mock = await startMock(port, {
    ...seedEnv(REPORT_BENCH_MEMBERS),
    MOCK_REPORT_ROWS_PER_FILE: '1000000',
    MOCK_REPORT_BACKGROUND_ROWS: '1000',
  });
  try {
    const session = await signedInSession(mock.base);
    const headers = { ...session.headers, 'content-type': 'application/json' };
    const body = {
      companyId: session.companyId,
      policyId: ALL_POLICIES_ID,
      reportCode: 'PROFILE',
      reportFormat: 'EXCEL',
    };
    // The row count (and every lazy book built) before the clock starts.
    const listed = (await (
      await fetch(urlOf(mock.base, 'memberReportCount'), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      })
    ).json()) as { data?: { reportFiles: unknown[] } };
    if (listed.data?.reportFiles.length !== 1) {
      throw new Error(`memberReportCount answered ${JSON.stringify(listed).slice(0, 300)}`);
    }
    const rssIdleMb = await idleRssMb(mock, 500);
    let rssPeakMb = rssIdleMb;
    const sampler = setInterval(() => {
      rssPeakMb = Math.max(rssPeakMb, rssMb(mock.child.pid!));
    }, 20);
    try {
      const started = performance.now();
      const answer = (await (
        await fetch(urlOf(mock.base, 'memberReport'), {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...body, fileNumber: 1 }),
        })
      ).json()) as { data?: { fileGatewayRefNo?: string } };
      const ref = answer.data?.fileGatewayRefNo;
      if (!ref) throw new Error(`memberReport answered ${JSON.stringify(answer).slice(0, 300)}`);
      const query = { companyId: session.companyId, fileGatewayRefNo: ref };
      let rows = 0;
      let fileReadyCalls = 0;
      for (;;) {
        fileReadyCalls += 1;
        const ready = (await (
          await fetch(urlOf(mock.base, 'fileReady', query), { headers: session.headers })
        ).json()) as { data?: { ready: boolean; rows: number } };
        if (!ready.data) throw new Error(`fileready answered ${JSON.stringify(ready)}`);
        if (ready.data.ready) {
          rows = ready.data.rows;
          break;
        }
        if (performance.now() - started > 120_000) throw new Error('the file was never ready');
        await sleep(20);
      }
      const built = performance.now();
      const response = await fetch(urlOf(mock.base, 'fileDownload', query), {
        headers: session.headers,
      });
      const text = await response.text();
      const done = performance.now();
      const envelope = JSON.parse(text) as { data?: { fileContent: string } };
      const content = envelope.data?.fileContent ?? '';
      const fileBytes = Buffer.from(content, 'base64').length;
      if (
        fileBytes < 1000 ||
        Buffer.from(content.slice(0, 4), 'base64').toString() !== 'PK\u0003'
      ) {
        throw new Error(`file answered no workbook: ${text.slice(0, 300)}`);
      }
      return {
        rows,
        totalMs: done - started,
        buildMs: built - started,
        streamMs: done - built,
        fileBytes,
        envelopeBytes: Buffer.byteLength(text),
        rssIdleMb,
        rssPeakMb,
        fileReadyCalls,
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await mock.stop();
  }
};
