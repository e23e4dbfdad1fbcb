import { CALLS, ErrorEnvelope } from '@mo/contracts';
import { fail } from '../lib/api-error';
import type { MockApp } from '../types';
import { FaultCallParams, FaultCallQuery, FaultListResponse } from './fault-schemas';
import { seededUserName } from './system-scenarios';
import type { MockStore } from '../store/store';
import { worldOf } from '../lib/world';

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

const listed = (world: MockStore) => ({ faults: world.faults.list() });

/**
 * GET /faults, DELETE /faults, DELETE /faults/:callId?userName=: the faults armed through the
 * scenarios (fault-armed and the ones that arm a fault), for the tester console. Arming stays
 * POST /scenarios/fault-armed.
 */
export const registerFaultRoutes = (app: MockApp, tags: string[]): void => {
  app.get(
    '/faults',
    {
      schema: {
        tags,
        summary: 'Armed faults: call, code, status, calls remaining, user (null: everyone)',
        response: { 200: FaultListResponse, ...errors },
      },
    },
    async (request) => listed(worldOf(request)),
  );

  app.delete(
    '/faults',
    {
      schema: {
        tags,
        summary: 'Clears every armed fault',
        response: { 200: FaultListResponse, ...errors },
      },
    },
    async (request) => {
      const world = worldOf(request);
      world.faults.clear();
      return listed(world);
    },
  );

  app.delete(
    '/faults/:callId',
    {
      schema: {
        tags,
        summary:
          "Clears one armed fault: the call's fault for everyone, or with userName that user's",
        params: FaultCallParams,
        querystring: FaultCallQuery,
        response: { 200: FaultListResponse, ...errors },
      },
    },
    async (request) => {
      const world = worldOf(request);
      const { callId } = request.params;
      if (!Object.hasOwn(CALLS, callId)) throw fail.badRequest(`Unknown call ${callId}`);
      const { userName } = request.query;
      world.faults.clearOne(
        callId,
        userName === undefined ? null : seededUserName(world, userName),
      );
      return listed(world);
    },
  );
};
