import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { serializerSchema } from './serializer-schema';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = (data: unknown) => string;

/**
 * Fastify's own response serialisers (fast-json-stringify), compiled when a route first answers
 * with a status instead of when the route is registered. Compiling every route's 200, 4xx and
 * 5xx schemas up front was most of the mock's start time (seconds on two cores) for routes most
 * runs never call. Each is compiled from the schema as serializer-schema.ts rewrites it. Equal
 * schemas (the error envelope of every route: Fastify hands each route its own copy) share one
 * serialiser.
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
            // simple unions rewritten so that no value needs an Ajv run (serializer-schema.ts)
            serializer = compile({
              ...route,
              schema: serializerSchema(route.schema),
            }) as Serializer;
            bySchema.set(key, serializer);
          }
        }
        return serializer(data);
      };
    };
  };
};
