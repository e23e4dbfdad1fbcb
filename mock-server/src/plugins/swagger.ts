import swagger from '@fastify/swagger';
import { API_AREAS, APP_VERSION, OPENAPI_DOCS_PATH } from '@mo/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

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
  setupDocsPages(app);
};

/**
 * The Swagger UI, loaded on the first request for a docs page rather than at start: its
 * static-file stack (@fastify/static, send, the UI bundle) is a large share of the mock's start
 * time and most runs never open it. The UI runs in a small Fastify instance of its own, made once,
 * which serves this app's OpenAPI document; the app forwards /docs and /docs/* to it. Where the UI
 * cannot load (jest's CommonJS runtime cannot load one of its ESM-only dependencies,
 * content-disposition), the page says where the document is instead.
 */
const setupDocsPages = (app: FastifyInstance): void => {
  let ui: Promise<FastifyInstance | null> | undefined;
  const loadUi = async (): Promise<FastifyInstance | null> => {
    try {
      const { default: swaggerUi } = await import('@fastify/swagger-ui');
      const docs = Fastify({ logger: false });
      await docs.register(swagger, {
        mode: 'static',
        specification: { document: app.swagger() as never },
      });
      await docs.register(swaggerUi, { routePrefix: OPENAPI_DOCS_PATH });
      await docs.ready();
      return docs;
    } catch (error) {
      app.log.debug({ err: error }, 'Swagger UI unavailable; serving the plain docs page');
      return null;
    }
  };
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    ui ??= loadUi();
    const docs = await ui;
    if (!docs) {
      if (request.url.split('?')[0] !== OPENAPI_DOCS_PATH) return reply.callNotFound();
      return reply.type('text/html; charset=utf-8').send(FALLBACK_PAGE);
    }
    const answer = await docs.inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: request.headers,
    });
    // Not a page of the UI: the app's own not-found answer (an envelope), as for any other path.
    if (answer.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name.toLowerCase())) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  app.get(`${OPENAPI_DOCS_PATH}/json`, { schema: { hide: true } }, async () => app.swagger());
  app.get(OPENAPI_DOCS_PATH, { schema: { hide: true } }, forward);
  app.get(`${OPENAPI_DOCS_PATH}/*`, { schema: { hide: true } }, forward);
};

/** Headers of the inner answer that describe its own connection, not the content. */
const HOP_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);
