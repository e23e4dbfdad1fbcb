// The unit and contract projects' environment (scripts/jest/node-environment.cjs): jest's node
// environment on a context whose global is an ordinary object, not a contextified Proxy.
import { createRequire } from 'node:module';
import { runInContext, type Context } from 'node:vm';

const requireHere = createRequire(__filename);
type Environment = { getVmContext(): Context | null; teardown(): Promise<void> };
type EnvironmentClass = new (config: object, context: object) => Environment;

const config = {
  projectConfig: { testEnvironmentOptions: {}, globals: {}, fakeTimers: {} },
  globalConfig: {},
};
const envContext = { console, testPath: __filename, docblockPragmas: {} };
const contextOf = async (Env: EnvironmentClass, check: (context: Context) => void) => {
  const env = new Env(config, envContext);
  try {
    check(env.getVmContext()!);
  } finally {
    await env.teardown();
  }
};

describe('the node environment with an ordinary global', () => {
  it('runs code on a global that is the context object itself (not read through a contextified sandbox)', async () => {
    const Ordinary = requireHere('./node-environment.cjs') as EnvironmentClass;
    await contextOf(Ordinary, (context) => {
      expect(runInContext('this', context)).toBe(context);
      // jest's globals are there as in its own environment
      expect(
        runInContext('[typeof process, typeof setTimeout, typeof Buffer, Math.max(1, 2)]', context),
      ).toEqual(['object', 'function', 'function', 2]);
    });
  });

  it('differs from jest-environment-node, whose global is read through its Proxy', async () => {
    const { TestEnvironment } = requireHere('jest-environment-node') as {
      TestEnvironment: EnvironmentClass;
    };
    await contextOf(TestEnvironment, (context) => {
      expect(runInContext('this', context)).not.toBe(context);
    });
  });

  it('is the environment of the projects that run in Node', () => {
    const { projects } = requireHere('../../jest.config.cjs') as {
      projects: { displayName: string; testEnvironment: string }[];
    };
    const byName = Object.fromEntries(projects.map((p) => [p.displayName, p.testEnvironment]));
    expect(byName.unit).toBe('<rootDir>/scripts/jest/node-environment.cjs');
    expect(byName.contract).toBe('<rootDir>/scripts/jest/node-environment.cjs');
  });
});
