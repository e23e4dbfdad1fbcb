/*
 * The contracts as the portal's browser code runs them: constants, codes, rules, password
 * sealing and the calls' routes, without TypeBox or any schema object. web/vite.config.ts
 * resolves '@mo/contracts' to this file, so the built portal carries none of the schemas (the
 * type checker and the tests still see the whole index.ts, whose exports include all of these).
 * browser.test.ts checks that nothing here reaches typebox and that each export is index.ts's.
 */
export * from './api-dates';
export * from './areas';
export * from './billing-codes';
export * from './routes';
export * from './claim-codes';
export * from './cob-rules';
export * from './constants';
export * from './error-codes';
export * from './sandbox';
export * from './header-values';
export * from './member-codes';
export * from './member-rules';
export * from './modules';
export * from './password-rules';
export * from './password-sealing';
export * from './report-codes';
export * from './sample-system-parameters';
export * from './success-rule';
