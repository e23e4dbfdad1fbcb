import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDecision, filesWithTimes, startOptions, viteVariablesSet } from './start-options';

describe('startOptions', () => {
  it('serves the built portal on 4173 by default (npm start), the dev server on 5173 with --dev', () => {
    expect(startOptions([], {})).toEqual({
      mode: 'preview',
      rebuild: false,
      mockPort: 4010,
      webPort: 4173,
    });
    expect(startOptions(['--dev'], {})).toEqual({
      mode: 'dev',
      rebuild: false,
      mockPort: 4010,
      webPort: 5173,
    });
    expect(startOptions(['--dev', '--preview'], {}).mode).toBe('preview');
  });

  it('takes the ports from MOCK_PORT and WEB_PORT, and refuses what is not a port', () => {
    expect(startOptions([], { MOCK_PORT: '4710', WEB_PORT: '4773' })).toMatchObject({
      mockPort: 4710,
      webPort: 4773,
    });
    expect(startOptions(['--dev'], { WEB_PORT: '' }).webPort).toBe(5173);
    expect(() => startOptions([], { WEB_PORT: 'abc' })).toThrow(/WEB_PORT must be a port/);
    expect(() => startOptions([], { MOCK_PORT: '70000' })).toThrow(/MOCK_PORT must be a port/);
  });

  it('forces a build with --rebuild or START_REBUILD, and refuses unknown arguments', () => {
    expect(startOptions(['--rebuild'], {}).rebuild).toBe(true);
    expect(startOptions([], { START_REBUILD: '1' }).rebuild).toBe(true);
    expect(startOptions([], { START_REBUILD: '0' }).rebuild).toBe(false);
    expect(startOptions([], { START_REBUILD: 'false' }).rebuild).toBe(false);
    expect(() => startOptions(['--prod'], {})).toThrow(/unknown argument "--prod"/);
  });
});

describe('buildDecision', () => {
  const inputs = [
    { path: 'web/src/main.tsx', mtimeMs: 1000 },
    { path: 'contracts/src/index.ts', mtimeMs: 2000 },
  ];
  const fresh = { rebuild: false, outputs: [3000, 3100], inputs, viteVariables: [] };

  it('skips the build when every output is newer than every input', () => {
    expect(buildDecision(fresh)).toEqual({ build: false, reason: expect.any(String) });
  });

  it('builds when an input is newer than the oldest output, naming it', () => {
    const decision = buildDecision({ ...fresh, outputs: [1500, 3100] });
    expect(decision.build).toBe(true);
    expect(decision.reason).toMatch(/contracts\/src\/index\.ts/);
    expect(decision.reason).not.toMatch(/main\.tsx/);
    // an input of exactly the build's time is not newer
    expect(buildDecision({ ...fresh, outputs: [2000, 3000] }).build).toBe(false);
  });

  it('names three changed inputs and counts the rest', () => {
    const many = [1, 2, 3, 4, 5].map((n) => ({ path: `web/src/f${n}.ts`, mtimeMs: 5000 }));
    expect(buildDecision({ ...fresh, inputs: many }).reason).toMatch(/f3\.ts and 2 more$/);
  });

  it('builds when an output is missing, when asked, or when a VITE_ variable is set', () => {
    expect(buildDecision({ ...fresh, outputs: [3000, undefined] })).toMatchObject({
      build: true,
      reason: expect.stringMatching(/no built portal/),
    });
    expect(buildDecision({ ...fresh, outputs: [] }).build).toBe(true);
    expect(buildDecision({ ...fresh, rebuild: true })).toMatchObject({
      build: true,
      reason: expect.stringMatching(/asked/),
    });
    expect(buildDecision({ ...fresh, viteVariables: ['VITE_GATEWAY_URL'] })).toMatchObject({
      build: true,
      reason: 'VITE_GATEWAY_URL set',
    });
  });

  it('lists the VITE_ variables set, ignoring empty ones', () => {
    expect(
      viteVariablesSet({ VITE_B: 'x', VITE_A: '1', VITE_EMPTY: '', PATH: '/bin', MOCK_URL: 'u' }),
    ).toEqual(['VITE_A', 'VITE_B']);
  });
});

describe('filesWithTimes', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'start-options-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists files and folders under the paths with their times, skipping missing paths', () => {
    mkdirSync(join(root, 'src/deep'), { recursive: true });
    writeFileSync(join(root, 'src/deep/a.ts'), '');
    writeFileSync(join(root, 'index.html'), '');
    utimesSync(join(root, 'src/deep/a.ts'), 10, 10);
    const found = filesWithTimes(root, ['src', 'index.html', 'missing']);
    expect(found.map((f) => f.path).sort()).toEqual(
      ['index.html', 'src', join('src', 'deep'), join('src', 'deep', 'a.ts')].sort(),
    );
    expect(found.find((f) => f.path.endsWith('a.ts'))?.mtimeMs).toBe(10_000);
  });
});
