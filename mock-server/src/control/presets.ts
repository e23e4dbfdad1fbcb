import { DEFAULT_SIZES, type SeedOptions } from '@mo/fixtures';
import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/api-error';

/**
 * Seed presets the control API switches between without a restart. `demo` is the seed the mock
 * started with (its environment's sizes); the others keep its seed number, so the demo users, the
 * account-state users and the numbered pool users sign in as always (the HR user acts for the
 * first company, the broker for every company).
 */
export interface Preset {
  name: string;
  description: { id: string; en: string };
  seedOf: (start: SeedOptions) => SeedOptions;
}

export const PRESETS: readonly Preset[] = [
  {
    name: 'demo',
    description: {
      id: 'Data contoh saat mock dijalankan',
      en: 'The seed the mock started with',
    },
    seedOf: (start) => start,
  },
  {
    name: 'broker-many-companies',
    description: {
      id: 'Broker yang mengelola 40 perusahaan, masing-masing 12 peserta',
      en: 'A broker managing 40 companies of 12 members each',
    },
    seedOf: (start) => ({ seed: start.seed, companies: 40, membersPerCompany: 12 }),
  },
  {
    name: 'members-100k',
    description: {
      id: 'Satu perusahaan HR dengan 100.000 peserta',
      en: 'One HR company with 100,000 members',
    },
    seedOf: (start) => ({ seed: start.seed, companies: 1, membersPerCompany: 100_000 }),
  },
];

export const sizeOf = (seed: SeedOptions): { companies: number; members: number } => {
  const companies = seed.companies ?? DEFAULT_SIZES.companies;
  return {
    companies,
    members: companies * (seed.membersPerCompany ?? DEFAULT_SIZES.membersPerCompany),
  };
};

interface PresetState {
  current: string;
  /** The switch in progress (or the last one): a new switch waits for it. */
  queue: Promise<unknown>;
}
// Keyed by the app's configuration, the one object the root and its encapsulated control plugin
// share (MOCK_STATE_DIR's restore notes the preset on the root, the routes read it in the plugin).
const states = new WeakMap<object, PresetState>();
const stateOf = (app: FastifyInstance): PresetState => {
  let state = states.get(app.config);
  if (!state) {
    state = { current: 'demo', queue: Promise.resolve() };
    states.set(app.config, state);
  }
  return state;
};

/**
 * The default world restored from MOCK_STATE_DIR is of this seed: the preset list names the
 * preset of that seed as the current one (demo when none is).
 */
export const notePresetOf = (app: FastifyInstance, seed: SeedOptions): void => {
  const same = JSON.stringify(seed);
  const preset = PRESETS.find((p) => JSON.stringify(p.seedOf(app.startConfig.seed)) === same);
  stateOf(app).current = preset?.name ?? 'demo';
};

export const presetList = (app: FastifyInstance) => ({
  current: stateOf(app).current,
  presets: PRESETS.map((preset) => ({
    name: preset.name,
    ...sizeOf(preset.seedOf(app.startConfig.seed)),
    description: preset.description,
  })),
});

/**
 * Switches to a preset's seed: a new store (data, sessions, codes, inbox, armed faults and the
 * remote configuration all start afresh, as on a reset), the clock and token lifetimes back to
 * their start. The old store answers until the new one is loaded. Switches run one after
 * another: a second request waits for the first, then switches in turn. Unknown name: 404 GC404.
 */
export const switchPreset = async (
  app: FastifyInstance,
  name: string,
): Promise<{ current: string; seed: { companies: number; members: number } }> => {
  const preset = PRESETS.find((p) => p.name === name);
  if (!preset) {
    throw fail.notFound(`No seed preset ${name} (${PRESETS.map((p) => p.name).join(', ')})`);
  }
  const state = stateOf(app);
  const run = async () => {
    const seed = preset.seedOf(app.startConfig.seed);
    const store = await app.replaceStore(seed);
    state.current = preset.name;
    app.config.seed = seed;
    return {
      current: preset.name,
      seed: { companies: store.companies.size, members: store.members.length },
    };
  };
  const switched = state.queue.then(run, run);
  state.queue = switched.catch(() => undefined);
  return switched;
};
