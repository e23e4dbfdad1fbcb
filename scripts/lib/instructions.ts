// Work per request counted in instructions, not seconds: a server runs under valgrind's callgrind
// with instrumentation off; after a warm-up (JIT tiers and the indexes settled) it is switched on
// for exactly `requests` calls of one kind, dumped, and the dump's total instruction count divided
// by the calls. The same binary, seed and requests give the same count whatever else the machine
// is doing (these machines are noisy: throughput swings by 2x between runs), so two lists' counts
// from one run compare their own work. Only user-space instructions count: the kernel's share of
// a request (the loopback socket, proportional to the bytes of the answer) is not in the figure.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

export const valgrindAvailable = (): boolean =>
  spawnSync('valgrind', ['--version'], { stdio: 'ignore' }).status === 0;

export interface CountedServer {
  base: string;
  /** Instructions per call of `call(i)` for i in [0, requests), after `warmup` uncounted calls. */
  count(call: (i: number) => Promise<unknown>, requests: number, warmup: number): Promise<number>;
  stop(): Promise<void>;
}

/** The total of a callgrind dump (its `totals:` or `summary:` line). */
export const totalOfDump = (text: string): number => {
  const match = /^totals:\s+(\d+)/m.exec(text) ?? /^summary:\s+(\d+)/m.exec(text);
  if (!match) throw new Error('callgrind dump without a total');
  return Number(match[1]);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `node <args>` under callgrind on `port` (instrumentation off until counted) and waits
 * for `healthPath` to answer.
 */
export const startCounted = async (
  args: string[],
  port: number,
  healthPath: string,
  env: Record<string, string> = {},
): Promise<CountedServer> => {
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-callgrind-'));
  const child: ChildProcess = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${join(dir, 'cg.out')}`,
      process.execPath,
      ...args,
    ],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server under callgrind exited (${args[0]})`);
    try {
      if ((await fetch(`${base}${healthPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server under callgrind never answered ${base}`);
    await sleep(250);
  }
  const control = (...words: string[]) =>
    execFileSync('callgrind_control', [...words, String(child.pid)], { stdio: 'ignore' });
  let dumps = 0;
  return {
    base,
    async count(call, requests, warmup) {
      for (let i = 0; i < warmup; i += 1) await call(i);
      control('--zero');
      control('--instr=on');
      for (let i = 0; i < requests; i += 1) await call(i);
      control('--instr=off');
      control('--dump');
      dumps += 1;
      // callgrind names the n-th dump cg.out.<n>
      const file = readdirSync(dir).find((f) => f === `cg.out.${dumps}`);
      if (!file) throw new Error(`callgrind wrote no dump ${dumps} in ${dir}`);
      return totalOfDump(readFileSync(join(dir, file), 'utf8')) / requests;
    },
    async stop() {
      child.kill('SIGINT');
      const exited = new Promise((r) => child.once('exit', r));
      await Promise.race([exited, sleep(20_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
