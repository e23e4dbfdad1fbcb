import { API_AREAS, CALLS, GatewayHeaders, OPENAPI_DOCS_PATH } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { testApp } from './helpers';

/** OpenAPI 3 writes path parameters as {name}; Fastify as :name. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  let app: MockApp;
  let doc: {
    paths: Record<
      string,
      Record<
        string,
        {
          operationId?: string;
          security?: unknown[];
          parameters?: { in: string; name: string; required?: boolean }[];
          requestBody?: { content: Record<string, unknown> };
        }
      >
    >;
    components: { securitySchemes: Record<string, unknown> };
  };
  beforeAll(async () => {
    app = await testApp();
    doc = (await app.inject({ method: 'GET', url: `${OPENAPI_DOCS_PATH}/json` })).json();
  });
  afterAll(() => app.close());

  it.each(Object.values(CALLS).map((call) => [call.id, call] as const))(
    'lists %s with its gateway headers and security',
    (_id, call) => {
      const operation =
        doc.paths[openApiPath(`${API_AREAS[call.area]}${call.path}`)]?.[call.method.toLowerCase()];
      expect(operation?.operationId).toBe(call.id);
      const headers = (operation?.parameters ?? []).filter((p) => p.in === 'header');
      expect(headers.map((p) => p.name).sort()).toEqual(
        Object.keys(GatewayHeaders.properties).sort(),
      );
      expect(headers.every((p) => p.required)).toBe(true);
      if (call.auth === 'public') expect(operation?.security).toBeUndefined();
      else if (call.auth === 'client') expect(operation?.security).toEqual([{ basicAuth: [] }]);
      // forgot-password codes need no token, multi-factor-auth ones do: the bearer is optional
      else if (call.auth === 'by-mode') {
        expect(operation?.security).toEqual([{}, { bearerAuth: [] }]);
      } else expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    },
  );

  it('declares bearer JWT and Basic client security', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.components.securitySchemes.basicAuth).toMatchObject({
      type: 'http',
      scheme: 'basic',
    });
  });

  it('documents form-encoded bodies for the oauth2 calls and JSON elsewhere', () => {
    const body = (call: (typeof CALLS)[keyof typeof CALLS]) =>
      Object.keys(
        doc.paths[openApiPath(`${API_AREAS[call.area]}${call.path}`)]?.[call.method.toLowerCase()]
          ?.requestBody?.content ?? {},
      );
    expect(body(CALLS.refreshToken)).toEqual(['application/x-www-form-urlencoded']);
    expect(body(CALLS.revokeToken)).toEqual(['application/x-www-form-urlencoded']);
    expect(body(CALLS.updatePassword)).toEqual(['application/json']);
  });

  it('serves the docs page', async () => {
    const page = await app.inject({ method: 'GET', url: OPENAPI_DOCS_PATH });
    expect([200, 302]).toContain(page.statusCode);
  });
});
