// How fast a server starts and how much memory it holds: spawn it, poll its health path until the
// first 2xx answer, then read its resident memory once it has been idle a moment. Used by
// `npm run measure:start` (scripts/measure-start.ts) and reusable by the bench.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface MeasureStartOptions {
  /** The program; this node by default. */
  command?: string;
  args: string[];
  /** Added to this process's environment (PORT is set from `port`). */
  env?: Record<string, string>;
  port: number;
  /** Polled until it answers 2xx. */
  healthPath: string;
  host?: string;
  /** How long the server may take to answer (default 120 s). */
  timeoutMs?: number;
  /** Idle time after the first answer before memory is read (default 1000 ms). */
  settleMs?: number;
  /** Poll interval (default 10 ms). */
  pollMs?: number;
}

export interface StartFigures {
  /** From spawn to the first 2xx answer of the health path. */
  msToFirstAnswer: number;
  /** Resident memory after `settleMs` of idle, in MB (Linux /proc; NaN elsewhere). */
  rssMb: number;
  /** The highest resident memory so far (VmHWM), in MB: the start's own peak. */
  peakRssMb: number;
  /** CPU time (user + system) the server had used by its first answer, in ms. */
  cpuMsToFirstAnswer: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM); NaN when unreadable. */
export const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
};

/** CPU time of a process (user + system) in ms, from /proc/<pid>/stat; NaN when unreadable. */
export const cpuMs = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat: 11 and 12 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
};

/** A TCP port free right now on the loopback interface. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/** Starts the server, measures it and stops it (SIGTERM, then SIGKILL after 5 s). */
export const measureStart = async ({
  command = process.execPath,
  args,
  env = {},
  port,
  healthPath,
  host = '127.0.0.1',
  timeoutMs = 120_000,
  settleMs = 1000,
  pollMs = 10,
}: MeasureStartOptions): Promise<StartFigures> => {
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `exited (${code ?? signal})`;
  });
  child.once('error', (error) => {
    exited = error.message;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    let timer: NodeJS.Timeout | undefined;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    while (!exited && performance.now() - started < timeoutMs) {
      try {
        const response = await fetch(`http://${host}:${port}${healthPath}`);
        if (response.ok) {
          const msToFirstAnswer = performance.now() - started;
          const pid = child.pid!;
          const cpuMsToFirstAnswer = cpuMs(pid);
          await sleep(settleMs);
          return {
            msToFirstAnswer,
            cpuMsToFirstAnswer,
            rssMb: statusMb(pid, 'VmRSS'),
            peakRssMb: statusMb(pid, 'VmHWM'),
          };
        }
      } catch {
        /* not listening yet */
      }
      await sleep(pollMs);
    }
    throw new Error(
      `${command} ${args.join(' ')} did not answer ${healthPath} (${exited ?? 'time-out'}): ${stderr.trim()}`,
    );
  } finally {
    await stop();
  }
};
