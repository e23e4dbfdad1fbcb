import { MatchersV3 } from '@pact-foundation/pact';
import { SEALED_PASSWORD_PATTERN } from '@mo/contracts';
import type { ApiClient } from '../../web/src/lib/api-client';
import { primePasswordKey } from '../../web/src/lib/password-crypto';
import { TEST_PASSWORD_KEY } from '../../web/test/password-test-key';

/**
 * Passwords travel encrypted (part 1 section 7). The portal seals them with the key of the
 * passwordKey call; in the consumer tests that is the fixed test key (Pact's mock server answers
 * one interaction at a time, so the client is primed with it instead of fetching it). OAEP makes
 * every ciphertext different, so the request pins the sealed form with a regex; its example is a
 * fixed ciphertext of the password under the test key (the pact file stays the same from run to
 * run), which the provider verification opens and seals again with the mock's live key.
 */
const EXAMPLES: Readonly<Record<string, string>> = {
  'Portal#2026':
    'enc:v1:test-key-1:ewTLDrb2hGCUbVbP3UgMCmYGlwSxUu31howlshEtWnUTMZKBWnvv6EsOIbJWbSohHIextr' +
    'JkSdfXlGhq2F/aUl1F1taqTwNKNhClROhOx/7VjVzH4ldLeymzicC6r/9A8qU9rsPpIAzlL3vK361z64GGhnYXby' +
    'mesHze99P1SswCtzhkx8stwkxF65DNuKI3CAWxzDOPmXJE1QttiGmQY/0wb30qyAh+q77za8UAt1nHiBfm+CVbjg' +
    'HwYapnstVofky/Lk4EYYg5KguGJTQ5DcKIk4CTfeMtH4Fcko0hETiPF2erRYHEJpd4sROL0gVShNF5Ipv4fuihTX' +
    '/GvsFCBw==',
  'Welcome#2026':
    'enc:v1:test-key-1:uoZ5rFCvOxAeXIagkL7kHWswCVFu0UooyrOCVVp/0dDYRr4MiwprnzExz53T040DMIDIXf' +
    '6NJl2Wom6Ysw8pdRHPf7qpNgDBJZ6V1NtGqYSf1TR8LUbBP02zyGLgpMPu+/nLiV+ug6VO2ap6/69YB4C98EgGj/' +
    'SMbb5KuBbFpfSQNkU/AE72sPC0elSg6W11Nz5EwRN3l9pAhtvJz+7m8iOsYyyKukyg9EG/y8UQq1atjt3ylzlgCy' +
    '56cnN4ybqQ5CimUXNKcVOcSBa+AAv2PDz7yif420Kq/aICXA/COI/wWIHW6gUAn4mVZzcyh209C4WpfOeYWzRc4T' +
    'X92NWROQ==',
  'Wrong#Pass1':
    'enc:v1:test-key-1:yFF4ebd0AOuMWm6NFXuK29+vwKleC3hDUtaKcRXEyWIP1KL//jFIcwYJaNlxAns5V3NIar' +
    'yKNFTx4ONZITKik7BuhYtWHSGejPzgFaN3FQojs3rDkrdlOSFIHrIZr0pdqq5ZubDZbHhd7UDgTWZxXtTmUEQ0Fw' +
    'qy2a8a6H4dAxd24eucfVMGSOK4Q9v1wXzrtIeUePCBpXJBQQrv89j/HRNsCiLhzcowBCFkgLFsWbFgVtm16ELmvW' +
    'FLfOgfol0Gf2oYDCqHesCDrIA4hl+8pDn8dvCJ9nrMxNFQg6ttDYdnrCDz7ZnxFt5M5eneohmDXrCG5zXrFWKpG3' +
    '2GQZeIkg==',
  'Sejahtera#2027':
    'enc:v1:test-key-1:DTwvL3bhtkV1kMtJNHqZb0ZCSHOFdlht4jL8oIOlBMalrkxF2iUYX+3nTDnpZXWfyYxOXK' +
    '3g0cONE02IeszVdj0jR8dXo7GZt7jTecHegmOqc5HFKsdiQhzF/4hbV8I3AupriwrjSvGRlAWham1CwYV/BReD9b' +
    '3WhWcOgOarAXfZTvI9yA7eRIten3WlPk3vpon9ZxL/Pgbt4PYr7cTerGRFj1O99CarL2qZal7m33MUuOFxc4z+aP' +
    'qV4XfhyZfRAwAjCuUW8X2NwlqNG6Eh1b2V4dDGF+uwsmPHS1auXw6z13RHl7fEfrHzMpa7GYRnHMedOBQN3BjkGP' +
    'acfc5F3w==',
};

/** The request matcher of a sealed password field whose clear text is `clear`. */
export const sealed = (clear: string) => {
  const example = EXAMPLES[clear];
  if (!example)
    throw new Error(
      `no sealed example for "${clear}": add one (sealPassword with TEST_PASSWORD_KEY)`,
    );
  return MatchersV3.regex(SEALED_PASSWORD_PATTERN, example);
};

/** The examples, for the check that each opens to its clear text under the test key. */
export const SEALED_EXAMPLES = EXAMPLES;

/** An API client that already holds the test password key, as a page that fetched it does. */
export const withTestKey = <T extends ApiClient>(api: T): T => {
  primePasswordKey(api, TEST_PASSWORD_KEY);
  return api;
};
