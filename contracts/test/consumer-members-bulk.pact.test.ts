/**
 * Consumer contract of the bulk update (part 2 sections 3, 7): the template, the file gateway
 * upload (multipart, one part `file`) and the submit by the gateway reference. Driven through
 * what the bulk page uses: its template endpoint, its upload thunk and the bulk saga's submit,
 * over the web's real API client.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { CALL_ROUTES, ERROR_CODES, SCENARIOS, XLSX_MIME_TYPE } from '@mo/contracts';
import { bulkTemplateApi } from '../../web/src/features/members/bulk/api/bulk-template';
import { submitBulkUpdate } from '../../web/src/features/members/bulk/api/bulk-update';
import { sendBulkFile } from '../../web/src/features/members/bulk/api/file-upload';
import { gatewayHeaders } from './pact-matchers';
import { rtkStoreFor, runEndpoint } from './rtk-driver';
import { TOKEN, bearer, companyId, hrSignedIn, signedInPact } from './members-pact';
import { clientFor as clientAt, failed, interaction, ok } from './support/pact-client';

const { regex, string, fromProviderState } = MatchersV3;
const { pact, run, call } = signedInPact();
const isoDateTime = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}T.+$', example);
/** The committed valid alteration form (scripts/make-bulk-fixtures.ts). */
const VALID_FILE = resolve('e2e/files/alteration-form-valid.xlsx');
const EXAMPLE_REF = 'FG2026112200001';
const BOUNDARY = 'mo-pact-boundary-7f3a';
/** The web's API client against the Pact mock server, as the bulk saga calls it. */
const clientFor = (url: string) => clientAt(url, TOKEN);

/** A multipart body with the file as its one part `file`, typed xlsx. */
const multipartOf = (file: string): Buffer =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; ` +
        `filename="alteration-form-valid.xlsx"\r\nContent-Type: ${XLSX_MIME_TYPE}\r\n\r\n`,
    ),
    readFileSync(file),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('portal → insurer contract (members: bulk update)', () => {
  it('reads the bulk update template', () =>
    call({
      uponReceiving: 'a request for the bulk update template',
      call: CALL_ROUTES.bulkTemplate,
      query: { companyId },
      answer: ok({
        // base64 of an xlsx (a zip: "UEsD" is "PK\x03")
        fileContent: regex('^UEsD[A-Za-z0-9+/=]+$', 'UEsDBBQAAAAIAA=='),
        lastUpdate: isoDateTime('2026-01-05T00:00:00.000Z'),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ fileContent: string }>(
          rtkStoreFor(server.url, TOKEN),
          bulkTemplateApi.endpoints.bulkTemplate.initiate({ companyId }),
        );
        expect(data.fileContent.startsWith('UEsD')).toBe(true);
      },
    }));

  /*
   * The multipart body is pinned as written out here: one part `file`, the xlsx type and the
   * committed fixture's bytes, which the provider replays. Pact's multipartBody() would check the
   * part's type by sniffing its bytes, which reads an xlsx as application/zip, and replay it so.
   */
  it('uploads one xlsx to the file gateway', () =>
    interaction(pact, {
      given: SCENARIOS.signedIn,
      params: hrSignedIn(),
      uponReceiving: 'a multipart upload of one xlsx file',
      call: CALL_ROUTES.fileUpload,
      request: (b) =>
        b
          .query({ companyId })
          .headers({
            ...gatewayHeaders(),
            ...bearer,
            'Content-Type': regex(
              '^multipart/form-data; ?boundary=.+$',
              `multipart/form-data; boundary=${BOUNDARY}`,
            ),
          })
          .body(`multipart/form-data; boundary=${BOUNDARY}`, multipartOf(VALID_FILE)),
    })
      .willRespondWith(
        200,
        ok({
          documentId: string('DOC2026112200001'),
          fileName: string('alteration-form-valid.xlsx'),
          mimeType: XLSX_MIME_TYPE,
          extension: 'xlsx',
          fileGatewayRefNo: regex('^FG\\d+$', EXAMPLE_REF),
          lastUpdate: isoDateTime('2026-11-22T03:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const progress: number[] = [];
        const data = await sendBulkFile(clientFor(server.url), {
          companyId,
          file: new Blob([readFileSync(VALID_FILE)], { type: XLSX_MIME_TYPE }),
          fileName: 'alteration-form-valid.xlsx',
          onProgress: (fraction) => progress.push(fraction),
        });
        expect(data.fileGatewayRefNo).toBe(EXAMPLE_REF);
      }));

  it('submits an uploaded file by its gateway reference', () =>
    run({
      given: SCENARIOS.bulkFileUploaded,
      params: hrSignedIn(),
      uponReceiving: 'a bulk update with a known file gateway reference',
      call: CALL_ROUTES.bulkUpdate,
      headers: { ...gatewayHeaders(), ...bearer },
      body: {
        companyId,
        fileGatewayRefNo: fromProviderState('${fileGatewayRefNo}', EXAMPLE_REF),
      },
      answer: ok({ memberAlterationRef: regex('^MA\\d+$', 'MA2026112200001') }),
      test: async (server) => {
        const data = await submitBulkUpdate(clientFor(server.url), {
          companyId,
          fileGatewayRefNo: EXAMPLE_REF,
        });
        expect(data.memberAlterationRef).toBe('MA2026112200001');
      },
    }));

  it('answers FG5023 for an unknown file gateway reference', () =>
    run({
      given: SCENARIOS.signedIn,
      params: hrSignedIn(),
      uponReceiving: 'a bulk update with an unknown file gateway reference',
      call: CALL_ROUTES.bulkUpdate,
      headers: { ...gatewayHeaders(), ...bearer },
      body: { companyId, fileGatewayRefNo: 'FG2026010199999' },
      status: 400,
      answer: failed(ERROR_CODES.fileReferenceUnknown),
      test: async (server) => {
        await expect(
          submitBulkUpdate(clientFor(server.url), {
            companyId,
            fileGatewayRefNo: 'FG2026010199999',
          }),
        ).rejects.toMatchObject({ errorCode: ERROR_CODES.fileReferenceUnknown });
      },
    }));
});
