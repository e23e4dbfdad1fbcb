import { API_AREAS, CALLS, ErrorEnvelope } from '@mo/contracts';
import Type from 'typebox';
import type { MockApp } from '../types';

export const CallListResponse = Type.Object({
  calls: Type.Array(
    Type.Object({
      id: Type.String(),
      area: Type.String(),
      method: Type.String(),
      /** The gateway path: the area's prefix and the call's path, Fastify style (`:param`). */
      path: Type.String(),
      auth: Type.String(),
      summary: Type.String(),
    }),
  ),
});

/** Every call of CALLS as the mock serves it, in the contracts' order. */
export const callList = () => ({
  calls: Object.values(CALLS).map((call) => ({
    id: call.id,
    area: call.area,
    method: call.method,
    path: `${API_AREAS[call.area]}${call.path}`,
    auth: call.auth,
    summary: call.summary,
  })),
});

/** GET /__mock/calls: part of the control API, so off with it. */
export const registerCallList = (app: MockApp, tags: string[]): void => {
  app.get(
    '/calls',
    {
      schema: {
        tags,
        summary: 'Every call the mock serves: id, area, method, path, auth scope, summary',
        response: { 200: CallListResponse, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async () => callList(),
  );
};
