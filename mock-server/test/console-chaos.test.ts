/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1:4010/__mock/console?sandbox=demo-ana#latency"}
 */
import { MOCK_SANDBOX_HEADER } from '../../contracts/src/sandbox';
import { state } from '../console/src/state';
import { chaosPanel } from '../console/src/tabs/chaos';
import { startWorld } from '../console/src/world';

/**
 * The console's chaos panel (Latency tab) with a stand-in for the control API: it arms the chosen
 * world's profile from the form (rate in percent, seed, delay range, codes), shows what is armed
 * and its counters, and disarms it; every call names the console's sandbox.
 */
interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

let seen: Seen[];
let chaos: unknown;

const SANDBOX = {
  id: 'demo-ana',
  label: null,
  preset: 'demo',
  forkedFrom: null,
  createdAt: '2026-01-05T01:00:00.000Z',
  lastUsedAt: '2026-01-05T02:00:00.000Z',
  mockTime: '2026-01-05T03:00:00.000Z',
  seed: { companies: 3, members: 100 },
  approxBytes: 3_000_000,
};
const OFF = { armed: false, profile: null, counters: null };

beforeEach(() => {
  seen = [];
  chaos = OFF;
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    seen.push({ method, url, headers: { ...(init?.headers as Record<string, string>) }, body });
    let answer: unknown = { sandboxes: [SANDBOX], max: 20, idleMinutes: 60 };
    if (url === '/__mock/chaos') {
      if (method === 'PUT') {
        chaos = {
          armed: true,
          profile: body,
          counters: { seen: 12, failed: 3, byCode: { GW1033: 1, GC500: 2 } },
        };
      }
      if (method === 'DELETE') chaos = OFF;
      answer = chaos;
    }
    return { ok: true, status: 200, statusText: '', json: async () => answer } as Response;
  }) as typeof fetch;
  document.body.innerHTML = '<main id="root"></main>';
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const byTestId = <E extends HTMLElement = HTMLElement>(id: string) => {
  const node = document.querySelector<E>(`[data-testid="${id}"]`);
  if (!node) throw new Error(`no ${id}`);
  return node;
};
const fill = (id: string, value: string) => {
  byTestId<HTMLInputElement>(id).value = value;
};

describe('the chaos panel of the tester console', () => {
  it('arms, shows and disarms the chosen sandbox’s chaos profile', async () => {
    await startWorld();
    expect(state.sandbox).toBe('demo-ana');
    chaosPanel(document.getElementById('root')!);
    await flush();
    expect(byTestId('chaos-summary').textContent).toBe('Chaos tidak aktif.');

    fill('chaos-rate', '25');
    fill('chaos-seed', '42');
    fill('chaos-min', '100');
    fill('chaos-max', '900');
    fill('chaos-codes', 'GC500, GW1033');
    byTestId<HTMLButtonElement>('chaos-arm').click();
    await flush();
    const put = seen.find((s) => s.method === 'PUT')!;
    expect(put.url).toBe('/__mock/chaos');
    expect(put.headers[MOCK_SANDBOX_HEADER]).toBe('demo-ana');
    expect(put.body).toEqual({
      seed: 42,
      rate: 0.25,
      latency: { minMs: 100, maxMs: 900 },
      codes: ['GC500', 'GW1033'],
    });
    expect(byTestId('chaos-summary').textContent).toBe(
      'Chaos aktif: 25% panggilan gagal, seed 42, jeda 100–900 ms, kode: GC500, GW1033.',
    );
    expect(byTestId('chaos-totals').textContent).toBe('12 panggilan diputuskan, 3 digagalkan.');
    const rows = Array.from(byTestId('chaos-codes-table').querySelectorAll('tbody tr'), (tr) =>
      Array.from(tr.querySelectorAll('td'), (td) => td.textContent),
    );
    expect(rows).toEqual([
      ['GC500', '2'],
      ['GW1033', '1'],
    ]);

    byTestId<HTMLButtonElement>('chaos-disarm').click();
    await flush();
    const removed = seen.find((s) => s.method === 'DELETE')!;
    expect(removed.headers[MOCK_SANDBOX_HEADER]).toBe('demo-ana');
    expect(byTestId('chaos-summary').textContent).toBe('Chaos tidak aktif.');
    expect(byTestId('chaos-counters').textContent).toBe('');
  });

  it('refuses a delay range the wrong way round in the form, without a call', async () => {
    chaosPanel(document.getElementById('root')!);
    await flush();
    fill('chaos-min', '900');
    fill('chaos-max', '100');
    byTestId<HTMLButtonElement>('chaos-arm').click();
    await flush();
    expect(seen.some((s) => s.method === 'PUT')).toBe(false);
    expect(byTestId('status-chaos').textContent).toMatch(/^Isi peluang 0–100/);
  });
});
