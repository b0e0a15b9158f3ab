#!/usr/bin/env node
// A bare HTTP hop for goal (a): what one extra Node process between the load generator and the
// stand-in costs on this machine by itself, with no GraphQL, no plugins and no checks. It forwards
// each request (method, path, headers, body) to TARGET through an undici pool of CONNECTIONS (run.mjs
// passes the gateway's upstream pool size) and sends the answer back. The benchmark replays the
// recorded stand-in calls through it beside the gateway, so the gateway's added latency can be read
// against the floor of any Node gateway here. Not a product component. Env: PORT, TARGET (the
// stand-in's origin), CONNECTIONS.
import http from 'node:http';
import { undici } from './http.mjs';

/** Headers that belong to one connection, not to the request. */
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const target = process.env.TARGET;
const port = Number(process.env.PORT);
const connections = Number(process.env.CONNECTIONS);
if (!target || !Number.isInteger(port) || !Number.isInteger(connections))
  throw new Error('hop.mjs needs PORT, TARGET and CONNECTIONS');
const pool = new undici.Pool(target, { connections, pipelining: 1 });

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

const server = http.createServer(async (req, res) => {
  if (req.url === '/__hop/health') {
    res.writeHead(204).end();
    return;
  }
  try {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    const answer = await pool.request({
      method: req.method,
      path: req.url,
      headers,
      body: await readBody(req),
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    res.writeHead(answer.statusCode, {
      'content-type': answer.headers['content-type'] ?? 'application/octet-stream',
      'content-length': body.length,
    });
    res.end(body);
  } catch (error) {
    res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
  }
});
server.listen(port, '127.0.0.1');
