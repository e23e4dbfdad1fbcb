/**
 * Consumer contract, the password key (part 1 section 7, passwords "travel encrypted"): the
 * portal reads the public key its password fields are sealed with, through the web's own
 * password-crypto module over the real API client.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  CALL_ROUTES,
  PASSWORD_KEY_ALGORITHM,
  SCENARIOS,
  importPasswordKey,
  sealPassword,
} from '@mo/contracts';
import { fetchPasswordKey } from '../../web/src/lib/password-crypto';
import { TEST_PASSWORD_KEY, openTestSealed } from '../../web/test/password-test-key';
import { SEALED_EXAMPLES } from './pact-passwords';
import { newPact } from './pact-setup';
import { gatewayHeaders } from './pact-matchers';
import { clientFor, ok, runCase, type PactCase } from './support/pact-client';

const { regex } = MatchersV3;
const pact = newPact();
const run = (c: PactCase) => runCase(pact, c);

describe('portal → insurer contract (password key)', () => {
  it('reads the RSA-OAEP-256 public key and its id, without a token', () =>
    run({
      given: SCENARIOS.seeded,
      uponReceiving: 'a request for the password key',
      call: CALL_ROUTES.passwordKey,
      headers: gatewayHeaders(),
      answer: ok({
        keyId: regex('^[A-Za-z0-9_-]{1,64}$', TEST_PASSWORD_KEY.keyId),
        algorithm: PASSWORD_KEY_ALGORITHM,
        publicKey: regex('^[A-Za-z0-9+/]+={0,2}$', TEST_PASSWORD_KEY.publicKey),
      }),
      test: async (server) => {
        const key = await fetchPasswordKey(clientFor(server.url));
        // The portal can seal with what it is given.
        const sealed = await sealPassword(await importPasswordKey(key), 'Portal#2026');
        expect(openTestSealed(sealed)).toBe('Portal#2026');
      },
    }));

  it('writes sealed examples that open to their passwords under the test key', () => {
    for (const [clear, example] of Object.entries(SEALED_EXAMPLES)) {
      expect(openTestSealed(example)).toBe(clear);
    }
  });
});
