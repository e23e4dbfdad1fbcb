// Work per request counted in instructions, not seconds: a server runs under valgrind's callgrind
// with instrumentation off; after a warm-up (JIT tiers and the indexes settled) it is switched on
// for exactly `requests` calls of one kind, dumped, and the dump's total instruction count divided
// by the calls. The same binary, seed and requests give the same count whatever else the machine
// is doing (these machines are noisy: throughput swings by 2x between runs), so two lists' counts
// from one run compare their own work. Only user-space instructions count: the kernel's share of
// a request (the loopback socket, proportional to the bytes of the answer) is not in the figure.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { startServer } from './processes';

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

/**
 * Starts `node <args>` under callgrind on `port` (instrumentation off until counted) and waits
 * for `healthPath` to answer (scripts/lib/processes.ts startServer, with valgrind as the program).
 */
export const startCounted = async (
  args: string[],
  port: number,
  healthPath: string,
  env: Record<string, string> = {},
): Promise<CountedServer> => {
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-callgrind-'));
  const out = join(dir, 'cg.out');
  const server = await startServer({
    command: 'valgrind',
    args: [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${out}`,
      process.execPath,
      ...args,
    ],
    port,
    healthPath,
    env,
    timeoutMs: 300_000,
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  // vgdb names its pipes after USER and HOST: callgrind_control must see the server's HOST
  // (startServer sets it to the address it listens on)
  const control = (...words: string[]) =>
    execFileSync('callgrind_control', [...words, String(server.child.pid)], {
      stdio: 'ignore',
      env: { ...process.env, HOST: env.HOST ?? '127.0.0.1' },
    });
  let dumps = 0;
  return {
    base: server.base,
    async count(call, requests, warmup) {
      for (let i = 0; i < warmup; i += 1) await call(i);
      control('--zero');
      control('--instr=on');
      for (let i = 0; i < requests; i += 1) await call(i);
      control('--instr=off');
      control('--dump');
      dumps += 1;
      // callgrind names the n-th dump <out>.<n>
      return totalOfDump(readFileSync(`${out}.${dumps}`, 'utf8')) / requests;
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
