import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { memberBook, mockToday } from '../../services/member-book';
import { requireCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { fileBook } from '../../services/file-book';
import { bulkRowsOf, effectiveDateOf, memberNumberOf, requestOf } from './bulk-rows';
import { TEMPLATE_LAST_UPDATE, buildBulkTemplate } from './bulk-template';

/** Rows of existing members a bulk file may mark pending (additions wait for the insurer). */
const ON_EXISTING = new Set(['EDIT_DETAILS', 'CHANGE_PLAN', 'REMOVE_MEMBER']);

/**
 * The bulk update (policy admin area): the template, and the submit of an uploaded file by its
 * file gateway reference. The reference must be the company's and not yet submitted (FG5023
 * otherwise, whether it never existed or belongs to another company). The submit is recorded with
 * one memberAlterationRef like the other alterations; rows naming an existing member's number and
 * policy with an edit, change plan or remove show on the member list as that pending request.
 */
export const bulkUpdateRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.bulkTemplate, async ({ query, auth }) => {
    requireCompany(auth, query.companyId);
    const bytes = await buildBulkTemplate();
    return { fileContent: bytes.toString('base64'), lastUpdate: TEMPLATE_LAST_UPDATE };
  });

  registerCall(app, CALLS.bulkUpdate, ({ body, auth, world }) => {
    requireCompany(auth, body.companyId);
    const upload = fileBook(world).of(body.fileGatewayRefNo, body.companyId);
    if (!upload || upload.submittedAs !== null) {
      throw fail.fileReferenceUnknown();
    }
    const book = memberBook(world);
    const company = book.of(body.companyId);
    const today = mockToday(world);
    const ref = book.nextRef(today);
    const rows = bulkRowsOf(upload.sheets);

    const wanted = rows.filter((r) => ON_EXISTING.has(requestOf(r) ?? ''));
    const byKey = new Map(wanted.map((r) => [`${memberNumberOf(r)}:${r.policyNumber ?? ''}`, r]));
    const memberIds = new Set<string>();
    const policyIds = new Set<string>();
    // Found by number and policy, marked in the list's order (as the record lists them).
    const marked = [...byKey.values()]
      .flatMap((row) =>
        company
          .enrolmentsByNumber(memberNumberOf(row), row.policyNumber ?? '')
          .map((enrolment) => ({ enrolment, row })),
      )
      .sort((a, b) => a.enrolment.index - b.enrolment.index);
    for (const { enrolment, row } of marked) {
      const type = requestOf(row);
      if (!type) continue;
      company.setPending(enrolment, {
        type,
        ref,
        requestDate: today,
        effectiveDate: effectiveDateOf(row),
      });
      memberIds.add(enrolment.member.id);
      policyIds.add(enrolment.policy.id);
    }
    book.record({
      ref,
      companyId: body.companyId,
      type: 'BULK_UPDATE',
      requestDate: today,
      memberIds: [...memberIds],
      policyIds: [...policyIds],
      request: { ...body, fileName: upload.fileName, rows },
    });
    upload.submittedAs = ref;
    return { memberAlterationRef: ref };
  });
};
