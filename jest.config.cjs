// One jest for the whole repository: projects split by environment and by kind of test.
// faker and typebox ship ESM only, so they are let through the swc transform.
const esmPackages = [
  '@faker-js',
  'typebox',
  '@fastify/type-provider-typebox',
  'cookie',
  'content-disposition',
].join('|');

const transform = {
  '^.+\\.(t|j|mj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const common = {
  transform,
  // the ESM packages may sit in nested node_modules folders (light-my-request's cookie)
  transformIgnorePatterns: [`/node_modules/(?!(?:.+/node_modules/)?(?:${esmPackages})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // web's import aliases (web/tsconfig.json): @/ is web/src, @test/ the web test support
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/web/src/$1', '^@test/(.*)$': '<rootDir>/web/test/$1' },
};

// jest's node environment on a context with an ordinary global object: a read of Math or Object in
// a test's code is a plain read, not a trip through jest's contextified Proxy (see the file).
const nodeEnvironment = '<rootDir>/scripts/jest/node-environment.cjs';

module.exports = {
  // two-core CI machines: a web test that waits for the portal may need more than the default 5 s
  testTimeout: 20000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: nodeEnvironment,
      testMatch: [
        '<rootDir>/contracts/src/**/*.test.ts',
        '<rootDir>/fixtures/**/*.test.ts',
        '<rootDir>/mock-server/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/web/build/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
      // the stub first: jest takes the first pattern that matches, and '@/x.css' matches both
      moduleNameMapper: {
        '\\.(css|svg|png|jpg)$': '<rootDir>/web/test/file-stub.cjs',
        ...common.moduleNameMapper,
      },
    },
    {
      ...common,
      displayName: 'contract',
      testEnvironment: nodeEnvironment,
      testMatch: ['<rootDir>/contracts/test/**/*.pact.test.ts'],
    },
  ],
};
