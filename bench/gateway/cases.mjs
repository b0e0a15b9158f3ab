// The four measured cases: the web's own operations from the persisted-operations manifest, sent as
// the production web sends them (POST /graphql, the operation's id, no query text).
import { readFileSync } from 'node:fs';
import { text, undici } from './http.mjs';
import { MANIFEST } from './paths.mjs';
import { DAYS_AHEAD, ROUTE, shanghaiDate } from './setup.mjs';

/**
 * `resources` says which distinct backend resources the operation needs, so upstream calls per
 * operation can be judged against it; `check` tells a right answer from a wrong one (run once per
 * gateway before measuring, not per request).
 */
export const CASES = [
  {
    key: 'me',
    title: '(a) me',
    operation: 'ShellSessionQuery',
    variables: () => ({}),
    resources: 'the member (one user-info call)',
    check: (data) => Boolean(data?.me?.id),
  },
  {
    key: 'home',
    title: '(b) home first screen',
    operation: 'HomePageQuery',
    // The web's default local city (web/src/features/city/cityStore.ts: 北京 110000).
    variables: () => ({ adcode: '110000' }),
    // The first screen only: the sections below it are further requests (HomeFloorsQuery, then
    // HomeMoreSectionsQuery).
    resources:
      'the member, the show-button switches, the two banner lists, the menu, the notice, the weather: one call each',
    check: (data) => Boolean(data?.me?.id && data?.home?.banners?.length && data?.weather),
  },
  {
    key: 'orders',
    title: '(c) order list of 20',
    operation: 'AllOrderPageQuery',
    variables: () => ({ tab: 'ALL', status: 'ALL', pageNum: 1, pageSize: 20 }),
    resources: 'one page of the order list (the generic order fields need no per-order detail)',
    check: (data) => data?.orders?.items?.length === 20,
  },
  {
    key: 'flights',
    title: '(d) flight search',
    operation: 'AirListPageQuery',
    variables: () => ({ ...ROUTE, date: shanghaiDate(DAYS_AHEAD) }),
    resources: 'one flight search of the route and date',
    check: (data) => (data?.flightSearch?.flights?.length ?? 0) > 0,
  },
];

export function loadManifest() {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const byName = new Map(manifest.operations.map((o) => [o.name, o]));
  return (name) => {
    const op = byName.get(name);
    if (!op) throw new Error(`operation ${name} is not in ${MANIFEST}: did the web rename it?`);
    return op;
  };
}

/** The request body of a case as the production web sends it: the operation's id, no query text. */
export function requestBody(op, variables) {
  return JSON.stringify({
    operationName: op.name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: op.id } },
  });
}

export function cookieHeader(cookies) {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

async function post(dispatcher, url, body, cookie) {
  const res = await dispatcher.request({
    origin: url,
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
  return { status: res.statusCode, body: await text(res) };
}

/**
 * Checks that the gateway runs the case by the operation's id alone (the manifest of the build), and
 * answers it rightly; returns what the load generator sends.
 */
export async function prepareCase(gatewayUrl, kase, op, cookies) {
  const cookie = cookieHeader(cookies);
  const body = requestBody(op, kase.variables());
  const answer = await post(undici.getGlobalDispatcher(), gatewayUrl, body, cookie);
  let problem = null;
  if (answer.status !== 200) problem = `HTTP ${answer.status}: ${answer.body.slice(0, 300)}`;
  else {
    const parsed = JSON.parse(answer.body);
    if (parsed.errors?.length)
      problem = parsed.errors.map((e) => `${e.message} [${e.extensions?.code}]`).join('; ');
    else if (!kase.check(parsed.data)) problem = `unexpected data: ${answer.body.slice(0, 300)}`;
  }
  if (problem)
    throw new Error(`${kase.title} (${op.name}, sent by id) fails through ${gatewayUrl}: ${problem}`);
  return { body, cookie, responseBytes: Buffer.byteLength(answer.body) };
}

/** One request of a case through a gateway, for the load generators: true when HTTP 200 without errors. */
export function gatewayOperation(pool, prepared) {
  const request = {
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: prepared.cookie },
    body: prepared.body,
  };
  return async () => {
    const res = await pool.request(request);
    const body = await text(res);
    return res.statusCode === 200 && !body.includes('"errors"');
  };
}
