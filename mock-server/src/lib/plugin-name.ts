const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * `plugin` with its name given to Fastify (the symbol fastify-plugin sets). Fastify names every
 * plugin it registers, and for one without that name it looks for the function among the exports
 * of every loaded module (require.cache) before taking the function's own name: in jest's module
 * registry, thousands of modules, that search was more than half of building an app (115 ms to
 * 46 ms a test app). The name is the one Fastify would have found, the function's own.
 */
export const named = <T extends (...args: never[]) => unknown>(plugin: T): T => {
  const holder = plugin as unknown as Record<symbol, string | undefined>;
  holder[DISPLAY_NAME] ??= plugin.name;
  return plugin;
};
