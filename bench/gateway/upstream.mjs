// "Straight at the stand-in": the upstream calls a gateway makes for one operation, recorded by a
// small proxy between a gateway and the stand-in, grouped into waves, and replayed without the
// gateway (each wave's calls at once, the waves one after another). Whatever a product's resolvers
// call is picked up from the recording; nothing here knows an endpoint.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { text, undici } from './http.mjs';

const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

function forwardable(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers))
    if (!HOP_BY_HOP.has(name.toLowerCase())) out[name] = value;
  return out;
}

/**
 * A recording proxy in front of `targetUrl`. While `recording` is on, every call is kept with its
 * method, path, headers, body, status, response and start/end times (ms, performance clock).
 */
export async function startRecordingProxy(targetUrl) {
  const upstream = new undici.Pool(targetUrl, { connections: 32 });
  const calls = [];
  let recording = false;
  const server = createServer(async (req, res) => {
    const start = performance.now();
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
    try {
      const answer = await upstream.request({
        path: req.url,
        method: req.method,
        headers: forwardable(req.headers),
        body,
      });
      const payload = Buffer.from(await answer.body.arrayBuffer());
      const headers = forwardable(answer.headers);
      res.writeHead(answer.statusCode, { ...headers, 'content-length': payload.length });
      res.end(payload);
      if (recording)
        calls.push({
          method: req.method,
          path: req.url,
          headers: forwardable(req.headers),
          body,
          status: answer.statusCode,
          responseBytes: payload.length,
          response: { headers, body: payload.toString('utf8') },
          start,
          end: performance.now(),
        });
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  let closing;
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Records the calls made while `work` runs. */
    async record(work) {
      calls.length = 0;
      recording = true;
      try {
        await work();
      } finally {
        recording = false;
      }
      return calls.splice(0).sort((a, b) => a.start - b.start);
    },
    /** Stops the proxy; safe to call again (the benchmark's clean-up calls it after a failure). */
    close() {
      closing ??= (async () => {
        server.closeAllConnections?.();
        await new Promise((resolve) => server.close(resolve));
        await upstream.close();
      })();
      return closing;
    },
  };
}

/**
 * Groups calls (sorted by start) into waves: a call opens a new wave when it started after every call
 * of the current wave had ended; otherwise it overlapped the wave and belongs to it.
 */
export function waves(calls) {
  const out = [];
  let current = null;
  let currentEnd = -Infinity;
  for (const call of calls) {
    if (!current || call.start > currentEnd) {
      current = [];
      out.push(current);
      currentEnd = -Infinity;
    }
    current.push(call);
    currentEnd = Math.max(currentEnd, call.end);
  }
  return out;
}

/** The stand-in's seqnum shape `{H5|MP}-{userId|0}-{epochMillis}-{8 hex}`, made fresh per call as the gateway does. */
function freshSeqnum(recorded) {
  const match = /^(H5|MP)-(\d+)-\d+-[0-9a-f]{8}$/.exec(String(recorded ?? ''));
  if (!match) return recorded;
  return `${match[1]}-${match[2]}-${Date.now()}-${randomBytes(4).toString('hex')}`;
}

/**
 * A replayer of recorded waves against the stand-in, through a keep-alive pool as a well-behaved
 * direct client would use. `operation()` resolves true when every call answered HTTP 200 with flag 0.
 */
export function replayer(targetUrl, recordedWaves, { connections }) {
  const pool = new undici.Pool(targetUrl, { connections, pipelining: 1 });
  const plan = recordedWaves.map((wave) =>
    wave.map(({ method, path, headers, body }) => ({ method, path, headers, body })),
  );
  const send = async (call) => {
    const res = await pool.request({
      method: call.method,
      path: call.path,
      headers: { ...call.headers, seqnum: freshSeqnum(call.headers.seqnum) },
      body: call.body,
    });
    const body = await text(res);
    return res.statusCode === 200 && body.includes('"flag":0');
  };
  return {
    calls: plan.reduce((n, wave) => n + wave.length, 0),
    async operation() {
      let good = true;
      for (const wave of plan) {
        const results = await Promise.all(wave.map(send));
        if (results.includes(false)) good = false;
      }
      return good;
    },
    close: () => pool.close(),
  };
}
