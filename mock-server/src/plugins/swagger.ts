import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_AREAS, APP_VERSION, OPENAPI_DOCS_PATH } from '@mo/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Whether the UI's static-file stack loads here. It does in Node (which can require ES modules);
 * jest's CommonJS runtime cannot load one of its ESM-only dependencies (content-disposition), so
 * under jest the mock serves the document without the UI rather than failing to start.
 */
const uiLoads = async (): Promise<boolean> => {
  const routes = '@fastify/swagger-ui/lib/routes.js';
  try {
    await import(routes);
    return true;
  } catch {
    return false;
  }
};

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Mock insurer API</title></head><body><h1>Mock insurer API</h1>
<p>The interactive UI is not available in this runtime; the OpenAPI document is at
<a href="${OPENAPI_DOCS_PATH}/json">${OPENAPI_DOCS_PATH}/json</a>.</p></body></html>`;

/**
 * OpenAPI generated from the same contract schemas the routes validate with; registered before
 * the routes so it sees every one. The UI is served at /docs, the document at /docs/json.
 */
export const setupSwagger = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mock insurer gateway',
        version: APP_VERSION,
        description:
          'Emulates every call the member-office portal makes, with deterministic seeded data. ' +
          'Every API call needs the gateway headers; all but public calls a bearer token, except ' +
          'the oauth2 calls (form-encoded, Basic client credentials).',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // oauth2/token and oauth2/revoke: the portal's client id and secret (contracts OAUTH_CLIENT)
          basicAuth: { type: 'http', scheme: 'basic' },
        },
      },
      tags: Object.entries(API_AREAS).map(([name, prefix]) => ({
        name,
        description: `Gateway prefix ${prefix}`,
      })),
    },
  });
  if (await uiLoads()) {
    await app.register(swaggerUi, { routePrefix: OPENAPI_DOCS_PATH });
    return;
  }
  app.get(`${OPENAPI_DOCS_PATH}/json`, { schema: { hide: true } }, async () => app.swagger());
  app.get(OPENAPI_DOCS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(FALLBACK_PAGE),
  );
};
