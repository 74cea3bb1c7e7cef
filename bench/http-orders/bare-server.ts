/**
 * The baseline: a bare Fastify app on the same machine with one POST route that parses the
 * order's JSON and answers a small JSON body, no validation, no session, no database.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 18_181);
const app = Fastify({ logger: false });
app.post('/v2/igx/add_order', async (request) => ({
  status: 200,
  received: (request.body as { contract_id?: number }).contract_id ?? null,
}));
await app.listen({ port, host: '127.0.0.1' });
