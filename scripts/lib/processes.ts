// Servers of `npm run bench`, each in its own process: the mock by its production command, the
// plain Fastify baseline, json-server. Start time is from spawn to the first answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { DEMO_OTP } from '@mo/contracts';

/** The production command of the mock (package.json `build:mock` builds it). */
export const MOCK_ENTRY = 'mock-server/dist/server.js';

export interface MockCommand {
  args: string[];
  /** As printed. */
  label: string;
  production: boolean;
}

/**
 * `node mock-server/dist/server.js`, as `npm start` and the image run it; until that build
 * exists, node with tsx's loader on the sources (one process, so its RSS is the mock's own).
 */
export const mockCommand = (): MockCommand =>
  existsSync(MOCK_ENTRY)
    ? { args: [MOCK_ENTRY], label: `node ${MOCK_ENTRY}`, production: true }
    : {
        args: ['--import', 'tsx', 'mock-server/src/server.ts'],
        label: `node --import tsx mock-server/src/server.ts (FALLBACK: no ${MOCK_ENTRY}; npm run build:mock makes it)`,
        production: false,
      };

/**
 * CPU time a process has used so far, all its threads (libuv's pool too), in ms (Linux /proc;
 * utime + stime, at the usual 100 ticks a second).
 */
export const cpuMs = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Resident memory of a process, in MB (Linux /proc). */
export const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
};

/** CPU seconds (user and system) a process has used so far (Linux /proc, 100 ticks a second). */
export const cpuSeconds = (pid: number): number => {
  // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

export interface Running {
  child: ChildProcess;
  base: string;
  /** Milliseconds from spawn to the first successful answer of the health URL. */
  startMs: number;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ServerSpec {
  args: string[];
  port: number;
  /** Polled until it answers 2xx. */
  healthPath: string;
  env?: Record<string, string>;
  /** The program; node (this one) by default. */
  command?: string;
  timeoutMs?: number;
}

/** Spawns the server and polls its health path until it answers 2xx (or the time-out). */
export const startServer = async ({
  args,
  port,
  healthPath,
  env = {},
  command = process.execPath,
  timeoutMs = 120_000,
}: ServerSpec): Promise<Running> => {
  let exited: string | undefined;
  let up = false;
  let stopping = false;
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  child.once('exit', (code, signal) => {
    exited = `exited (${code ?? signal})`;
    // a server that dies under load is a finding: say so, with its last words
    if (up && !stopping) {
      console.error(
        `[bench] ${command} ${args.join(' ')} ${exited} while in use: ${stderr.trim()}`,
      );
    }
  });
  child.once('error', (error) => {
    exited = error.message;
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    // a timer cleared once it exits: a test runner waits for none (jest's open handles)
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([gone, new Promise((r) => (timer = setTimeout(r, 5000)))]);
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  while (performance.now() - started < timeoutMs) {
    if (exited) break;
    try {
      const response = await fetch(`${base}${healthPath}`);
      if (response.ok) {
        up = true;
        return { child, base, startMs: performance.now() - started, stop };
      }
    } catch {
      /* not up yet */
    }
    await sleep(10);
  }
  await stop();
  throw new Error(
    `${command} ${args.join(' ')} did not answer ${healthPath} (${exited ?? 'time-out'}): ${stderr.trim()}`,
  );
};

/** The mock's environment for a seed: the demo seed, or one company of `members` members. */
export const seedEnv = (members?: number): Record<string, string> => ({
  MOCK_DEMO_OTP: DEMO_OTP,
  ...(members === undefined
    ? {}
    : { MOCK_COMPANIES: '1', MOCK_MEMBERS_PER_COMPANY: String(members) }),
});

/**
 * glibc's allocator as the mock's start points set it (Dockerfile, npm start; mock-server/README
 * "Bounds under hostile traffic"): two arenas, blocks of 64 kB and more mapped on their own and
 * free memory over 128 kB given back, so what a burst of large bodies freed leaves the RSS.
 */
export const MOCK_MALLOC_ENV: Record<string, string> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

export const startMock = (port: number, env: Record<string, string> = {}) =>
  startServer({
    args: mockCommand().args,
    port,
    healthPath: '/__mock/health',
    env: { ...MOCK_MALLOC_ENV, ...env },
  });

export const startPlain = (port: number) =>
  startServer({ args: ['scripts/lib/plain-server.mjs'], port, healthPath: '/health' });

/** RSS after the process has been idle for `ms` (a start's own allocations settled). */
export const idleRssMb = async (running: Running, ms = 1000): Promise<number> => {
  await sleep(ms);
  return rssMb(running.child.pid!);
};
