import { ErrorEnvelope } from '@mo/contracts';
import { fail } from '../lib/api-error';
import { DEFAULT_WORLD, type SandboxFacts } from '../plugins/sandboxes';
import { snapshotOf, worldFromSnapshot, type WorldSnapshot } from '../services/world-snapshot';
import { checkSnapshot } from '../services/world-snapshot-schema';
import { Journal } from '../store/journal';
import type { MockStore } from '../store/store';
import { worldOutsideRequests } from '../lib/world';
import type { MockApp } from '../types';
import { PRESETS, presetList } from './presets';
import {
  SandboxCreateBody,
  SandboxDeletedResponse,
  SandboxExport,
  SandboxImportQuery,
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
  /** A world by the name `from` and export use: a sandbox's id, or 'default'. */
  const worldNamed = (id: string): { world: MockStore; preset: string } => {
    if (id === DEFAULT_WORLD) {
      return { world: worldOutsideRequests(app), preset: presetList(app).current };
    }
    const sandbox = sandboxOf(id);
    return { world: sandbox.world, preset: sandbox.preset };
  };
  /** Its state now, once its passwords are hashed (a snapshot holds the hashes). */
  const snapshotNamed = async (
    id: string,
  ): Promise<{ snapshot: WorldSnapshot; preset: string }> => {
    const { world, preset } = worldNamed(id);
    await world.passwordsReady;
    return { snapshot: snapshotOf(world), preset };
  };
  /** Makes a sandbox of a snapshot (a fork, an import): its own journal, clock from the snapshot. */
  const adopt = (
    id: string | undefined,
    snapshot: WorldSnapshot,
    facts: { label: string | null; preset: string; forkedFrom: string | null; owned: boolean },
  ) => {
    const reservation = app.sandboxes.reserve(id);
    let world: MockStore;
    try {
      world = worldFromSnapshot(snapshot, {
        sandboxId: reservation.id,
        journal: new Journal(app.config.journalSize, app.config.journalMaxBytes),
        owned: facts.owned,
        passwordHashCost: app.config.passwordHashCost,
      });
    } catch (error) {
      reservation.settle();
      throw error;
    }
    const { owned: _owned, ...rest } = facts;
    return reservation.settle({ world, seed: snapshot.seed, ...rest })!;
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
      const label = body.label?.trim() || null;
      if (body.from !== undefined) {
        if (body.preset !== undefined)
          throw fail.badRequest('Give a preset or a sandbox to fork, not both');
        const { snapshot, preset } = await snapshotNamed(body.from);
        return viewOf(
          adopt(body.id, snapshot, { label, preset, forkedFrom: body.from, owned: true }),
        );
      }
      const presetName = body.preset ?? 'demo';
      const preset = PRESETS.find((p) => p.name === presetName);
      if (!preset) {
        throw fail.notFound(
          `No seed preset ${presetName} (${PRESETS.map((p) => p.name).join(', ')})`,
        );
      }
      const reservation = app.sandboxes.reserve(body.id);
      const seed = preset.seedOf(app.startConfig.seed);
      let world: MockStore;
      try {
        world = await app.sandboxWorld(reservation.id, seed);
      } catch (error) {
        reservation.settle();
        throw error;
      }
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

  app.get(
    '/sandboxes/:id/export',
    {
      config: anyWorld,
      schema: {
        tags,
        summary:
          "A sandbox's state as a file (its data, clock, armed faults, latency, token lifetimes; never sessions, tokens or codes); 'default' for the default world",
        params: SandboxParams,
        response: { 200: SandboxExport, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { snapshot } = await snapshotNamed(id);
      void reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="sandbox-${id}.json"`);
      // The file as written: no schema serialiser between the snapshot and its bytes.
      return reply.send(JSON.stringify(snapshot) as never);
    },
  );

  app.post(
    '/sandboxes/import',
    {
      config: anyWorld,
      // A file of a big preset is tens of megabytes; anything larger is GC413 before it is read.
      bodyLimit: app.config.sandboxImportMaxBytes,
      schema: {
        tags,
        summary: 'Makes a sandbox of an exported file (the body); a forged or broken file is GC400',
        querystring: SandboxImportQuery,
        body: SandboxExport,
        response: { 200: SandboxView, ...errors },
      },
    },
    async (request) => {
      let snapshot: WorldSnapshot;
      try {
        snapshot = checkSnapshot(request.body);
      } catch (error) {
        throw fail.badRequest(`Not a sandbox export: ${(error as Error).message}`);
      }
      const preset =
        PRESETS.find(
          (p) => JSON.stringify(p.seedOf(app.startConfig.seed)) === JSON.stringify(snapshot.seed),
        )?.name ?? 'imported';
      const label = request.query.label?.trim() || null;
      return viewOf(
        adopt(request.query.id, snapshot, { label, preset, forkedFrom: null, owned: true }),
      );
    },
  );
};
