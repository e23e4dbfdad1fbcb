import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = (data: unknown) => string;

/**
 * Fastify's own response serialisers (fast-json-stringify), compiled when a route first answers
 * with a status instead of when the route is registered. Compiling every route's 200, 4xx and
 * 5xx schemas up front was most of the mock's start time (seconds on two cores) for routes most
 * runs never call. Equal schemas (the error envelope of every route: Fastify hands each route its
 * own copy) share one serialiser.
 */
export const lazySerializerFactory = (): SerializerFactory => {
  const eager = SerializerSelector();
  // Fastify makes a compiler per plugin context; the serialisers are shared across them all.
  const bySchema = new Map<string, Serializer>();
  return (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
    return (route) => {
      let serializer: Serializer | undefined;
      return (data: unknown) => {
        if (!serializer) {
          const key = `${context}${JSON.stringify(route.schema)}`;
          serializer = bySchema.get(key);
          if (!serializer) {
            serializer = compile(route) as Serializer;
            bySchema.set(key, serializer);
          }
        }
        return serializer(data);
      };
    };
  };
};
