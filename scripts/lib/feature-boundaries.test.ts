// Proof that the project's ESLint config (eslint.config.js) fails on a broken feature boundary:
// the rule lives in eslint/feature-boundaries.js and replaces the old regex check.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');

/** The rule ids ESLint reports for `code` as if it were the file at `path` (repository-relative). */
const lint = (path: string, code: string): string[] => {
  // ESLint loads its ESM config by dynamic import, which jest's module system does not host: run
  // it as the CLI does, on stdin, with the repository's own config.
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [
        resolve(root, 'node_modules/eslint/bin/eslint.js'),
        '--format',
        'json',
        '--stdin',
        '--stdin-filename',
        path,
      ],
      { cwd: root, input: code, encoding: 'utf8' },
    );
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(out) as { messages: { ruleId: string | null; message: string }[] }[];
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
};

const rule = 'layers/feature-boundaries';

describe('feature boundaries (ESLint)', () => {
  it('fails a feature importing another feature, relatively, lazily or by alias', () => {
    const src = [
      "import { x } from '../../billing/x';",
      "export { y } from '../../claims/y';",
      "export const z = () => import('../../reports/routes');",
      "import w from 'src/features/policies/w';",
      "import v from '@/features/members/v';",
      'export const all = [x, w, v];',
    ].join('\n');
    const found = lint('web/src/features/dashboard/components/a.ts', src);
    const crossings = found.filter((m) => m.startsWith(rule));
    expect(crossings).toHaveLength(5);
    expect(crossings[0]).toContain("Feature 'dashboard' imports feature 'billing'");
  });
  it('fails lib/ and components/ importing a feature', () => {
    for (const file of ['web/src/lib/a.ts', 'web/src/components/a.tsx']) {
      const found = lint(file, "import { x } from '../features/auth';\nexport const y = x;\n");
      expect(found).toEqual([expect.stringContaining(`${rule}: Only app/ composes features`)]);
    }
  });
  it('allows imports inside a feature and into lib/ or components/', () => {
    const src = [
      "import a from './auth-slice';",
      "import b from '@/lib/api-client';",
      "import c from '@/components/x';",
      "import d from '../model/x';",
      "import e from '@/features/auth/auth-slice';",
      'export const all = [a, b, c, d, e];',
    ].join('\n');
    expect(lint('web/src/features/auth/pages/p.ts', src)).toEqual([]);
  });
  it("fails a climb of two or more '../' in web/src: that is what @/ and @test/ are for", () => {
    const src = [
      "import a from '../../../lib/api-client';",
      "import b from '../../../../test/fake-api';",
      "import c from '../x';",
      "import d from '@/lib/paths';",
      'export const all = [a, b, c, d];',
    ].join('\n');
    const found = lint('web/src/features/auth/components/p.ts', src);
    expect(found).toEqual([
      expect.stringContaining(
        "no-restricted-imports: '../../../lib/api-client' import is restricted",
      ),
      expect.stringContaining(
        "no-restricted-imports: '../../../../test/fake-api' import is restricted",
      ),
    ]);
  });
  it("fails app/ reaching past a feature's index.ts", () => {
    const src = [
      "import { a } from '../features/auth/auth-slice';",
      "export const b = () => import('../features/billing/routes');",
      'export const all = [a];',
    ].join('\n');
    const found = lint('web/src/app/router.ts', src);
    expect(found).toEqual([
      expect.stringContaining(`${rule}: app/ imports a feature only through its index.ts`),
      expect.stringContaining(`${rule}: app/ imports a feature only through its index.ts`),
    ]);
  });
  it('lets app/ compose features through their index', () => {
    const src =
      "import a from '../features/auth';\nimport b from '../features/dashboard/index';\nexport const all = [a, b];\n";
    expect(lint('web/src/app/router.ts', src)).toEqual([]);
  });
});
