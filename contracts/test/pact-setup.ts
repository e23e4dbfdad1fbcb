import { resolve } from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';

export const CONSUMER = 'mo-portal-web';
export const PROVIDER = 'mo-insurer';

/** One PactV4 per consumer test file; every file writes into the same pact (merge). */
export const newPact = () =>
  new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: resolve('contracts/pacts'),
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
