// `npm run bench`: every goal of issue 10 with its figure, the baseline measured in the same run
// and the goal, marked MET / NOT MET. Figures, not assertions: these machines are noisy, so each
// figure sits next to a baseline of the same run. Parts: --only=start,lists,peer,bundle,lighthouse,
// reports,work,sandboxes (issue 29's sandboxes and two mocks behind nginx), hostile (issue 30:
// the mock's RSS under fuzzed traffic) and storm (the sign-in
// storm; --storm-only runs it alone); a plain run runs them all. --json[=file] writes every figure as one JSON object
// (test-results/bench/bench.json by default). Servers run in their own processes, the load
// generator (autocannon) in this one.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import {
  GOALS,
  evaluateGoals,
  goalLine,
  summarise,
  type BenchReport,
  type Part,
} from './lib/bench-report';
import { mockCommand } from './lib/processes';
import {
  buildMock,
  errors,
  figures,
  fmt,
  has,
  loadavg,
  log,
  measured,
  notRun,
  options,
  stopSharedServers,
} from './bench/context';
import { listsPart, peerPart, startPart } from './bench/lists';
import { bundlePart, lighthousePart, removeBuiltPortal } from './bench/portal';
import { hostilePart } from './bench/hostile';
import { sandboxesPart } from './bench/sandboxes';
import { reportsPart, stormPart, workPart } from './bench/work';

/** The part whose figures a goal id names (its first segment). */
const partOf = (id: string): Part => id.split('.')[0] as Part;

async function main() {
  const startedAt = new Date();
  const loadStart = loadavg();
  const needsMock = options.parts.some((p) => p !== 'bundle');
  log(`bench: ${options.parts.join(', ')}   ${os.cpus().length} cores   node ${process.version}`);
  log(`machine load at start (os.loadavg 1/5/15 min): ${loadStart.join(' ')}`);
  const run = async (part: Part, body: () => unknown) => {
    if (!has(part)) return;
    log();
    const started = performance.now();
    try {
      await body();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      errors.push({ part, message });
      log(`  ${part} FAILED: ${message}`);
    }
    log(`  (${part}: ${fmt((performance.now() - started) / 1000, 1)} s)`);
  };
  if (needsMock) {
    try {
      buildMock();
    } catch (error) {
      errors.push({ part: 'start', message: String(error) });
    }
  }
  const mock = mockCommand();
  if (needsMock) log(`mock command: ${mock.label}`);
  try {
    await run('start', startPart);
    await run('lists', listsPart);
    await run('peer', peerPart);
    await stopSharedServers();
    await run('bundle', bundlePart);
    await run('lighthouse', lighthousePart);
    await run('reports', reportsPart);
    await run('work', workPart);
    await run('sandboxes', sandboxesPart);
    await run('hostile', hostilePart);
    await run('storm', stormPart);
  } finally {
    await stopSharedServers();
    removeBuiltPortal();
  }

  // Why a goal has no figure: its part was not asked for, failed, or its run had an error.
  for (const { id } of GOALS) {
    if (measured[id]) continue;
    const part = partOf(id);
    notRun[id] ??= !has(part)
      ? `${part} not run (--only)`
      : errors.some((e) => e.part === part)
        ? `${part} failed`
        : 'no figure';
  }
  const goals = evaluateGoals(measured, notRun);
  const loadEnd = loadavg();
  log();
  log('goals of issue 10 and after (figure, goal, same-run baseline)');
  if (needsMock && !mock.production)
    log(`  NOTE: the mock ran without its production build: ${mock.label}`);
  // Goals of the parts that ran (all of them in a full run; the JSON holds every goal anyway).
  const shown = goals.filter((g) => has(partOf(g.id)));
  for (const goal of shown) log(`  ${goalLine(goal)}`);
  const summary = summarise(goals);
  if (shown.length < goals.length) log(`  (${goals.length - shown.length} goals of parts not run)`);
  log(
    `  ${summary.MET} met, ${summary['NOT MET']} not met, ${summary['NOT RUN']} not run; npm test's time is not a bench figure (npm test prints it)`,
  );
  log(`machine load at end (os.loadavg 1/5/15 min): ${loadEnd.join(' ')}`);

  if (options.jsonFile) {
    const report: BenchReport = {
      schema: 'mo-bench/1',
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      machineLoad: { start: loadStart, end: loadEnd },
      options,
      mock: needsMock ? { command: mock.label, production: mock.production } : null,
      goals,
      summary,
      figures,
      errors,
    };
    const file = resolve(options.jsonFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`JSON: ${file}`);
  }
  if (errors.length > 0) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
