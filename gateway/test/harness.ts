// Starts the real stand-in (fresh in-memory database) and a gateway pointed at it, in-process.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLegacyServer, type LegacyServer } from '@storefront/legacy';
import { loadConfig, type GatewayConfig } from '../src/config.ts';
import { createGateway, type Gateway } from '../src/server.ts';

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[];
  setCookie: string[];
}

/** A browser-like client: keeps the cookies the gateway sets, sends them back. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly gateway: Gateway,
    private readonly headers: Record<string, string> = {},
  ) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResult<T>> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...this.headers,
        ...headers,
      },
      payload: JSON.stringify({ query, variables }),
    });
    const raw = res.headers['set-cookie'];
    const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    for (const line of setCookie) {
      const [pair, ...attrs] = line.split(';');
      const [name, value = ''] = pair!.split('=');
      const expired = attrs.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const body = JSON.parse(res.body) as Omit<GraphQLResult<T>, 'status' | 'setCookie'>;
    return { status: res.statusCode, setCookie, ...body };
  }
}

/** One more gateway over the same stand-in: a second replica behind the same load balancer. */
export interface Replica {
  gateway: Gateway;
  config: GatewayConfig;
  client(headers?: Record<string, string>): TestClient;
}

export interface Stack {
  legacy: LegacyServer;
  /** The stand-in itself (its dev endpoints: SMS outbox, fault switch). */
  legacyUrl: string;
  /** Where the gateway sends its upstream calls: the stand-in, or what `options.upstream` put in front. */
  upstreamUrl: string;
  gateway: Gateway;
  config: GatewayConfig;
  client(headers?: Record<string, string>): TestClient;
  /**
   * Starts another gateway over the same stand-in (or what `options.upstream` put in front), with the
   * stack's settings and `env` over them; `close()` closes it too.
   */
  replica(env?: Record<string, string>): Promise<Replica>;
  /** Moves the stand-in's clock (verify-code windows, token expiry). */
  advance(ms: number): void;
  /** The latest SMS code the stand-in sent to a mobile (its dev outbox endpoint). */
  smsCode(mobile: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Every request of a test comes from one address (127.0.0.1): the per-client budgets of sending
 * codes and logging in are raised so a file can log in many members. The per-mobile budgets stay;
 * security.test.ts sets its own to test the limits.
 */
const TEST_BUDGETS = {
  RATE_SEND_CODE_PER_CLIENT: '100000/3600',
  RATE_PASSWORD_PER_CLIENT: '100000/900',
  RATE_CODE_PER_CLIENT: '100000/900',
};

export interface StackOptions {
  /**
   * Puts something between the gateway and the stand-in (a fault proxy): gets the stand-in's URL,
   * gives the URL the gateway should call instead.
   */
  upstream?: (legacyUrl: string) => string | Promise<string>;
}

export async function startStack(
  env: Record<string, string> = {},
  options: StackOptions = {},
): Promise<Stack> {
  let offset = 0;
  const legacy = await createLegacyServer({
    logger: false,
    requestLog: true,
    clock: () => Date.now() + offset,
  });
  const legacyUrl = await legacy.listen(0, '127.0.0.1');
  const upstreamUrl = options.upstream ? await options.upstream(legacyUrl) : legacyUrl;
  const configFor = (overrides: Record<string, string>) =>
    loadConfig({
      NODE_ENV: 'test',
      LEGACY_URL: upstreamUrl,
      WEB_DIST: 'none',
      ...TEST_BUDGETS,
      ...env,
      ...overrides,
    });
  const config = configFor({});
  const gateway = await createGateway(config);
  const replicas: Gateway[] = [];
  return {
    legacy,
    legacyUrl,
    upstreamUrl: config.upstream.baseUrl,
    gateway,
    config,
    client: (headers) => new TestClient(gateway, headers),
    async replica(overrides = {}) {
      const replicaConfig = configFor(overrides);
      const replica = await createGateway(replicaConfig);
      replicas.push(replica);
      return {
        gateway: replica,
        config: replicaConfig,
        client: (headers) => new TestClient(replica, headers),
      };
    },
    advance: (ms) => {
      offset += ms;
    },
    async smsCode(mobile) {
      const res = await fetch(`${legacyUrl}/__dev/sms?mobile=${mobile}`);
      const body = (await res.json()) as { flag: number; data: { code: string } | null };
      if (body.flag !== 0 || !body.data) throw new Error(`no SMS for ${mobile}: flag ${body.flag}`);
      return body.data.code;
    },
    async close() {
      for (const replica of replicas) await replica.close();
      await gateway.close();
      await legacy.close();
    },
  };
}

/** A mobile no seed member has: 139 and eight random digits. */
export function freshMobile(): string {
  return `139${(randomBytes(4).readUInt32BE() % 100_000_000).toString().padStart(8, '0')}`;
}

export const DEMO = { mobile: '13800138000', password: 'Demo1234', nickName: '旅行家小王' };

/** Logs the seeded demo member in by password; the client keeps the session, the cookie header is returned. */
export async function loginDemo(client: TestClient): Promise<string> {
  const login = await client.gql(
    'mutation ($mobile: String!, $password: String!) { loginByPassword(input: { mobile: $mobile, password: $password }) { user { id } } }',
    DEMO,
  );
  if (login.errors?.length) throw new Error(`demo login failed: ${login.errors[0]!.message}`);
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** A persisted-operations manifest with no operation: production mode starts without a build. */
export function emptyOperationsManifest(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'sf-manifest-')), 'operations.json');
  writeFileSync(
    file,
    JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: [] }),
  );
  return file;
}

// The login mutations as the web sends them, for the tests of budgets and guesses.
export const BY_CODE = `mutation ByCode($mobile: String!, $code: String!) {
  loginByCode(input: { mobile: $mobile, code: $code }) { user { id } userErrors { message code } } }`;
export const BY_PASSWORD = `mutation ByPassword($mobile: String!, $password: String!) {
  loginByPassword(input: { mobile: $mobile, password: $password }) { user { id } userErrors { message code } } }`;
export const REGISTER = `mutation Register($mobile: String!, $code: String!, $password: String!) {
  register(input: { mobile: $mobile, code: $code, password: $password }) { user { id } userErrors { message code } } }`;

/** A mutation's payload: its userErrors. */
export type Payload = { userErrors: { message: string; code: string }[] };
/** A login's payload. */
export type Login = Payload & { user: { id: string } | null };
