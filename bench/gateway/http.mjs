// The HTTP client of the benchmark: undici, the gateway's own dependency (the root package does not
// list it, so it is resolved from gateway/), and a small GraphQL helper for setting up data.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

const require = createRequire(join(ROOT, 'gateway', 'package.json'));
/** @type {typeof import('undici')} */
export const undici = require('undici');

/** Reads a response body as text (undici requires every body to be consumed). */
export async function text(res) {
  return res.body.text();
}

/** `name=value` pairs of the Set-Cookie headers of a response. */
export function setCookies(headers) {
  const raw = headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const cookies = {};
  for (const line of lines) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return cookies;
}

/**
 * A GraphQL request for setting up data: a raw query, sent with the internal tools' credential (so a
 * production gateway that runs only persisted operations accepts it) and the member's cookies.
 * Fails on transport errors, GraphQL errors and a mutation's userErrors.
 */
export async function setupGql(gateway, { query, variables = {}, cookies = {}, internalToken }) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const res = await undici.request(`${gateway}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-internal-token': internalToken,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = JSON.parse(await text(res));
  if (body.errors?.length)
    throw new Error(
      `setup GraphQL failed (${res.statusCode}): ${body.errors.map((e) => `${e.message} [${e.extensions?.code}]`).join('; ')}`,
    );
  const payload = Object.values(body.data ?? {})[0];
  if (payload && Array.isArray(payload.userErrors) && payload.userErrors.length)
    throw new Error(`setup refused: ${payload.userErrors.map((e) => `${e.message} [${e.code}]`).join('; ')}`);
  return { data: body.data, cookies: setCookies(res.headers) };
}
