import {
  API_AREAS,
  DEMO_OTP,
  DEMO_USERS,
  MOCK_CONTROL_PREFIX,
  OPENAPI_DOCS_PATH,
} from '@mo/contracts';
import { buildApp } from './app';
import { loadConfig } from './config';
import { setupIdleCollect } from './lib/idle-collect';
import { lineStream } from './lib/log-lines';
import { setupRequestLines } from './plugins/request-lines';
import { warmPasswordKey } from './services/password-key';

/**
 * Starts the mock on HOST:PORT (127.0.0.1:4010) for the portal, Playwright and Pact verification.
 * Stops cleanly on SIGINT and SIGTERM.
 */
const main = async () => {
  const config = loadConfig();
  // The app is built with the seed loaded (so /__mock/health answers only then); the seed users'
  // password hashes finish in the background, and a sign-in waits for them.
  // MOCK_LOG_FORMAT=lines (npm start): readable lines on the terminal instead of pino's JSON.
  const lines = config.logFormat === 'lines';
  const logger = lines ? { level: config.logLevel, stream: lineStream() } : true;
  const app = await buildApp({ config, logger, passwordsInBackground: true });
  if (lines) setupRequestLines(app);
  // an idle mock gives back what a burst of large requests left (issue 30)
  setupIdleCollect(app);
  const address = await app.listen({ port: config.port, host: config.host });
  // The password key pair is made off the event loop, so the first sign-in need not wait for it.
  warmPasswordKey();
  const base = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(
    {
      areas: Object.fromEntries(Object.entries(API_AREAS).map(([k, p]) => [k, `${base}${p}`])),
      docs: `${base}${OPENAPI_DOCS_PATH}`,
      control: config.control ? `${base}${MOCK_CONTROL_PREFIX}` : 'off',
    },
    `mock insurer listening on ${base}; OpenAPI at ${base}${OPENAPI_DOCS_PATH}`,
  );
  app.log.info(
    {
      signIns: Object.values(DEMO_USERS).map(({ email, password }) => `${email} / ${password}`),
      otp: config.demoOtp
        ? `every code is ${config.demoOtp}`
        : `codes are random: read ${base}${MOCK_CONTROL_PREFIX}/inbox or this log (MOCK_DEMO_OTP=${DEMO_OTP} fixes them)`,
    },
    'demo sign-ins',
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      // app.close() waits for the requests in flight, then its onClose hooks (MOCK_STATE_DIR's
      // last write among them), before the process exits.
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'closing failed');
          process.exit(1);
        },
      );
    });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
