/**
 * The only module that reads Vite's build-time environment. Only main.tsx imports it: jest runs
 * the sources as CommonJS, where `import.meta` cannot even be parsed, so tests build their
 * configuration with createConfig() from a plain object instead.
 */
export const readBuildEnv = (): Record<string, string | boolean | undefined> => ({
  ...import.meta.env,
});
