import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The images, the compose file and the production journey describe one deployment: these checks
 * keep them in step where no Docker engine runs (docker-compose config validates the syntax, the
 * journey e2e/production.e2e.ts runs the nginx configuration; neither sees a port or a name that
 * drifted between files).
 */
const repo = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(resolve(repo, path), 'utf8');
const dockerfile = read('Dockerfile');
/** One named stage of the root Dockerfile: its FROM line and its instructions (no comments). */
const stageOf = (name: string): string => {
  const stage = dockerfile
    .replace(/^#.*\n/gm, '')
    .split(/^(?=FROM )/m)
    .find((s) => new RegExp(`^FROM \\S+ AS ${name}\n`).test(s));
  if (!stage) throw new Error(`no stage ${name} in the Dockerfile`);
  return stage;
};
/** The two images: the targets docker-compose.yml builds. */
const mockImage = stageOf('mock');
const webImage = stageOf('portal');
const compose = read('docker-compose.yml');
const template = read('web/nginx/default.conf.template');
/** Sourced by the portal image's entrypoint before the template is rendered: the names it exports. */
const upstreamScript = read('web/nginx/gateway-upstream.envsh');
const exportedByScript = [...upstreamScript.matchAll(/^export (\w+)$/gm)].map(
  (m) => m[1] as string,
);
const nginxJourney = read('e2e/playwright.nginx.config.ts');

/** `NAME=value` pairs of the image stage's ENV instruction(s), quotes removed. */
const envOf = (stage: string): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const [, body] of stage.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)) {
    for (const [, name, value] of (body ?? '').matchAll(/(\w+)=('[^']*'|"[^"]*"|\S+)/g)) {
      env[name as string] = (value as string).replace(/^['"]|['"]$/g, '');
    }
  }
  return env;
};
/** Two mock processes behind the portal's nginx: docker-compose.yml with this override. */
const replicas = read('docker-compose.replicas.yml');
/** One service's block of docker-compose.yml (or of another compose file). */
const serviceOf = (service: string, file = compose): string =>
  new RegExp(`^  ${service}:\\n((?:    .*\\n|\\n)*)`, 'm').exec(file)?.[1] ?? '';
/** The `environment:` value of one service in docker-compose.yml (or another compose file). */
const composeEnv = (service: string, name: string, file = compose): string | undefined => {
  const block = serviceOf(service, file);
  return new RegExp(`^      ${name}: '?([^'\\n]*)'?$`, 'm').exec(block)?.[1];
};
/** A service's `environment:` entries, comments left out. */
const composeEnvOf = (service: string, file = compose): string[] =>
  [...serviceOf(service, file).matchAll(/^ {6}(\w+): (.*)$/gm)].map((m) => `${m[1]}=${m[2]}`);
const composePorts = (service: string, file = compose): string[] =>
  [...serviceOf(service, file).matchAll(/^ {6}- '(\d+:\d+)'$/gm)].map((m) => m[1] as string);

describe('delivery: images, compose file and production journey agree', () => {
  it('compose builds each image from its stage of the one root Dockerfile', () => {
    for (const [service, target] of [
      ['mock', 'mock'],
      ['web', 'portal'],
    ]) {
      expect(serviceOf(service as string)).toMatch(
        new RegExp(`^    build:\\n      context: \\.\\n      target: ${target}$`, 'm'),
      );
    }
  });

  it('the mock image runs the compiled mock, the command the production journey starts', () => {
    expect(mockImage).toMatch(/^CMD \["node", "mock-server\/dist\/server\.js"\]$/m);
    expect(mockImage).toMatch(
      /^COPY --from=mock-build \/app\/mock-server\/dist mock-server\/dist$/m,
    );
    expect(stageOf('mock-build')).toMatch(/^RUN npm run build:mock$/m);
    expect(nginxJourney).toContain("MOCK_PRODUCTION_ENTRY = 'mock-server/dist/server.js'");
  });

  it('both images end on the Node or nginx runtime as a non-root user with a health check', () => {
    for (const image of [mockImage, webImage]) {
      expect(image).toMatch(/^FROM (node|nginx):\S+ AS \S+$/m);
      expect(image).toMatch(/^USER (node|nginx)$/m);
      expect(image).toMatch(/^HEALTHCHECK /m);
      expect(image).not.toMatch(/npm ci/);
    }
    expect(webImage).toMatch(/^FROM nginx:\d+\.\d+\.\d+-alpine AS portal$/m);
    // the runtime's node_modules come from the production-only install
    expect(mockImage).toMatch(/^COPY --from=mock-deps \/app\/node_modules node_modules$/m);
    expect(stageOf('mock-deps')).toMatch(/^FROM manifests AS mock-deps$/m);
    expect(stageOf('mock-deps')).toMatch(/npm ci --omit=dev .*--workspace @mo\/mock-server/);
  });

  it('the portal image serves web/nginx/ and renders exactly the template variables', () => {
    expect(webImage).toContain(
      'COPY web/nginx/default.conf.template /etc/nginx/templates/default.conf.template',
    );
    expect(webImage).toContain('COPY web/nginx/nginx.conf /etc/nginx/nginx.conf');
    // sourced before 20-envsubst-on-templates.sh (the entrypoint sorts by name), executable
    expect(webImage).toContain(
      'COPY web/nginx/gateway-upstream.envsh /docker-entrypoint.d/18-portal-gateway.envsh',
    );
    expect(webImage).toMatch(/chmod 755 \/docker-entrypoint\.d\/18-portal-gateway\.envsh/);
    const used = [...new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]))].sort();
    const env = envOf(webImage);
    const filter = new RegExp(env.NGINX_ENVSUBST_FILTER ?? '^$');
    expect(exportedByScript).toEqual(['PORTAL_GATEWAY_SERVERS']);
    expect(
      [...Object.keys(env), ...exportedByScript].filter((name) => filter.test(name)).sort(),
    ).toEqual(used);
  });

  it('compose wires the portal to the mock on the ports the images listen on', () => {
    const mockPort = composeEnv('mock', 'PORT');
    expect(mockPort).toBe(envOf(mockImage).PORT);
    expect(composeEnv('web', 'MOCK_UPSTREAM')).toBe(`mock:${mockPort}`);
    expect(composePorts('mock')).toEqual([`${mockPort}:${mockPort}`]);
    expect(composePorts('web')).toEqual([`4173:${envOf(webImage).PORTAL_PORT}`]);
    expect(webImage).toMatch(new RegExp(`^EXPOSE ${envOf(webImage).PORTAL_PORT}$`, 'm'));
  });

  it('the replicas override runs a copy of the mock and points the portal at both', () => {
    const mockPort = composeEnv('mock', 'PORT');
    expect(serviceOf('mock-2', replicas)).toMatch(
      /^ {4}build:\n {6}context: \.\n {6}target: mock$/m,
    );
    expect(composeEnvOf('mock-2', replicas)).toEqual(composeEnvOf('mock'));
    expect(composeEnvOf('mock').length).toBeGreaterThan(3);
    expect(composePorts('mock-2', replicas)).toEqual([`4011:${mockPort}`]);
    expect(composeEnv('web', 'MOCK_UPSTREAMS', replicas)).toBe(
      `mock:${mockPort} mock-2:${mockPort}`,
    );
    expect(serviceOf('web', replicas)).toMatch(
      /^ {4}depends_on:\n {6}mock-2:\n {8}condition: service_healthy$/m,
    );
  });

  it("the image and compose listen on every interface: the mock's own default is loopback", () => {
    expect(envOf(mockImage).HOST).toBe('0.0.0.0');
    expect(composeEnv('mock', 'HOST')).toBe('0.0.0.0');
  });

  it('nginx names the client and the mock believes it from nginx alone (per-address sign-in limit)', () => {
    expect(template).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    // compose's network is a private range; the production journey's nginx is on loopback
    expect(composeEnv('mock', 'MOCK_TRUST_PROXY')).toBe('loopback,uniquelocal');
    expect(nginxJourney).toContain("MOCK_TRUST_PROXY: 'loopback'");
  });
});
