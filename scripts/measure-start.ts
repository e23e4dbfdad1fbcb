// `npm run measure:start [-- --members=100000 --no-build]`: builds the compiled mock, then starts
// it as production does (`node mock-server/dist/server.js`) with the demo seed and with one
// company of `--members` members (100,000 by default), and prints the time to its first health
// answer and its memory, against the goals (issue 10: < 1 s and < 150 MB with the demo seed,
// < 5 s and < 400 MB with 100,000 members). Timings are of this machine at this moment: its load
// is printed alongside.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { freePort, measureStart, type StartFigures } from './lib/measure-start';

const MOCK_ENTRY = 'mock-server/dist/server.js';
const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const members = Number(arg('members') ?? 100_000);
if (!Number.isInteger(members) || members < 1) throw new Error('--members must be a whole number');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['mock-server/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

interface Case {
  label: string;
  env: Record<string, string>;
  goalMs: number;
  goalMb: number;
}
const cases: Case[] = [
  { label: 'demo seed', env: {}, goalMs: 1000, goalMb: 150 },
  {
    label: `${members.toLocaleString('en')} members`,
    env: { MOCK_COMPANIES: '1', MOCK_MEMBERS_PER_COMPANY: String(members) },
    goalMs: 5000,
    goalMb: 400,
  },
];

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
console.log(
  `node ${MOCK_ENTRY}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on this machine`,
);
for (const c of cases) {
  const figures: StartFigures = await measureStart({
    args: [MOCK_ENTRY],
    env: { HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...c.env },
    port: await freePort(),
    healthPath: '/__mock/health',
  });
  console.log(
    [
      c.label.padEnd(16),
      `first answer ${Math.round(figures.msToFirstAnswer)} ms (goal < ${c.goalMs}: ${mark(figures.msToFirstAnswer < c.goalMs)})`,
      `cpu ${Math.round(figures.cpuMsToFirstAnswer)} ms`,
      `RSS ${Math.round(figures.rssMb)} MB (goal < ${c.goalMb}: ${mark(figures.rssMb < c.goalMb)})`,
      `peak ${Math.round(figures.peakRssMb)} MB`,
    ].join('  '),
  );
}
