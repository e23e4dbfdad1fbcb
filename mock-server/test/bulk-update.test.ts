import { BULK_TEMPLATE_FILE_NAME, CALLS, DEMO_USERS, ERROR_CODES, SCENARIOS } from '@mo/contracts';
import { HR_COMPANY_ID, OTHER_COMPANY_ID } from '@mo/fixtures';
import ExcelJS from 'exceljs';
import type { MockApp } from '../src/app';
import { memberBook } from '../src/services/member-book';
import { alterationWorkbook, uploadParts } from './file-gateway-support';
import { useTestApp } from './app-setup';
import { arm, codeOf, send, signIn } from './helpers';

const E = ERROR_CODES;

describe('bulk update (bulkTemplate, bulkUpdate)', () => {
  let app: MockApp;
  let hr: string;
  let broker: string;
  useTestApp(async (built) => {
    app = built;
    app.store.clock.set('2026-11-22T03:00:00.000Z');
    hr = (await signIn(app, 'hr')).accessToken;
    broker = (await signIn(app, 'broker')).accessToken;
  });

  const uploadRef = async (rows: string[][], token = hr, companyId = HR_COMPANY_ID) => {
    const bytes = await alterationWorkbook(rows);
    const answer = await uploadParts(app, token, companyId, [{ fileName: 'f.xlsx', bytes }]);
    return answer.body.data!.fileGatewayRefNo;
  };
  const submit = (fileGatewayRefNo: string, companyId = HR_COMPANY_ID, token = hr) =>
    send(app, CALLS.bulkUpdate, { body: { companyId, fileGatewayRefNo }, token });

  describe('template', () => {
    it("is a real xlsx: the 'Alteration Form' sheet with its columns and the instructions", async () => {
      const answer = await send(app, CALLS.bulkTemplate, {
        query: { companyId: HR_COMPANY_ID },
        token: hr,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data?.lastUpdate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const workbook = new ExcelJS.Workbook();
      const bytes = Buffer.from(answer.body.data!.fileContent, 'base64');
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((s) => s.name)).toEqual([
        BULK_TEMPLATE_FILE_NAME,
        'Instructions',
      ]);
      const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(
        expect.arrayContaining([
          'Alteration Type',
          'Policy Number',
          'Member Number',
          'Effective Date',
          'Plan Number',
          'Terminate Reason Code',
        ]),
      );
      expect(workbook.worksheets[0]!.getCell('A2').dataValidation).toMatchObject({ type: 'list' });
    });

    it("refuses another company's template with GW1035", async () => {
      const answer = await send(app, CALLS.bulkTemplate, {
        query: { companyId: OTHER_COMPANY_ID },
        token: hr,
      });
      expect(codeOf(answer)).toBe(E.companyForbidden);
    });
  });

  describe('submit', () => {
    it('answers a memberAlterationRef and records the alteration', async () => {
      const ref = await uploadRef([]);
      const answer = await submit(ref);
      expect(answer.statusCode).toBe(200);
      const alterationRef = answer.body.data?.memberAlterationRef;
      expect(alterationRef).toMatch(/^MA20261122\d{5}$/);
      const record = memberBook(app.store).alterations.find((a) => a.ref === alterationRef);
      expect(record).toMatchObject({ companyId: HR_COMPANY_ID, type: 'BULK_UPDATE' });
    });

    it("shows a row's removal of an existing member as its pending request on the member list", async () => {
      const list = await send(app, CALLS.memberList, {
        body: { companyId: HR_COMPANY_ID, pageSize: 10 },
        token: hr,
      });
      const target = list.body.data!.members.find((m) => m.updateRequest === null)!;
      const number = `${target.memberNumber.slice(0, 5)}-${target.memberNumber.slice(5)}`;
      const ref = await uploadRef([['REMOVE_MEMBER', target.policyNumber, number]]);
      const alterationRef = (await submit(ref)).body.data?.memberAlterationRef;
      const after = await send(app, CALLS.memberList, {
        body: { companyId: HR_COMPANY_ID, searchByValue: target.memberNumber, pageSize: 50 },
        token: hr,
      });
      const row = after.body.data!.members.find(
        (m) => m.id === target.id && m.policyNumber === target.policyNumber,
      );
      expect(row).toMatchObject({ updateRequest: 'REMOVE_MEMBER', requestDate: '2026-11-22' });
      // the filter sets (built by the first list's counts) are kept in step with the upload
      const removals = await send(app, CALLS.memberList, {
        body: {
          companyId: HR_COMPANY_ID,
          filterBy: { updateRequest: ['REMOVE_MEMBER'] },
          pageSize: 50,
        },
        token: hr,
      });
      expect(removals.body.data!.members.map((m) => m.id)).toContain(target.id);
      const record = memberBook(app.store).alterations.find((a) => a.ref === alterationRef);
      expect(record?.memberIds).toEqual([target.id]);
    });

    it('answers FG5023 for an unknown reference', async () => {
      const answer = await submit('FG2026112299999');
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(E.fileReferenceUnknown);
    });

    it('answers FG5023 for a reference already submitted', async () => {
      const ref = await uploadRef([]);
      expect((await submit(ref)).statusCode).toBe(200);
      expect(codeOf(await submit(ref))).toBe(E.fileReferenceUnknown);
    });

    it("answers FG5023 for another company's reference", async () => {
      const ref = await uploadRef([], broker, OTHER_COMPANY_ID);
      expect(codeOf(await submit(ref, HR_COMPANY_ID, broker))).toBe(E.fileReferenceUnknown);
      // still there for its own company
      expect((await submit(ref, OTHER_COMPANY_ID, broker)).statusCode).toBe(200);
    });

    it('refuses a company the user does not belong to with GW1035', async () => {
      const ref = await uploadRef([]);
      expect(codeOf(await submit(ref, OTHER_COMPANY_ID))).toBe(E.companyForbidden);
    });

    it('takes the upload of scenario bulk-file-uploaded (the Pact provider state)', async () => {
      const armed = await arm(app, SCENARIOS.bulkFileUploaded, { userName: DEMO_USERS.hr.email });
      expect(armed.statusCode).toBe(200);
      const { fileGatewayRefNo, accessToken } = armed.body as Record<string, string>;
      expect(fileGatewayRefNo).toMatch(/^FG\d{13}$/);
      const answer = await submit(fileGatewayRefNo!, HR_COMPANY_ID, accessToken);
      expect(answer.statusCode).toBe(200);
      // The scenario's session replaced the test's (one session per user).
      hr = (await signIn(app, 'hr')).accessToken;
    });

    it('forgets uploads on /__mock/reset', async () => {
      const ref = await uploadRef([]);
      await app.inject({ method: 'POST', url: '/__mock/reset' });
      const token = (await signIn(app, 'hr')).accessToken;
      expect(codeOf(await submit(ref, HR_COMPANY_ID, token))).toBe(E.fileReferenceUnknown);
    });
  });
});
