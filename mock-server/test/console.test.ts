import { join } from 'node:path';
import { DEMO_USERS, ERROR_CODES } from '@mo/contracts';
import { en } from '../console/src/texts-en';
import { id } from '../console/src/texts-id';
import type { MockApp } from '../src/app';
import { CONSOLE_CSP, consoleFolder } from '../src/control/console-routes';
import { useTestApp } from './app-setup';

describe('the tester console (/__mock/console)', () => {
  let app: MockApp;
  useTestApp((built) => (app = built));

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves the page with its own CSP (own scripts and styles only) and the security headers', async () => {
    const page = await get('/__mock/console');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).toContain("style-src 'self'");
    expect(CONSOLE_CSP).not.toContain('unsafe-inline');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('/__mock/console/console.js');
    expect(page.body).toContain('/__mock/console/console.css');
    // no inline script or style: the CSP would block them
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).not.toMatch(/<style|style="/);
  });

  it('serves the page at /__mock/console/ too', async () => {
    const page = await get('/__mock/console/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    ['console.js', 'text/javascript; charset=utf-8'],
    ['console.css', 'text/css; charset=utf-8'],
    ['index.html', 'text/html; charset=utf-8'],
  ])('serves %s as %s', async (file, type) => {
    const answer = await get(`/__mock/console/${file}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['content-security-policy']).toBe(CONSOLE_CSP);
    expect(answer.body.length).toBeGreaterThan(100);
  });

  it('answers an unknown or path-like file with the GC404 envelope', async () => {
    for (const url of ['/__mock/console/nope.js', '/__mock/console/..%2Fpackage.json']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().systemInformation.errorCode).toBe(ERROR_CODES.notFound);
    }
  });

  it('answers the code guide', async () => {
    const answer = await get('/__mock/codes');
    expect(answer.statusCode).toBe(200);
    const codes = answer.json().groups.flatMap((g: { codes: { code: string }[] }) => g.codes);
    expect(codes.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(Object.values(ERROR_CODES)),
    );
  });

  it('lists the seeded users, named users first', async () => {
    const answer = (await get('/__mock/users?limit=10')).json();
    const emails = answer.users.map((u: { email: string }) => u.email);
    expect(emails.slice(0, 2)).toEqual([DEMO_USERS.hr.email, DEMO_USERS.broker.email]);
    expect(emails).toContain(DEMO_USERS.locked.email);
    expect(answer.users[0]).toEqual({
      email: DEMO_USERS.hr.email,
      name: expect.any(String),
      role: 'HR',
      pool: false,
    });
    expect(answer.users).toHaveLength(10);
    expect(answer.total).toBeGreaterThan(10);
  });

  it('finds its folder from the TypeScript sources', () => {
    expect(consoleFolder()).toBe(join(__dirname, '..', 'console'));
  });

  it('serves console.js bundled from the TypeScript sources: one classic script, its texts in', async () => {
    const script = (await get('/__mock/console/console.js')).body;
    expect(script).toContain(id.title);
    expect(script).toContain(en.title);
    // a plain <script defer> cannot load a module or TypeScript
    expect(script).not.toMatch(/^\s*(import|export)\s/m);
    expect(script).not.toMatch(/:\s*HTMLElement\b/);
  });

  it('has the same dictionary keys in Indonesian and English, none empty', () => {
    // tsc already refuses a missing or extra English key (texts-en.ts is typed by texts-id.ts)
    expect(Object.keys(en).sort()).toEqual(Object.keys(id).sort());
    for (const [lang, dict] of [
      ['id', id],
      ['en', en],
    ] as const) {
      for (const [key, text] of Object.entries(dict))
        expect([lang, key, text.length > 0]).toEqual([lang, key, true]);
    }
  });
});

describe('the tester console with the control API off', () => {
  let app: MockApp;
  useTestApp((built) => (app = built), {
    config: { control: false, jwtSecret: 'a-production-secret-of-32-characters' },
  });

  it.each(['/__mock/console', '/__mock/console/console.js', '/__mock/codes', '/__mock/users'])(
    '%s is 404',
    async (url) => {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    },
  );
});
