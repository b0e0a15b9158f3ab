// Issue 5 §4: query limits, persisted operations, rate limits and what production errors reveal,
// through the real stand-in.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import {
  Kind,
  parse,
  type validate as Validate,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildSchema } from '../src/schema.ts';
import { createGateway } from '../src/server.ts';
import { MAX_ERROR_MESSAGE } from '../src/security/errors.ts';
import { queryLimitRules } from '../src/security/limits.ts';
import {
  BY_CODE,
  BY_PASSWORD,
  freshMobile,
  startStack,
  type Stack,
  REGISTER,
  type Payload,
} from './harness.ts';

// graphql-tools builds the schema with graphql's CommonJS build; validate with the same one.
const { validate } = createRequire(import.meta.url)('graphql') as { validate: typeof Validate };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const ME = 'query Me {\n  me {\n    id\n    nickName\n  }\n}';
const SEND = `mutation Send($mobile: String!) {
  sendVerifyCode(input: { mobile: $mobile, purpose: LOGIN }) { resendIn userErrors { message code } } }`;

/** The stand-in's count of requests so far: proves that a refusal reached no backend. */
const upstreamCount = (stack: Stack) => stack.legacy.requestLog.length;

describe('query limits', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ GRAPHQL_MAX_DEPTH: '3', GRAPHQL_MAX_COST: '20' });
  });
  afterAll(() => stack.close());

  it('refuses an over-deep query before any upstream call, saying which limit', async () => {
    const before = upstreamCount(stack);
    const res = await stack.client().gql('{ home { banners { link { type } } } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'depth' });
    expect(res.errors?.[0]?.message).toMatch(/嵌套层级超出限制/);
    expect(upstreamCount(stack)).toBe(before);
  });

  it('runs a query within the depth', async () => {
    const res = await stack.client().gql('{ home { banners { id } } }');
    expect(res.errors).toBeUndefined();
    expect(Array.isArray((res.data as { home: { banners: unknown[] } }).home.banners)).toBe(true);
  });

  it('refuses an over-costly query before any upstream call', async () => {
    const before = upstreamCount(stack);
    const fields = 'id title image';
    const res = await stack
      .client()
      .gql(`{ home { banners { ${fields} } middleBanners { ${fields} } notice { id title } } }`);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'cost' });
    expect(upstreamCount(stack)).toBe(before);
  });

  it('refuses too many aliases and too many tokens before any upstream call', async () => {
    const before = upstreamCount(stack);
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: me { id }`).join(' ');
    const aliased = await stack.client().gql(`{ ${aliases} }`);
    expect(aliased.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      limit: 'aliases',
    });
    const long = await stack.client().gql(`{ me { ${'id '.repeat(2100)} } }`);
    expect(long.status).toBe(400);
    expect(long.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(upstreamCount(stack)).toBe(before);
  });
});

describe("the web app's operations", () => {
  it('all fit within the default limits (a limit that refused the app would break the shop)', () => {
    const webSrc = fileURLToPath(new URL('../../web/src', import.meta.url));
    const files = (readdirSync(webSrc, { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.graphql'),
    );
    const definitions: DefinitionNode[] = files.flatMap(
      (f) => parse(readFileSync(join(webSrc, f), 'utf8')).definitions,
    );
    const fragments = new Map(
      definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(50);

    const schema = buildSchema();
    const rules = queryLimitRules(loadConfig({ NODE_ENV: 'production', CS_SECRET: 'x' }).limits, true);
    for (const operation of operations) {
      // The operation with every fragment it reaches, as the app sends it.
      const used = new Map<string, FragmentDefinitionNode>();
      const visit = (text: string) => {
        for (const [, name] of text.matchAll(/\.\.\.\s*([A-Za-z_]\w*)/g)) {
          const fragment = fragments.get(name!);
          if (fragment && !used.has(name!)) {
            used.set(name!, fragment);
            visit(fragment.loc!.source.body.slice(fragment.loc!.start, fragment.loc!.end));
          }
        }
      };
      visit(operation.loc!.source.body.slice(operation.loc!.start, operation.loc!.end));
      const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
      const errors = validate(schema, document, rules);
      expect(
        errors.map((e) => e.message),
        JSON.stringify((operation as { name?: { value: string } }).name?.value),
      ).toEqual([]);
    }
  });
});

describe('persisted operations in production', () => {
  let stack: Stack;
  let dir: string;
  const TOKEN = 'internal-tools-credential-for-tests';
  const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sf-operations-'));
    const manifest = {
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [{ id: sha256(ME), name: 'Me', type: 'query', body: ME }],
    };
    writeFileSync(join(dir, 'operations.json'), JSON.stringify(manifest));
    stack = await startStack({
      NODE_ENV: 'production',
      CS_SECRET: 'production-test-secret',
      INTERNAL_TOOLS_TOKEN: TOKEN,
      PERSISTED_OPERATIONS_FILE: join(dir, 'operations.json'),
    });
  });
  afterAll(async () => {
    await stack.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs an operation of the manifest sent by its id alone', async () => {
    const res = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(ME) } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { me: null } });
  });

  it('refuses an unknown raw query before any upstream call', async () => {
    const before = upstreamCount(stack);
    const res = await post({ query: '{ me { id mobile } }' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.code).toBe('PERSISTED_OPERATION_REQUIRED');
    expect(res.json().errors[0].message).toMatch(/[\u4e00-\u9fa5]/);
    expect(res.json().data).toBeUndefined();
    expect(upstreamCount(stack)).toBe(before);
  });

  it('answers an unknown id with PERSISTED_QUERY_NOT_FOUND and never registers one', async () => {
    const query = '{ home { notice { id } } }';
    const unknown = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } });
    expect(unknown.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // A client's attempt to register it (query and hash together) is refused as well…
    const register = await post({
      query,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } },
    });
    expect(register.json().errors[0].extensions.code).toBe('PERSISTED_OPERATION_REQUIRED');
    // …and the id stays unknown.
    const again = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } });
    expect(again.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('runs raw queries for internal tools with the configured credential, and only with it', async () => {
    const query = '{ home { notice { id } } }';
    const ok = await post({ query }, { 'x-internal-token': TOKEN });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().errors).toBeUndefined();
    const wrong = await post({ query }, { 'x-internal-token': `${TOKEN.slice(0, -1)}X` });
    expect(wrong.json().errors[0].extensions.code).toBe('PERSISTED_OPERATION_REQUIRED');
  });

  it('shows no stack, host, path or SQL when the backend fails with internals in its message', async () => {
    const leak =
      'error: relation "members" does not exist at Query.run (/srv/legacy/src/db/pool.ts:42:7) SELECT * FROM members WHERE id = 1 http://10.0.3.7:8090';
    await fetch(`${stack.legacyUrl}/__dev/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/home/notice', flag: 5000, status: 200, msg: leak }),
    });
    await fetch(`${stack.legacyUrl}/__dev/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: '/api/home/*',
        flag: 1234,
        status: 200,
        msg: `invalid input syntax: SELECT id FROM banners`,
      }),
    });
    try {
      const res = await post(
        { query: '{ home { notice { id } banners { id } } }' },
        { 'x-internal-token': TOKEN },
      );
      const body = res.body;
      const errors = res.json().errors as { message: string; extensions: Record<string, unknown> }[];
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) {
        expect(error.message).toMatch(/[\u4e00-\u9fa5]/);
        expect(Object.keys(error.extensions).sort()).not.toContain('stacktrace');
        expect(Object.keys(error.extensions)).not.toContain('upstream');
      }
      expect(body).not.toMatch(
        /select|relation|members|\/srv\/|pool\.ts|10\.0\.3\.7|127\.0\.0\.1|\/api\/home|stacktrace/i,
      );
    } finally {
      await fetch(`${stack.legacyUrl}/__dev/fault`, { method: 'DELETE' });
    }
  });

  it('echoes no client text back at length: an operation name that is no name, a huge variable', async () => {
    const huge = 'A'.repeat(500_000);
    const named = await post({
      operationName: huge,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(ME) } },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(named.body.length).toBeLessThan(500);
    // A value of the wrong type is quoted by GraphQL's own message: capped.
    const typed = await post(
      { query: 'query Q($n: Int) { me { id } }', variables: { n: huge } },
      { 'x-internal-token': TOKEN },
    );
    expect(typed.statusCode).toBe(400);
    expect(typed.body.length).toBeLessThan(1000);
    expect(typed.json().errors[0].message.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE + 1);
    // A real name is fine.
    const me = await post({
      operationName: 'Me',
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(ME) } },
    });
    expect(me.json()).toEqual({ data: { me: null } });
  });

  it('refuses to start when operations are required and the manifest is missing', async () => {
    await expect(
      createGateway(
        loadConfig({
          NODE_ENV: 'production',
          CS_SECRET: 's',
          WEB_DIST: 'none',
          PERSISTED_OPERATIONS_FILE: join(dir, 'missing.json'),
        }),
      ),
    ).rejects.toThrow(/pnpm build/);
  });
});

describe('persisted operations in development', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ PERSISTED_OPERATIONS_FILE: '/nonexistent/operations.json' });
  });
  afterAll(() => stack.close());

  it('runs raw queries, and an id once the client has sent its body', async () => {
    const raw = await stack.client().gql('{ me { id } }');
    expect(raw.data).toEqual({ me: null });
    const id = sha256(ME);
    const post = (body: Record<string, unknown>) =>
      stack.gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const first = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
    expect(first.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const register = await post({
      query: ME,
      extensions: { persistedQuery: { version: 1, sha256Hash: id } },
    });
    expect(register.json()).toEqual({ data: { me: null } });
    const byId = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
    expect(byId.json()).toEqual({ data: { me: null } });
  });
});

describe('rate limits', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      // The tests play clients at many addresses through a proxy on loopback (X-Forwarded-For).
      TRUST_PROXY: 'loopback',
      RATE_SEND_CODE_PER_MOBILE: '2/3600',
      RATE_SEND_CODE_PER_CLIENT: '4/3600',
      RATE_PASSWORD_PER_MOBILE: '3/900',
      RATE_PASSWORD_PER_CLIENT: '6/900',
      RATE_CODE_PER_MOBILE: '3/900',
      RATE_CODE_PER_CLIENT: '6/900',
    });
  });
  afterAll(() => stack.close());

  const from = (address: string) => stack.client({ 'x-forwarded-for': address });

  it('limits codes per mobile, before the backend is asked', async () => {
    const client = from('203.0.113.10');
    const mobile = freshMobile();
    for (let i = 0; i < 2; i++) {
      const sent = await client.gql<{ sendVerifyCode: Payload }>(SEND, { mobile });
      expect(sent.data!.sendVerifyCode.userErrors).toEqual([]);
      stack.advance(61_000); // past the backend's own one-minute resend window
    }
    const before = upstreamCount(stack);
    const third = await client.gql<{ sendVerifyCode: Payload }>(SEND, { mobile });
    expect(third.data!.sendVerifyCode.userErrors[0]).toMatchObject({ code: 'RATE_LIMITED' });
    expect(third.data!.sendVerifyCode.userErrors[0]!.message).toMatch(/获取验证码过于频繁，请\d+分钟后再试/);
    expect(upstreamCount(stack)).toBe(before);
  });

  it('limits codes per client address, and another address is not affected', async () => {
    const client = from('203.0.113.20');
    for (let i = 0; i < 4; i++) {
      const sent = await client.gql<{ sendVerifyCode: Payload }>(SEND, { mobile: freshMobile() });
      expect(sent.data!.sendVerifyCode.userErrors).toEqual([]);
    }
    const fifth = await client.gql<{ sendVerifyCode: Payload }>(SEND, { mobile: freshMobile() });
    expect(fifth.data!.sendVerifyCode.userErrors[0]?.code).toBe('RATE_LIMITED');
    const other = await from('203.0.113.21').gql<{ sendVerifyCode: Payload }>(SEND, {
      mobile: freshMobile(),
    });
    expect(other.data!.sendVerifyCode.userErrors).toEqual([]);
  });

  it('spends the SMS budget on asking whether a mobile is registered (docs/decisions/0002)', async () => {
    const client = from('203.0.113.80');
    const RESET = `mutation ($mobile: String!) {
      sendVerifyCode(input: { mobile: $mobile, purpose: RESET_PASSWORD }) { resendIn userErrors { code } } }`;
    for (let i = 0; i < 4; i++) {
      const res = await client.gql<{ sendVerifyCode: Payload }>(RESET, { mobile: freshMobile() });
      expect(res.data!.sendVerifyCode.userErrors[0]?.code).toBe('MOBILE_NOT_REGISTERED');
    }
    const before = upstreamCount(stack);
    const fifth = await client.gql<{ sendVerifyCode: Payload }>(RESET, { mobile: freshMobile() });
    expect(fifth.data!.sendVerifyCode.userErrors[0]?.code).toBe('RATE_LIMITED');
    expect(upstreamCount(stack)).toBe(before);
  });

  it('limits wrong login guesses per mobile: even the right code is refused once the budget is spent', async () => {
    const client = from('203.0.113.30');
    const mobile = freshMobile();
    await client.gql(SEND, { mobile });
    const code = await stack.smsCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      const res = await client.gql<{ loginByCode: Payload }>(BY_CODE, { mobile, code: wrong });
      expect(res.data!.loginByCode.userErrors[0]?.code).toBe('VERIFY_CODE_WRONG');
    }
    const before = upstreamCount(stack);
    const right = await client.gql<{ loginByCode: Payload & { user: unknown } }>(BY_CODE, { mobile, code });
    expect(right.data!.loginByCode.user).toBeNull();
    expect(right.data!.loginByCode.userErrors[0]?.code).toBe('RATE_LIMITED');
    expect(upstreamCount(stack)).toBe(before);
    expect(client.cookies.has('sf_token')).toBe(false);
  });

  it('limits login guesses per client address across mobiles', async () => {
    const client = from('203.0.113.40');
    for (let i = 0; i < 6; i++) {
      const res = await client.gql<{ loginByCode: Payload }>(BY_CODE, {
        mobile: freshMobile(),
        code: '123456',
      });
      expect(res.data!.loginByCode.userErrors[0]?.code).not.toBe('RATE_LIMITED');
    }
    const next = await client.gql<{ loginByCode: Payload }>(BY_CODE, {
      mobile: freshMobile(),
      code: '123456',
    });
    expect(next.data!.loginByCode.userErrors[0]?.code).toBe('RATE_LIMITED');
  });

  it('sends every guess sent at once through the budget: exactly that many reach the backend', async () => {
    const client = from('203.0.113.50');
    const mobile = freshMobile();
    const logins = () => stack.legacy.requestLog.filter((e) => e.path === '/user/login').length;
    const before = logins();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        client.gql<{ loginByPassword: Payload }>(BY_PASSWORD, { mobile, password: 'Wrong1234' }),
      ),
    );
    expect(logins() - before).toBe(3);
    const codes = answers.map((a) => a.data!.loginByPassword.userErrors[0]?.code);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(197);
  });

  it('keeps password and code budgets apart: wrong passwords do not lock the SMS login', async () => {
    const client = from('203.0.113.60');
    const mobile = freshMobile();
    await client.gql(SEND, { mobile });
    for (let i = 0; i < 3; i++) {
      const res = await client.gql<{ loginByPassword: Payload }>(BY_PASSWORD, {
        mobile,
        password: 'Wrong1234',
      });
      expect(res.data!.loginByPassword.userErrors[0]?.code).not.toBe('RATE_LIMITED');
    }
    const locked = await client.gql<{ loginByPassword: Payload }>(BY_PASSWORD, {
      mobile,
      password: 'Wrong1234',
    });
    expect(locked.data!.loginByPassword.userErrors[0]).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.data!.loginByPassword.userErrors[0]!.message).toMatch(/密码错误次数过多.*短信验证码登录/);
    const code = await stack.smsCode(mobile);
    const byCode = await client.gql<{ loginByCode: Payload & { user: { id: string } | null } }>(BY_CODE, {
      mobile,
      code,
    });
    expect(byCode.data!.loginByCode.userErrors).toEqual([]);
    expect(byCode.data!.loginByCode.user).not.toBeNull();
  });

  it('gives the point back when the attempt was not a guess', async () => {
    const client = from('203.0.113.70');
    const mobile = freshMobile();
    // A registration for a mobile that is already a member is refused for what it is, not guessed.
    await client.gql(SEND, { mobile });
    await client.gql(BY_CODE, { mobile, code: await stack.smsCode(mobile) });
    stack.advance(61_000);
    for (let i = 0; i < 5; i++) {
      const res = await client.gql<{ register: Payload }>(REGISTER, {
        mobile,
        code: '123456',
        password: 'Abcd1234',
      });
      expect(res.data!.register.userErrors[0]?.code).not.toBe('RATE_LIMITED');
    }
  });

  it('trusts nobody’s X-Forwarded-For by default', async () => {
    const plain = await startStack({ RATE_SEND_CODE_PER_CLIENT: '1/3600' });
    try {
      const first = await plain
        .client({ 'x-forwarded-for': '198.51.100.1' })
        .gql<{ sendVerifyCode: Payload }>(SEND, { mobile: freshMobile() });
      expect(first.data!.sendVerifyCode.userErrors).toEqual([]);
      const second = await plain
        .client({ 'x-forwarded-for': '198.51.100.2' })
        .gql<{ sendVerifyCode: Payload }>(SEND, { mobile: freshMobile() });
      expect(second.data!.sendVerifyCode.userErrors[0]?.code).toBe('RATE_LIMITED');
    } finally {
      await plain.close();
    }
  });

  it('does not believe X-Forwarded-For from a proxy it does not trust', async () => {
    const untrusting = await startStack({ TRUST_PROXY: 'false', RATE_SEND_CODE_PER_CLIENT: '1/3600' });
    try {
      const first = await untrusting
        .client({ 'x-forwarded-for': '198.51.100.1' })
        .gql<{ sendVerifyCode: Payload }>(SEND, {
          mobile: freshMobile(),
        });
      expect(first.data!.sendVerifyCode.userErrors).toEqual([]);
      // A new forged address changes nothing: the budget is the real peer's.
      const second = await untrusting
        .client({ 'x-forwarded-for': '198.51.100.2' })
        .gql<{ sendVerifyCode: Payload }>(SEND, {
          mobile: freshMobile(),
        });
      expect(second.data!.sendVerifyCode.userErrors[0]?.code).toBe('RATE_LIMITED');
    } finally {
      await untrusting.close();
    }
  });
});
