#!/usr/bin/env node
/**
 * The API floor: Fastify (the server's own copy) answering `GET /` with {"hello":"world"} and nothing
 * else — no plugins, no database, no logging. bench/api-load.mjs starts it as its own process beside
 * the real server and loads it with the same autocannon settings, so each scenario's req/s can be read
 * as a fraction of what this machine's Node and Fastify can do at all, at that moment.
 *
 *   node bench/floor/hello.mjs        prints "listening at http://127.0.0.1:<port>" (PORT, default free)
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening at ${address}`);

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
