// The four measured cases: the web's own operations from the persisted-operations manifest, sent as
// the production web sends them (POST /graphql, the operation's hash, no query text).
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
    resources: 'the member, the shell config, each home section, the weather: one call each',
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

/** The request body of a case, by hash alone or (until the gateway reads the manifest) with the query too. */
export function requestBody(op, variables, withQuery) {
  return JSON.stringify({
    operationName: op.name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: op.id } },
    ...(withQuery ? { query: op.body } : {}),
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
 * How this gateway takes the web's operations: `hash` when the id alone runs (the manifest, or
 * Apollo's automatic persisted queries after one registration), `query` when the text must be sent.
 * Also checks the answer is right. Returns the body to send under load.
 */
export async function prepareCase(gatewayUrl, kase, op, cookies) {
  const cookie = cookieHeader(cookies);
  const variables = kase.variables();
  const dispatcher = undici.getGlobalDispatcher();
  const verify = (answer) => {
    if (answer.status !== 200) return `HTTP ${answer.status}: ${answer.body.slice(0, 300)}`;
    const parsed = JSON.parse(answer.body);
    if (parsed.errors?.length)
      return parsed.errors.map((e) => `${e.message} [${e.extensions?.code}]`).join('; ');
    if (!kase.check(parsed.data)) return `unexpected data: ${answer.body.slice(0, 300)}`;
    return null;
  };
  const hashOnly = requestBody(op, variables, false);
  let problem = verify(await post(dispatcher, gatewayUrl, hashOnly, cookie));
  if (!problem) return { body: hashOnly, cookie, sentAs: 'hash' };
  const withQuery = requestBody(op, variables, true);
  const registered = verify(await post(dispatcher, gatewayUrl, withQuery, cookie));
  if (registered) throw new Error(`${kase.title} (${op.name}) fails through ${gatewayUrl}: ${registered}`);
  problem = verify(await post(dispatcher, gatewayUrl, hashOnly, cookie));
  if (!problem) return { body: hashOnly, cookie, sentAs: 'hash after registration (APQ)' };
  return { body: withQuery, cookie, sentAs: 'hash + query' };
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
