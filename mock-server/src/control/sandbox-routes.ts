import { ErrorEnvelope } from '@mo/contracts';
import { fail } from '../lib/api-error';
import type { SandboxFacts } from '../plugins/sandboxes';
import type { MockStore } from '../store/store';
import type { MockApp } from '../types';
import { PRESETS } from './presets';
import {
  SandboxCreateBody,
  SandboxDeletedResponse,
  SandboxListResponse,
  SandboxParams,
  SandboxView,
} from './sandbox-schemas';

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
/** The sandbox routes act on the sandbox they name, whatever x-mock-sandbox says. */
const anyWorld = { anyWorld: true };

const SAMPLE = 64;
/** JSON length of up to SAMPLE items, scaled to all of them; twice that for the heap's own. */
const sampledBytes = (items: readonly unknown[]): number => {
  if (items.length === 0) return 0;
  const step = Math.max(1, Math.floor(items.length / SAMPLE));
  let bytes = 0;
  let seen = 0;
  for (let i = 0; i < items.length && seen < SAMPLE; i += step, seen += 1) {
    bytes += JSON.stringify(items[i]).length;
  }
  return Math.round((bytes / seen) * items.length * 2);
};
const approxBytesOf = (world: MockStore): number =>
  sampledBytes(world.members) +
  sampledBytes(world.claims) +
  sampledBytes(world.invoices) +
  sampledBytes([...world.policies.values()]) +
  sampledBytes([...world.users.values()]);

const viewOf = (facts: SandboxFacts & { world: MockStore }): SandboxView => ({
  id: facts.id,
  label: facts.label,
  preset: facts.preset,
  forkedFrom: facts.forkedFrom,
  createdAt: new Date(facts.createdAt).toISOString(),
  lastUsedAt: new Date(facts.lastUsedAt).toISOString(),
  mockTime: facts.world.clock.nowIso(),
  seed: { companies: facts.world.companies.size, members: facts.world.members.length },
  approxBytes: approxBytesOf(facts.world),
});

/**
 * /__mock/sandboxes: make (from a preset), list, look at, reset and delete sandboxes. Every other
 * control route acts on the world its request names in x-mock-sandbox, so the tester console and
 * the test set-ups drive a sandbox as they drive the default world.
 */
export const registerSandboxes = (app: MockApp, tags: string[]): void => {
  const sandboxOf = (id: string) => {
    const sandbox = app.sandboxes.get(id);
    if (!sandbox) throw fail.sandboxUnknown(id);
    return sandbox;
  };

  app.get(
    '/sandboxes',
    {
      config: anyWorld,
      schema: {
        tags,
        summary: 'The sandboxes, oldest first, with the limits',
        response: { 200: SandboxListResponse, ...errors },
      },
    },
    async () => {
      app.sandboxes.sweep();
      return {
        sandboxes: app.sandboxes.list().map(viewOf),
        max: app.sandboxes.limits.max,
        idleMinutes: Math.round(app.sandboxes.limits.idleMs / 60_000),
      };
    },
  );

  app.post(
    '/sandboxes',
    {
      config: anyWorld,
      schema: {
        tags,
        summary:
          'Makes a sandbox: an isolated world of a seed preset (its own data, clock, faults, latency, sessions, inbox, journal)',
        body: SandboxCreateBody,
        response: { 200: SandboxView, ...errors },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const presetName = body.preset ?? 'demo';
      const preset = PRESETS.find((p) => p.name === presetName);
      if (!preset) {
        throw fail.notFound(
          `No seed preset ${presetName} (${PRESETS.map((p) => p.name).join(', ')})`,
        );
      }
      if (body.from !== undefined) throw fail.badRequest('Forking is not available yet');
      const reservation = app.sandboxes.reserve(body.id);
      const seed = preset.seedOf(app.startConfig.seed);
      let world: MockStore;
      try {
        world = await app.sandboxWorld(reservation.id, seed);
      } catch (error) {
        reservation.settle();
        throw error;
      }
      const label = body.label?.trim() || null;
      const made = reservation.settle({
        world,
        seed,
        label,
        preset: preset.name,
        forkedFrom: null,
      })!;
      return viewOf(made);
    },
  );

  app.get(
    '/sandboxes/:id',
    {
      config: anyWorld,
      schema: {
        tags,
        summary: 'One sandbox',
        params: SandboxParams,
        response: { 200: SandboxView, ...errors },
      },
    },
    async (request) => viewOf(sandboxOf(request.params.id)),
  );

  app.post(
    '/sandboxes/:id/reset',
    {
      config: anyWorld,
      schema: {
        tags,
        summary: 'Back to its seed: data, clock, faults, latency, sessions, inbox, lifetimes',
        params: SandboxParams,
        response: { 200: SandboxView, ...errors },
      },
    },
    async (request) => {
      const sandbox = sandboxOf(request.params.id);
      sandbox.world.resetWorld();
      return viewOf(sandbox);
    },
  );

  app.delete(
    '/sandboxes/:id',
    {
      config: anyWorld,
      schema: {
        tags,
        summary: 'Deletes a sandbox (a request still running in it fails with MK4041)',
        params: SandboxParams,
        response: { 200: SandboxDeletedResponse, ...errors },
      },
    },
    async (request) => {
      if (!app.sandboxes.delete(request.params.id)) throw fail.sandboxUnknown(request.params.id);
      return { deleted: request.params.id };
    },
  );
};
