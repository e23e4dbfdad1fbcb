// Proof that the project's ESLint config (eslint.config.js) fails on a broken feature boundary:
// the rule lives in eslint/feature-boundaries.js and replaces the old regex check.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');

type Case = { path: string; code: string };

/**
 * The rule ids and messages ESLint reports for each case's `code` as if it were the file at its
 * `path` (repository-relative), in one ESLint run for all of them: ESLint loads its ESM config by
 * dynamic import, which jest's module system does not host, so it runs in a Node of its own, with
 * the repository's own config (a process per case cost 2-3 s each).
 */
const lintAll = (cases: Case[]): string[][] => {
  const script = `
    import { readFileSync } from 'node:fs';
    import { resolve } from 'node:path';
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const found = [];
    for (const { path, code } of JSON.parse(readFileSync(0, 'utf8'))) {
      const [result] = await eslint.lintText(code, { filePath: resolve(${JSON.stringify(root)}, path) });
      found.push(result.messages.map((m) => \`\${m.ruleId}: \${m.message}\`));
    }
    process.stdout.write(JSON.stringify(found));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
};

/**
 * A case to lint: every case is linted once, all in one run when the first test reads its result
 * (the function returned).
 */
const cases: Case[] = [];
let results: string[][] | undefined;
const lintLater = (path: string, code: string): (() => string[]) => {
  const index = cases.push({ path, code }) - 1;
  return () => {
    results ??= lintAll(cases);
    return results[index]!;
  };
};

const rule = 'layers/feature-boundaries';

describe('feature boundaries (ESLint)', () => {
  const crossFeature = lintLater(
    'web/src/features/dashboard/components/a.ts',
    [
      "import { x } from '../../billing/x';",
      "export { y } from '../../claims/y';",
      "export const z = () => import('../../reports/routes');",
      "import w from 'src/features/policies/w';",
      "import v from '@/features/members/v';",
      'export const all = [x, w, v];',
    ].join('\n'),
  );
  const sharedIntoFeature = ['web/src/lib/a.ts', 'web/src/components/a.tsx'].map((file) =>
    lintLater(file, "import { x } from '../features/auth';\nexport const y = x;\n"),
  );
  const insideFeature = lintLater(
    'web/src/features/auth/pages/p.ts',
    [
      "import a from './auth-slice';",
      "import b from '@/lib/api-client';",
      "import c from '@/components/x';",
      "import d from '../model/x';",
      "import e from '@/features/auth/auth-slice';",
      'export const all = [a, b, c, d, e];',
    ].join('\n'),
  );
  const climb = lintLater(
    'web/src/features/auth/components/p.ts',
    [
      "import a from '../../../lib/api-client';",
      "import b from '../../../../test/fake-api';",
      "import c from '../x';",
      "import d from '@/lib/paths';",
      'export const all = [a, b, c, d];',
    ].join('\n'),
  );
  const pastIndex = lintLater(
    'web/src/app/router.ts',
    [
      "import { a } from '../features/auth/auth-slice';",
      "export const b = () => import('../features/billing/routes');",
      'export const all = [a];',
    ].join('\n'),
  );
  const throughIndex = lintLater(
    'web/src/app/router.ts',
    "import a from '../features/auth';\nimport b from '../features/dashboard/index';\nexport const all = [a, b];\n",
  );

  it('fails a feature importing another feature, relatively, lazily or by alias', () => {
    const crossings = crossFeature().filter((m) => m.startsWith(rule));
    expect(crossings).toHaveLength(5);
    expect(crossings[0]).toContain("Feature 'dashboard' imports feature 'billing'");
  });
  it('fails lib/ and components/ importing a feature', () => {
    for (const found of sharedIntoFeature) {
      expect(found()).toEqual([expect.stringContaining(`${rule}: Only app/ composes features`)]);
    }
  });
  it('allows imports inside a feature and into lib/ or components/', () => {
    expect(insideFeature()).toEqual([]);
  });
  it("fails a climb of two or more '../' in web/src: that is what @/ and @test/ are for", () => {
    expect(climb()).toEqual([
      expect.stringContaining(
        "no-restricted-imports: '../../../lib/api-client' import is restricted",
      ),
      expect.stringContaining(
        "no-restricted-imports: '../../../../test/fake-api' import is restricted",
      ),
    ]);
  });
  it("fails app/ reaching past a feature's index.ts", () => {
    expect(pastIndex()).toEqual([
      expect.stringContaining(`${rule}: app/ imports a feature only through its index.ts`),
      expect.stringContaining(`${rule}: app/ imports a feature only through its index.ts`),
    ]);
  });
  it('lets app/ compose features through their index', () => {
    expect(throughIndex()).toEqual([]);
  });
});
