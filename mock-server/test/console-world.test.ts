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
  body?: unknown;
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
let answers: Record<string, { status: number; body: unknown; headers?: Record<string, string> }>;

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
    seen.push({
      method,
      url,
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body,
    });
    const answer = answers[`${method} ${url.replace(/^\/__mock/, '').split('?')[0]}`] ?? {
      status: 404,
      body: envelope('GC404', 'not here'),
    };
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: '',
      headers: { get: (name: string) => answer.headers?.[name.toLowerCase()] ?? null },
      json: async () => answer.body,
      blob: async () => new Blob([JSON.stringify(answer.body)], { type: 'application/json' }),
    } as unknown as Response;
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

  /** The tab, on the default world, once its list is there. */
  const openTab = async (): Promise<HTMLElement> => {
    state.lang = 'en';
    await chooseWorld(null);
    const root = document.createElement('section');
    document.body.append(root);
    sandboxesSection(root);
    await flush();
    await flush();
    seen = [];
    return root;
  };
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await flush();
  };

  it('forks a sandbox, or the default world, into one of the id the tester gives (from = the world)', async () => {
    const root = await openTab();
    answers['POST /sandboxes'] = {
      status: 200,
      body: { ...SANDBOX, id: 'demo-ana-2', forkedFrom: 'demo-ana' },
    };
    const ask = jest.spyOn(window, 'prompt').mockReturnValueOnce('demo-ana-2');
    const button = root.querySelector('[data-testid="sandbox-fork-demo-ana"]') as HTMLElement;
    expect(button.textContent).toBe('Fork');
    expect(button.getAttribute('aria-label')).toBe('Fork sandbox demo-ana into a new sandbox');
    button.click();
    await settle();
    expect(ask).toHaveBeenCalledWith(expect.stringContaining('a copy of demo-ana'), '');
    const posted = seen.find((s) => s.method === 'POST');
    expect(posted?.url).toBe('/__mock/sandboxes');
    expect(JSON.parse(String(posted?.body))).toEqual({ from: 'demo-ana', id: 'demo-ana-2' });
    expect(posted?.headers[MOCK_SANDBOX_HEADER]).toBeUndefined();
    expect(root.querySelector('[data-testid="status-sandboxes"]')?.textContent).toBe(
      'Sandbox demo-ana-2 forked from demo-ana.',
    );

    // The default world, an empty id (the mock picks one); a cancelled prompt posts nothing.
    seen = [];
    ask.mockReturnValueOnce('').mockReturnValueOnce(null);
    (root.querySelector('[data-testid="sandbox-fork-default"]') as HTMLElement).click();
    await settle();
    (root.querySelector('[data-testid="sandbox-fork-default"]') as HTMLElement).click();
    await settle();
    const posts = seen.filter((s) => s.method === 'POST');
    expect(posts.map((s) => JSON.parse(String(s.body)))).toEqual([{ from: 'default' }]);
    ask.mockRestore();
  });

  it('exports a sandbox, or the default world, as the file the mock names', async () => {
    const root = await openTab();
    answers['GET /sandboxes/demo-ana/export'] = {
      status: 200,
      body: { format: 'x' },
      headers: { 'content-disposition': 'attachment; filename="sandbox-demo-ana.json"' },
    };
    const made: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        made.push(blob);
        return 'blob:http://127.0.0.1:4010/file';
      }),
      revokeObjectURL: jest.fn(),
    });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const button = root.querySelector('[data-testid="sandbox-export-demo-ana"]') as HTMLElement;
    expect(button.textContent).toBe('Export');
    expect(button.getAttribute('aria-label')).toBe('Export sandbox demo-ana as a file');
    button.click();
    await settle();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /__mock/sandboxes/demo-ana/export',
    ]);
    expect(saved).toEqual(['sandbox-demo-ana.json blob:http://127.0.0.1:4010/file']);
    expect(made).toHaveLength(1);
    expect(root.querySelector('[data-testid="status-sandboxes"]')?.textContent).toBe(
      'File sandbox-demo-ana.json downloaded.',
    );

    // The default world's route; a failure is the envelope's code and message, and no file.
    seen = [];
    (root.querySelector('[data-testid="sandbox-export-default"]') as HTMLElement).click();
    await settle();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /__mock/sandboxes/default/export',
    ]);
    expect(saved).toHaveLength(1);
    expect(root.querySelector('[data-testid="status-sandbox-default"]')?.textContent).toBe(
      'Failed: GC404 not here',
    );
    click.mockRestore();
  });

  it('imports a file: posts its text as the body, and shows a refused one (GC400)', async () => {
    const root = await openTab();
    const form = root.querySelector('[data-testid="sandbox-import-form"]') as HTMLFormElement;
    const input = root.querySelector('[data-testid="sandbox-import-file"]') as HTMLInputElement;
    form.requestSubmit();
    await settle();
    expect(root.querySelector('[data-testid="status-sandbox-import"]')?.textContent).toBe(
      'Choose an exported file first.',
    );
    expect(seen).toEqual([]);

    const text = '{"format":"forged"}';
    Object.defineProperty(input, 'files', {
      configurable: true,
      value: [new File([text], 'sandbox-demo-ana.json', { type: 'application/json' })],
    });
    (root.querySelector('[data-testid="sandbox-import-id"]') as HTMLInputElement).value = 'copy-1';
    (root.querySelector('[data-testid="sandbox-import-label"]') as HTMLInputElement).value = 'Budi';
    answers['POST /sandboxes/import'] = {
      status: 400,
      body: envelope('GC400', 'Not a sandbox export: format must be 1'),
    };
    form.requestSubmit();
    await settle();
    const posted = seen.find((s) => s.method === 'POST');
    expect(posted?.url).toBe('/__mock/sandboxes/import?id=copy-1&label=Budi');
    expect(posted?.body).toBe(text);
    expect(posted?.headers['content-type']).toBe('application/json');
    expect(posted?.headers[MOCK_SANDBOX_HEADER]).toBeUndefined();
    expect(root.querySelector('[data-testid="status-sandbox-import"]')?.textContent).toBe(
      'Failed: GC400 Not a sandbox export: format must be 1',
    );

    answers['POST /sandboxes/import'] = { status: 200, body: { ...SANDBOX, id: 'copy-1' } };
    form.requestSubmit();
    await settle();
    expect(root.querySelector('[data-testid="status-sandbox-import"]')?.textContent).toBe(
      'Sandbox copy-1 imported from sandbox-demo-ana.json.',
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
