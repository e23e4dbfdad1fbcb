// The baseline of `npm run bench`: a bare Fastify server in plain JavaScript, started the way the
// mock's production command starts (`node <file>`, no transpiler). /health answers the start
// figure's first request; /plain is the route the list figures are compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.get('/plain', async () => ({ status: 'success', data: { hello: 'world' } }));
await app.listen({
  port: Number(process.env.PORT ?? 4391),
  host: process.env.HOST ?? '127.0.0.1',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close());
