import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HEADER_NAMES } from '@mo/contracts';
import type { SeedOptions } from '@mo/fixtures';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_CONFIG, DEV_JWT_SECRET, type MockConfig } from './config';
import { STRONG_HASH_COST } from './store/passwords';
import { lazySerializerFactory } from './lib/lazy-serializer';
import { setupAuth } from './plugins/auth';
import { setupJournal } from './control/journal-recorder';
import { setupControl } from './control/plugin';
import { setupEnvelope, validatorCompiler } from './plugins/envelope';
import { clientErrorHandler, frameworkErrors, setupSecurity } from './plugins/security';
import { setupSandboxes } from './plugins/sandboxes';
import { setupStateDir } from './plugins/state-dir';
import { setupStore } from './plugins/store';
import { setupSwagger } from './plugins/swagger';
import { setupRoutes } from './routes';
import type { MockApp } from './types';

export type { MockConfig } from './config';
export type { MockApp } from './types';
export * from './control/schemas';

export interface BuildOptions {
  config?: Partial<MockConfig>;
  /** Seed sizes and number; merged over config.seed. */
  seed?: SeedOptions;
  /**
   * Resolve before the seed users' passwords are hashed: they finish in the background (about a
   * second of scrypt on two busy cores) and sign-ins wait for them. server.ts sets it, so the mock
   * answers sooner; tests leave it off and get a store with every hash made.
   */
  passwordsInBackground?: boolean;
  /** The real clock sandboxes expire by when idle (tests give their own); Date.now by default. */
  realNow?: () => number;
  /** Fastify logger options; quiet (false) unless given, as tests want. */
  logger?: boolean | FastifyServerOptions['logger'];
}

/**
 * The mock insurer, ready for `inject` in tests or `listen` in server.ts. Set-up runs in the
 * fastify/demo order: infrastructure (config, clock, store, envelope and errors, auth, OpenAPI),
 * then the API areas, then the control API.
 */
export const buildApp = async (options: BuildOptions = {}): Promise<MockApp> => {
  const config: MockConfig = {
    ...DEFAULT_CONFIG,
    ...options.config,
    seed: { ...DEFAULT_CONFIG.seed, ...options.config?.seed, ...options.seed },
  };
  // As loadConfig: production-like mode hashes passwords at the strong cost, never below it.
  if (!config.control) {
    config.passwordHashCost = options.config?.passwordHashCost ?? STRONG_HASH_COST;
    if (config.passwordHashCost < STRONG_HASH_COST) {
      throw new Error('the password hash cost must be strong when the control API is off');
    }
  }
  // Production-like mode (no control API) must not sign with the secret published in the source.
  if (!config.control && config.jwtSecret === DEV_JWT_SECRET) {
    throw new Error('JWT_SECRET must be set when the control API is off (production-like mode)');
  }
  const logger = options.logger === true ? { level: config.logLevel } : (options.logger ?? false);
  const built: { app?: FastifyInstance } = {};
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    // Behind the portal's nginx: the client is the address X-Forwarded-For names (MOCK_TRUST_PROXY).
    trustProxy: config.trustProxy,
    // Path parameters are ids and numbers: longer ones are refused in the envelope (GC414).
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(() => built.app),
    // The portal's request reference doubles as the request id in the logs.
    requestIdHeader: HEADER_NAMES.requestReference,
    // Requests are checked with the contracts' TypeBox schemas (so Fastify's Ajv is never loaded),
    // and response serialisers are compiled on a route's first answer, not all at start.
    schemaController: {
      compilersFactory: {
        // Fastify's type names Ajv's compile; ours takes the same route-schema argument.
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: lazySerializerFactory(),
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  built.app = app;
  app.decorate('config', config);
  app.decorate('startConfig', Object.freeze({ ...config }));
  // The seed is built here; its passwords hash on other threads while the routes register.
  const storeLoaded = setupStore(app, config.seed, {
    passwordsInBackground: options.passwordsInBackground === true,
  });
  setupEnvelope(app);
  setupSecurity(app);
  setupSandboxes(app, { now: options.realNow });
  await setupAuth(app);
  await setupSwagger(app);
  // Before the routes: it hooks each contract call's route as it registers (control API on).
  setupJournal(app);
  await setupRoutes(app);
  await setupControl(app);
  const storeError = await storeLoaded;
  if (storeError) throw storeError;
  // MOCK_STATE_DIR: the worlds written before are read back now, before the app answers.
  await setupStateDir(app);

  if (config.jwtSecret === DEV_JWT_SECRET) {
    app.log.warn('JWT_SECRET is not set: tokens are signed with the published development secret');
  }
  return app;
};
