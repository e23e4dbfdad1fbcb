import {
  APP_VERSION,
  ErrorEnvelope,
  MOCK_CONTROL_PREFIX,
  RemoteConfig,
  SCENARIOS,
} from '@mo/contracts';
import Type from 'typebox';
import { jakartaDateTime } from '../lib/clock';
import { fail } from '../lib/api-error';
import { registerCallList } from './calls';
import { registerChaosRoutes } from './chaos-routes';
import { registerFaultRoutes } from './fault-routes';
import { registerLatencyRoutes } from './latency-routes';
import { registerConsole } from './console-routes';
import { registerJournalSessionsPresets } from './journal-routes';
import { armScenario, checkParams, resetMock } from './scenarios';
import { setLifetimes } from './system-scenarios';
import {
  ClockBody,
  ClockResponse,
  HealthResponse,
  InboxQuery,
  InboxResponse,
  LifetimeParams,
  LifetimeResponse,
  ResetResponse,
  ScenarioResponse,
} from './schemas';
import type { MockStore } from '../store/store';
import type { MockApp } from '../types';
import { worldOf } from '../lib/world';
import { named } from '../lib/plugin-name';

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
const tags = ['mock control'];

/**
 * The mock-only control API: read the e-mails the mock sent, reset to the seed, arm the shared
 * scenarios, move the clock. Tests, Pact provider states and Playwright set-up drive the mock
 * through it. It needs no gateway headers and no token, so it is off (404) when MOCK_CONTROL=off.
 */
const controlRoutes = async (app: MockApp): Promise<void> => {
  const times = (world: MockStore) => {
    const now = world.clock.now();
    return { now: new Date(now).toISOString(), jakartaTime: jakartaDateTime(now) };
  };

  app.get(
    '/health',
    { schema: { tags, summary: 'Liveness', response: { 200: HealthResponse, ...errors } } },
    async (request) => {
      const world = worldOf(request);
      return {
        status: 'ok' as const,
        version: APP_VERSION,
        ...times(world),
        seed: { companies: world.companies.size, members: world.members.length },
      };
    },
  );

  app.get(
    '/inbox',
    {
      schema: {
        tags,
        summary: 'One-time codes the mock e-mailed, newest first',
        querystring: InboxQuery,
        response: { 200: InboxResponse, ...errors },
      },
    },
    async (request) => ({ messages: worldOf(request).inbox.list(request.query.email) }),
  );

  app.post(
    '/reset',
    { schema: { tags, summary: 'Back to the seed', response: { 200: ResetResponse, ...errors } } },
    async (request) => {
      const world = worldOf(request);
      resetMock(world);
      return { scenario: SCENARIOS.seeded, now: world.clock.nowIso() };
    },
  );

  app.post(
    '/scenarios/:name',
    {
      schema: {
        tags,
        summary: `Arms a scenario: ${Object.values(SCENARIOS).join(', ')}`,
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        response: { 200: ScenarioResponse, ...errors },
      },
    },
    async (request) => armScenario(worldOf(request), app, request.params.name, request.body),
  );

  // Direct forms of the token-lifetime and maintenance scenarios, for tools that set everything.
  app.post(
    '/config',
    {
      schema: {
        tags,
        summary: 'Sets token lifetimes (seconds) for tokens signed from now on',
        body: LifetimeParams,
        response: { 200: LifetimeResponse, ...errors },
      },
    },
    async (request) => setLifetimes(worldOf(request), request.body ?? {}),
  );

  app.get(
    '/remote-config',
    {
      schema: {
        tags,
        summary: 'The remote configuration',
        response: { 200: RemoteConfig, ...errors },
      },
    },
    async (request) => worldOf(request).remoteConfig.get(),
  );

  app.put(
    '/remote-config',
    {
      schema: {
        tags,
        summary: 'Replaces the maintenance windows and announcements',
        response: { 200: RemoteConfig, ...errors },
      },
    },
    async (request) => {
      // Checked here rather than by the route schema, so missing lists are err001 as elsewhere.
      const world = worldOf(request);
      world.remoteConfig.replace(checkParams(RemoteConfig, request.body));
      return world.remoteConfig.get();
    },
  );

  registerCallList(app, tags);
  registerFaultRoutes(app, tags);
  registerLatencyRoutes(app, tags);
  registerChaosRoutes(app, tags);
  registerConsole(app, tags);
  registerJournalSessionsPresets(app, tags);

  app.get(
    '/clock',
    { schema: { tags, summary: 'Mock time', response: { 200: ClockResponse, ...errors } } },
    async (request) => times(worldOf(request)),
  );

  app.post(
    '/clock',
    {
      schema: {
        tags,
        summary: 'Moves the mock clock (advanceSeconds), sets it (now) or resets it',
        body: ClockBody,
        response: { 200: ClockResponse, ...errors },
      },
    },
    async (request) => {
      const { advanceSeconds, now, reset } = request.body;
      const world = worldOf(request);
      if (reset) world.clock.reset();
      if (now !== undefined) {
        if (Number.isNaN(Date.parse(now))) throw fail.badRequest('now must be an ISO date-time');
        world.clock.set(now);
      }
      if (advanceSeconds !== undefined) world.clock.advance(advanceSeconds);
      return times(world);
    },
  );
};

export const setupControl = async (app: MockApp): Promise<void> => {
  if (!app.config.control) return;
  await app.register(named(controlRoutes), { prefix: MOCK_CONTROL_PREFIX });
};
