import { CALLS } from '@mo/contracts';
import { registerCall } from '../../lib/register-call';
import { reportTypesIn } from '../../services/report-cards';
import {
  fileContentOf,
  fileReadiness,
  reportContentOf,
  reportFilesOf,
} from '../../services/report-service';
import { requireCompany } from '../../services/scope';
import type { MockApp } from '../../types';

/*
 * Reports (part 2 sections 2, 4, 5 and 7), one plugin per API area its calls sit in: the cards
 * (policy admin), the member reports (user management), the claim and excess claim reports
 * (claims) and the file gateway's fileready / file. The billing family rides on the policy
 * export's pair (routes/policy-admin/report.ts).
 */

export const reportTypeRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.reportTypes, ({ query, auth }) => {
    requireCompany(auth, query.companyId);
    return { reportTypes: reportTypesIn(query.lang) };
  });
};

export const memberReportRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.memberReportCount, ({ body, auth, world }) =>
    reportFilesOf(world, app, auth, body),
  );
  registerCall(app, CALLS.memberReport, ({ body, auth, world }) =>
    reportContentOf(world, app, auth, body),
  );
};

export const groupReportRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.groupReportCount, ({ body, auth, world }) =>
    reportFilesOf(world, app, auth, body),
  );
  registerCall(app, CALLS.groupReport, ({ body, auth, world }) =>
    reportContentOf(world, app, auth, body),
  );
};

export const reportFileRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.fileReady, ({ query, auth, world }) =>
    fileReadiness(world, app, auth, query),
  );
  registerCall(app, CALLS.fileDownload, ({ query, auth, world }) =>
    fileContentOf(world, app, auth, query),
  );
};
