import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ERROR_CODES as E, MEMBER_LIMITS } from '@mo/contracts';
import { ApiError, fail } from '../src/lib/api-error';

/*
 * The mock's one failure path (issue 28 section 2): every error answer is an entry of the error
 * table (src/lib/api-error.ts), so a code's status and message are written once. The guard reads
 * the sources, so an ad hoc `new ApiError(` in a route, service, plugin or control file fails here.
 */

const SRC = join(__dirname, '..', 'src');
const TABLE = 'lib/api-error.ts';
const CONSTRUCTION = /new\s+ApiError\s*\(/g;

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const constructionsIn = (path: string): number =>
  (readFileSync(path, 'utf8').match(CONSTRUCTION) ?? []).length;

describe('the error table', () => {
  it('is the only place that constructs an ApiError', () => {
    const offenders = sourcesUnder(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((file) => file !== TABLE && constructionsIn(join(SRC, file)) > 0);
    expect(offenders).toEqual([]);
  });

  it('is read by the guard (the scan finds the constructions of the table itself)', () => {
    expect(sourcesUnder(SRC).map((p) => relative(SRC, p).split('\\').join('/'))).toContain(TABLE);
    expect(constructionsIn(join(SRC, TABLE))).toBeGreaterThan(30);
  });

  // The entries moved into the table from routes and services: same status, code and message.
  const answer = (error: ApiError) => [error.httpStatus, error.errorCode, error.message];

  it('words the member, COB and upload rules as their calls always did', () => {
    expect(answer(fail.memberRule(E.reasonRequired))).toEqual([
      400,
      E.reasonRequired,
      'Reason is required',
    ]);
    expect(answer(fail.cobRule(E.reasonRequired))).toEqual([
      400,
      E.reasonRequired,
      'Please choose a reason',
    ]);
    expect(answer(fail.memberRule('XX999'))).toEqual([400, 'XX999', 'Invalid request']);
    expect(fail.cobRule(E.required, ['body.reason']).details).toEqual(['body.reason']);
    expect(answer(fail.fileRule(E.fileTooLarge))).toEqual([
      413,
      E.fileTooLarge,
      `The file is larger than ${MEMBER_LIMITS.uploadMaxBytes} bytes`,
    ]);
    expect(answer(fail.fileRule(E.fileTypeNotAllowed, ['file: x']))).toEqual([
      400,
      E.fileTypeNotAllowed,
      'Only .xlsx files are accepted',
    ]);
    expect(answer(fail.fileRule('XX999'))).toEqual([400, 'XX999', 'Invalid file']);
  });

  it('answers the single-case failures with their status and message', () => {
    expect([
      answer(fail.cobNotAllowed()),
      answer(fail.cobEventTooOld()),
      answer(fail.cobAlreadyRequested()),
      answer(fail.fileReferenceUnknown()),
      answer(fail.memberNotRegistered()),
      answer(fail.emailRegistered()),
      answer(fail.mobileInvalid()),
      answer(fail.mobileRegistered()),
      answer(fail.requestTimeout()),
    ]).toEqual([
      [409, E.cobNotAllowed, 'This claim takes no COB request'],
      [409, E.cobEventTooOld, 'The claim event is too old for a COB'],
      [409, E.cobAlreadyRequested, 'A COB request is already filed'],
      [400, E.fileReferenceUnknown, 'Unknown file gateway reference'],
      [404, E.memberNotRegistered, 'The member number is not registered'],
      [409, E.emailRegistered, 'The e-mail is already registered'],
      [400, E.mobileInvalid, 'Mobile number not registered or invalid'],
      [409, E.mobileRegistered, 'The mobile number is already registered'],
      [408, E.badRequest, 'Request timed out'],
    ]);
  });

  it('answers the codes of the control API as the tester named them', () => {
    expect(answer(fail.armedFault(503, 'ANY_1'))).toEqual([503, 'ANY_1', 'Armed fault ANY_1']);
    expect(answer(fail.magicInput(500, 'ANY_1', '#fail:ANY_1'))).toEqual([
      500,
      'ANY_1',
      'Magic input #fail:ANY_1',
    ]);
  });
});
