#!/usr/bin/env node
// The recorded backend (BENCH_BACKEND=recorded): answers every call the benchmark recorded with the
// stand-in's recorded answer, at once, so the gateway's own costs show without the stand-in's.
// Run as a child process by run.mjs: env PORT and RECORDED_FILE (a JSON array of recorded calls).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const calls = JSON.parse(readFileSync(process.env.RECORDED_FILE, 'utf8'));
/** `METHOD path` → the recorded answer; the body of a call is not part of the key (ours are fixed). */
const answers = new Map();
for (const call of calls) {
  const body = Buffer.from(call.response.body, 'utf8');
  const headers = { ...call.response.headers, 'content-length': String(body.length) };
  answers.set(`${call.method} ${call.path}`, { status: call.status, headers, body });
}
const missing = Buffer.from(JSON.stringify({ flag: 9999, msg: 'not recorded', data: null }));

createServer((req, res) => {
  req.resume();
  req.once('end', () => {
    if (req.url === '/__recorded/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ flag: 0, data: { calls: answers.size } }));
      return;
    }
    const answer = answers.get(`${req.method} ${req.url}`);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'application/json', 'content-length': String(missing.length) });
      res.end(missing);
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
