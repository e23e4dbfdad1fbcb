import { freePort, measureStart } from './measure-start';

// A server that answers 503 on its health path for its first few polls, then 200.
const SERVER = `
const http = require('node:http');
let polls = 0;
http.createServer((req, res) => {
  if (req.url !== '/health') { res.statusCode = 404; return res.end(); }
  polls += 1;
  res.statusCode = polls < 3 ? 503 : 200;
  res.end(String(polls));
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

describe('measureStart', () => {
  it('waits for the first 2xx answer, reads the memory and stops the server', async () => {
    const port = await freePort();
    const figures = await measureStart({
      args: ['-e', SERVER],
      port,
      healthPath: '/health',
      settleMs: 0,
      pollMs: 5,
    });
    expect(figures.msToFirstAnswer).toBeGreaterThan(0);
    expect(figures.cpuMsToFirstAnswer).toBeGreaterThanOrEqual(0);
    expect(figures.rssMb).toBeGreaterThan(5);
    expect(figures.peakRssMb).toBeGreaterThanOrEqual(figures.rssMb);
    // stopped: nothing listens on the port any more
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });

  it('fails with the reason when the server exits before answering', async () => {
    await expect(
      measureStart({
        args: ['-e', 'console.error("no seed for you"); process.exit(3)'],
        port: await freePort(),
        healthPath: '/health',
      }),
    ).rejects.toThrow(/exited \(3\).*no seed for you/s);
  });
});
