import { ErrorEnvelope } from '@mo/contracts';
import { fail } from '../lib/api-error';
import { detailOf } from '../store/journal';
import type { Journal } from '../store/journal';
import type { MockApp } from '../types';
import { worldOf } from '../lib/world';
import { registerPresets } from './preset-routes';
import { registerSandboxes } from './sandbox-routes';
import { registerSessions } from './session-routes';
import { JournalDetail, JournalIdParams, JournalQuery, JournalResponse } from './journal-schemas';

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/**
 * GET/DELETE /__mock/journal and GET /__mock/journal/:id: the portal's last calls (contract calls
 * only; not the control API, the docs or unknown paths), newest first, and one call's detail with
 * its secrets masked. A reset or a preset switch keeps the journal; DELETE empties it.
 */
export const registerJournal = (app: MockApp, tags: string[]): void => {
  const listing = (journal: Journal, entries: ReturnType<Journal['list']>) => ({
    entries,
    size: journal.size,
    capacity: journal.capacity,
  });

  app.get(
    '/journal',
    {
      schema: {
        tags,
        summary:
          'The portal calls the mock answered, newest first (filters: callId, userName, errorsOnly, status, limit)',
        querystring: JournalQuery,
        response: { 200: JournalResponse, ...errors },
      },
    },
    async (request) => {
      const { journal } = worldOf(request);
      return listing(journal, journal.list(request.query));
    },
  );

  app.get(
    '/journal/:id',
    {
      schema: {
        tags,
        summary:
          "One call's headers and bodies (authorization, passwords, codes and tokens masked)",
        params: JournalIdParams,
        response: { 200: JournalDetail, ...errors },
      },
    },
    async (request) => {
      const record = worldOf(request).journal.find(request.params.id);
      if (!record) throw fail.notFound(`No journal entry ${request.params.id}`);
      return detailOf(record);
    },
  );

  app.delete(
    '/journal',
    {
      schema: {
        tags,
        summary: 'Empties the journal',
        response: { 200: JournalResponse, ...errors },
      },
    },
    async (request) => {
      const { journal } = worldOf(request);
      journal.clear();
      return listing(journal, []);
    },
  );
};

/** The journal, sessions and seed preset routes, registered by control/plugin.ts in one line. */
export const registerJournalSessionsPresets = (app: MockApp, tags: string[]): void => {
  registerJournal(app, tags);
  registerSessions(app, tags);
  registerPresets(app, tags);
  registerSandboxes(app, tags);
};
