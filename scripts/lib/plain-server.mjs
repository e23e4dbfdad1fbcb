// The baseline of `npm run bench`: a bare Fastify server in plain JavaScript, started the way the
// mock's production command starts (`node <file>`, no transpiler). /health answers the start
// figure's first request; /plain is the route the list figures are compared with; /plain-sized/N
// answers a JSON body of exactly N bytes, made once (a list's answer size with none of its work).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.get('/plain', async () => ({ status: 'success', data: { hello: 'world' } }));
const sized = new Map();
const HEAD = '{"status":"success","data":"';
const TAIL = '"}';
app.get('/plain-sized/:bytes', async (request, reply) => {
  const bytes = Math.min(
    1_000_000,
    Math.max(HEAD.length + TAIL.length, Number(request.params.bytes) || 0),
  );
  let body = sized.get(bytes);
  if (body === undefined) {
    body = `${HEAD}${'x'.repeat(bytes - HEAD.length - TAIL.length)}${TAIL}`;
    sized.set(bytes, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({
  port: Number(process.env.PORT ?? 4391),
  host: process.env.HOST ?? '127.0.0.1',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close());
