import { constants, createPrivateKey, privateDecrypt } from 'node:crypto';
import { PASSWORD_KEY_ALGORITHM, parseSealedPassword, type PasswordKey } from '@mo/contracts';

/*
 * A fixed RSA-OAEP-256 key pair FOR TESTS ONLY: the web tests' fake API and the Pact consumer
 * tests seal passwords with its public half, and the tests (and the Pact provider verification,
 * which re-seals them with the mock's live key) open them with its private half. It protects
 * nothing: the mock makes its own key pair at every start.
 */
export const TEST_PASSWORD_KEY: PasswordKey = {
  keyId: 'test-key-1',
  algorithm: PASSWORD_KEY_ALGORITHM,
  publicKey:
    'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAzDA3rMRIrkXN9dCLvrg2fDHBPtyLU4pn9ZI4rgX6tTLO' +
    '9YiMLzMLT+vMRLZCLlGNnTVn7kFpuTpLh1HBbrAOWTNnUShJXESkXoczhqeC9oknistMo28yVDhVrRFdMNBRtn+S' +
    'XVgwVAD7rPb/opJwoBzJ975D9v91zzYjhDudM60fzzSApmngHAzgqH46yuRpjFrHCyVjBfqrW37Mck7lH0rDE/Rv' +
    '7O8IySez3leh/xpsoq/C8C4vogIlHOTYG6pK20jNt1SsmEc5/KvqI73R2dm/T9lPI06aMdEaQ5GkgoeOKnIMd4uK' +
    'G11etLwSc8v439DAKsKhkQO08nWYzcWrCwIDAQAB',
};

const TEST_PRIVATE_KEY_PKCS8 =
  'MIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkwggSlAgEAAoIBAQDMMDesxEiuRc310Iu+uDZ8McE+3ItTimf1kjiu' +
  'Bfq1Ms71iIwvMwtP68xEtkIuUY2dNWfuQWm5OkuHUcFusA5ZM2dRKElcRKRehzOGp4L2iSeKy0yjbzJUOFWtEV0w' +
  '0FG2f5JdWDBUAPus9v+iknCgHMn3vkP2/3XPNiOEO50zrR/PNICmaeAcDOCofjrK5GmMWscLJWMF+qtbfsxyTuUf' +
  'SsMT9G/s7wjJJ7PeV6H/Gmyir8LwLi+iAiUc5NgbqkrbSM23VKyYRzn8q+ojvdHZ2b9P2U8jTpox0RpDkaSCh44q' +
  'cgx3i4obXV60vBJzy/jf0MAqwqGRA7TydZjNxasLAgMBAAECggEAM854EcmrdywW2auUCUvL5y7ojP6ACy4uukvj' +
  'PaQevCKsB/ghOUiGMjztkvF7US039Q8702OdY3W6/BZuMZtRyKgWKq1CD7sKyUEcfam6vLqH4ds7Eqx/5IZ2lna1' +
  'YlE4qkkr5ased/HX6UayDZmCId2sEMOhkuW2CmD+GerWM+ng+CgSNRG8NMVvQOM1CwSZJhh/4YXxYE84KtNN2ixs' +
  'VJW119/JstvKExGFzxflzP3iWBxu2GFoynSTI+Ces/yopry3PhFuXG3tOeLI3TCW6L5bxsBrNTJrfYErPPtHomte' +
  'k0JjzNXBCq92HdLh7LTv0ZbhT3O8+2IPRDHjEXUYYQKBgQDsIRNmCxa2jCDPNwkPbwjeM74IIL8j4AfhRQtjjvs0' +
  '0Jk7GOwGSQaJN+zvTMp8mlp5HB9B4l9nGp3dp4lGj16DJ7+j/Adm973Pth1q2yW3owXovuQzKkv8voje5ATATOCs' +
  'p+icP6ONqz05oGYJQu2rlYBwodgxOZtv0b4u9DnMrwKBgQDdXwp3dMZdQNMQqx96VdvZg9FuJjrZAlglwMwUIJEc' +
  'H5zdEFC/kbflIpJDeztpbc6uB4mvOoNThgQP51nte17cZwdgnubaYfbSic4R6awtSMpI6JY90YKyY8DMvL+AyeWu' +
  'G/yNHNjuVCjBDI+ubI9Icqunr4MYmXBbsaovO6U2ZQKBgQDranKHqwiDCSPw06Lh00aZGiccvWEzaDkS+55GLRgA' +
  'aPRMOiWegpHUnoBHeFzsa4tF8aasLgAFsECx60VupqOIyUlEOZI7s0V3X87maQSqmArdJ+wlosbNfjzBU7305vCc' +
  '0m6T0NLD/HR3DpaMJ0EDb3L1WDZNpWx1yDv/Xhh+GwKBgQDZLspNAlMu4E9y1gBu/FdSIsJQx88KYwNqHqnZwU28' +
  'gsNaGwyttd/uPKm07O0P9XxFPv303XpEcoH/vGF83YHmyGnzgFJKxLvsOOjkqBWU5AoZ1563DZqlO7rG4xMa3nmp' +
  'BKoVI80snYLSS2mXnchBMsd4H3iFpNwYCclGx8TCBQKBgQC0P1k/fSXlvWhKXPUUwDbme/B2PW7sVEKnaXSBGlaj' +
  'd9d6JGDLU7h89+dRLzPC7wVc+V4+7EynC14SA+7j7IVulhAkm3stViaQnzBt+VaWJjIV6srSG/cJEN24lwlibY4w' +
  'PPXxHH7BruwmxG1C5/MCBaH+FXhvlYo0eNKhrAFdfw==';

const privateKey = createPrivateKey({
  key: Buffer.from(TEST_PRIVATE_KEY_PKCS8, 'base64'),
  format: 'der',
  type: 'pkcs8',
});

/** The clear text of a password sealed with the test key; null for anything else. */
export const openTestSealed = (value: unknown): string | null => {
  const parts = typeof value === 'string' ? parseSealedPassword(value) : null;
  if (!parts || parts.keyId !== TEST_PASSWORD_KEY.keyId) return null;
  try {
    return privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(parts.ciphertext, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
};

/**
 * Matches a password field sent sealed with the test key whose clear text is `clear` (OAEP makes
 * every ciphertext different, so the text itself cannot be compared).
 */
export const sealedAs = (clear: string) => ({
  asymmetricMatch: (actual: unknown) =>
    typeof actual === 'string' && !actual.includes(clear) && openTestSealed(actual) === clear,
  toString: () => 'SealedPassword',
  toAsymmetricMatcher: () => `sealedAs(${JSON.stringify(clear)})`,
});
