// Baseline for the cold-start figure: a bare Fastify server started the way the mock is.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 4391), host: '127.0.0.1' });
