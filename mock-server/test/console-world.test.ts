/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1:4010/__mock/console?sandbox=demo-ana#clock"}
 */
import { MOCK_SANDBOX_HEADER } from '../../contracts/src/sandbox';
import { api } from '../console/src/api';
import { state } from '../console/src/state';
import { portalLink, sandboxesSection } from '../console/src/tabs/sandboxes';
import { chooseWorld, onWorldChange, startWorld, worldBar } from '../console/src/world';

/**
 * The console's world (issue 29), in a browser-like page with a stand-in for the control API:
 * the sandbox named in the console's address is the one every call names in x-mock-sandbox
 * (the /sandboxes routes name theirs in the path); MK4041 sends the console back to the default
 * world. The journey with the real mock is e2e/console.e2e.ts.
 */
interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
}

const SANDBOX = {
  id: 'demo-ana',
  label: 'Ana',
  preset: 'demo',
  forkedFrom: null,
  createdAt: '2026-01-05T01:00:00.000Z',
  lastUsedAt: '2026-01-05T02:00:00.000Z',
  mockTime: '2026-01-05T03:00:00.000Z',
  seed: { companies: 3, members: 100 },
  approxBytes: 3 * 1_048_576 + 200_000,
};

let seen: Seen[];
let answers: Record<string, { status: number; body: unknown }>;

const envelope = (errorCode: string, errorMessage: string) => ({
  systemInformation: { errorCode, errorMessage },
});

beforeEach(() => {
  seen = [];
  answers = {
    'GET /sandboxes': { status: 200, body: { sandboxes: [SANDBOX], max: 20, idleMinutes: 60 } },
    'GET /presets': {
      status: 200,
      body: { presets: [{ name: 'demo', companies: 3, members: 100 }] },
    },
    'GET /users': { status: 200, body: { users: [] } },
    'GET /clock': { status: 200, body: { jakartaTime: '2026-01-05 10:00:00' } },
  };
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    seen.push({ method, url, headers: { ...(init?.headers as Record<string, string>) } });
    const answer = answers[`${method} ${url.replace(/^\/__mock/, '').split('?')[0]}`] ?? {
      status: 404,
      body: envelope('GC404', 'not here'),
    };
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: '',
      json: async () => answer.body,
    } as Response;
  }) as typeof fetch;
  document.body.innerHTML = '<div id="world"></div>';
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the world the tester console looks at', () => {
  it('starts in the sandbox its address names, and says so in the header', async () => {
    expect(state.sandbox).toBe('demo-ana');
    await startWorld();
    expect(state.sandbox).toBe('demo-ana');
    const bar = worldBar();
    expect(bar.querySelector('[data-testid="world-badge"]')?.textContent).toBe(
      'Sandbox demo-ana (Ana)',
    );
    const select = bar.querySelector('select') as HTMLSelectElement;
    expect(select.value).toBe('demo-ana');
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['', 'demo-ana']);
  });

  it('names the chosen sandbox on every control call but the /sandboxes routes', async () => {
    state.sandbox = 'demo-ana';
    await api('GET', '/clock');
    await api('POST', '/clock', { advanceSeconds: 60 }).catch(() => undefined);
    await api('GET', '/sandboxes');
    await api('GET', '/sandboxes/demo-ana').catch(() => undefined);
    expect(seen.map((s) => [s.url, s.headers[MOCK_SANDBOX_HEADER] ?? null])).toEqual([
      ['/__mock/clock', 'demo-ana'],
      ['/__mock/clock', 'demo-ana'],
      ['/__mock/sandboxes', null],
      ['/__mock/sandboxes/demo-ana', null],
    ]);
  });

  it('names none in the default world', async () => {
    await chooseWorld(null);
    seen = [];
    await api('GET', '/clock');
    expect(seen[0]?.headers[MOCK_SANDBOX_HEADER]).toBeUndefined();
    expect(window.location.search).toBe('');
    expect(worldBar().querySelector('[data-testid="world-badge"]')?.textContent).toBe(
      state.lang === 'en' ? 'Default world' : 'Dunia bawaan',
    );
  });

  it('keeps the chosen sandbox in its own address (a reload stays in it)', async () => {
    await chooseWorld('demo-ana');
    expect(new URL(window.location.href).searchParams.get('sandbox')).toBe('demo-ana');
    expect(window.location.hash).toBe('#clock');
  });

  it('falls back to the default world when the chosen sandbox is gone (MK4041), and says so', async () => {
    const rendered = jest.fn();
    onWorldChange(rendered);
    await chooseWorld('demo-ana');
    answers['GET /clock'] = { status: 404, body: envelope('MK4041', 'No sandbox demo-ana') };
    await expect(api('GET', '/clock')).rejects.toMatchObject({ code: 'MK4041' });
    await flush();
    expect(state.sandbox).toBeNull();
    expect(state.sandboxGone).toBe('demo-ana');
    expect(window.location.search).toBe('');
    expect(rendered).toHaveBeenCalled();
    expect(worldBar().querySelector('[data-testid="world-gone"]')?.textContent).toContain(
      'demo-ana',
    );
    // a code of the default world itself is only a failure
    answers['GET /clock'] = { status: 404, body: envelope('MK4041', 'No sandbox x') };
    await expect(api('GET', '/clock')).rejects.toMatchObject({ code: 'MK4041' });
    expect(state.sandboxGone).toBe('demo-ana');
  });

  it('falls back on open when the address names a sandbox that is not there', async () => {
    state.sandbox = 'nobody';
    await startWorld();
    expect(state.sandbox).toBeNull();
    expect(state.sandboxGone).toBe('nobody');
  });
});

describe('the Sandboxes tab', () => {
  it('lists the sandboxes with their memory in MB, and links the portal in each', async () => {
    state.lang = 'en';
    await chooseWorld(null);
    const root = document.createElement('section');
    sandboxesSection(root);
    await flush();
    await flush();
    const row = root.querySelector('[data-testid="sandbox-row-demo-ana"]') as HTMLElement;
    expect(row.textContent).toContain('Ana');
    expect(row.textContent).toContain('3.2 MB');
    const link = row.querySelector('[data-testid="sandbox-portal-demo-ana"]') as HTMLAnchorElement;
    expect(new URL(link.href).searchParams.get('sandbox')).toBe('demo-ana');
    expect(root.querySelector('[data-testid="sandboxes-limits"]')?.textContent).toBe(
      '1 of at most 20 sandboxes; idle ones expire after 60 minutes.',
    );
  });

  it('shows a refused create with the envelope’s code and message', async () => {
    state.lang = 'en';
    answers['POST /sandboxes'] = {
      status: 429,
      body: envelope('MK4291', 'At most 20 sandboxes (MOCK_SANDBOX_MAX)'),
    };
    const root = document.createElement('section');
    sandboxesSection(root);
    await flush();
    (root.querySelector('[data-testid="sandbox-create-form"]') as HTMLFormElement).requestSubmit();
    await flush();
    await flush();
    expect(root.querySelector('[data-testid="status-sandbox-create"]')?.textContent).toBe(
      'Failed: MK4291 At most 20 sandboxes (MOCK_SANDBOX_MAX)',
    );
  });

  it('builds the portal link from any address the tester gives', () => {
    expect(portalLink('http://127.0.0.1:5173/', 'demo-ana')).toBe(
      'http://127.0.0.1:5173/?sandbox=demo-ana',
    );
    expect(portalLink('http://portal.test/?lang=en', 'x1')).toBe(
      'http://portal.test/?lang=en&sandbox=x1',
    );
  });
});
