// Issue 23 §4: rate limits shared by gateway replicas through Redis. Two gateways over one stand-in,
// as nginx balances them in docker-compose.yml, on the real Redis scripts/test-redis.sh starts
// (REDIS_URL), and the same without it to show that the shared budget is what the test measures.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BY_CODE,
  BY_PASSWORD,
  freshMobile,
  startStack,
  type Stack,
  type TestClient,
  REGISTER,
  type Login,
  type Payload,
} from './harness.ts';

const SEND = `mutation Send($mobile: String!, $purpose: VerifyCodePurpose!) {
  sendVerifyCode(input: { mobile: $mobile, purpose: $purpose }) { resendIn userErrors { message code } } }`;

const redisUrl = process.env.REDIS_URL;

/** Asks for an SMS code; returns the user error's code, or null when the code was sent. */
async function sendCode(
  stack: Stack,
  client: TestClient,
  mobile: string,
  purpose: 'LOGIN' | 'REGISTER' = 'LOGIN',
): Promise<string | null> {
  const res = await client.gql<{ sendVerifyCode: Payload }>(SEND, { mobile, purpose });
  // Past the stand-in's own one-code-a-minute rule, so only the gateway's budget can refuse.
  stack.advance(61_000);
  return res.data!.sendVerifyCode.userErrors[0]?.code ?? null;
}

async function passwordLogin(client: TestClient, mobile: string, password: string): Promise<Login> {
  const res = await client.gql<{ loginByPassword: Login }>(BY_PASSWORD, { mobile, password });
  return res.data!.loginByPassword;
}

/** A port on loopback where nothing listens (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP pipe to Redis that a test can cut (an outage) and mend on the same port. */
class CuttableLink {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async open(): Promise<void> {
    const server = createServer((downstream) => {
      const upstream = connect(Number(this.target.port), this.target.hostname);
      for (const socket of [downstream, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          downstream.destroy();
          upstream.destroy();
        });
      }
      downstream.pipe(upstream).pipe(downstream);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(!redisUrl)('two gateway replicas on one Redis', () => {
  let stack: Stack;
  let clients: TestClient[];
  let direct: Redis;

  beforeAll(async () => {
    stack = await startStack({ REDIS_URL: redisUrl! });
    const second = await stack.replica();
    clients = [stack.client(), second.client()];
    direct = new Redis(redisUrl!);
  });
  afterAll(async () => {
    direct?.disconnect();
    await stack?.close();
  });

  it('share one SMS budget per mobile: the code past it is refused whichever replica gets it', async () => {
    const { points } = stack.config.rateLimits.sendCode.perMobile;
    const mobile = freshMobile();
    for (let i = 0; i < points; i++) {
      expect(await sendCode(stack, clients[i % 2]!, mobile)).toBeNull();
    }
    // The count lives in Redis under the limiter's own prefix, not in either process.
    expect(await direct.get(`sendCode:mobile:${mobile}`)).toBe(String(points));
    for (const client of clients) {
      expect(await sendCode(stack, client, mobile)).toBe('RATE_LIMITED');
    }
    // Another mobile has its own budget.
    expect(await sendCode(stack, clients[1]!, freshMobile())).toBeNull();
  });

  it('share the password-guess budget: once it is spent on both, even the right password is refused on either', async () => {
    const { points } = stack.config.rateLimits.password.perMobile;
    const mobile = freshMobile();
    const password = 'Abcd1234';
    expect(await sendCode(stack, clients[0]!, mobile, 'REGISTER')).toBeNull();
    const registered = await clients[1]!.gql<{ register: Login }>(REGISTER, {
      mobile,
      code: await stack.smsCode(mobile),
      password,
    });
    expect(registered.data!.register.userErrors).toEqual([]);
    for (let i = 0; i < points; i++) {
      const wrong = await passwordLogin(clients[i % 2]!, mobile, 'Wrong1234');
      expect(wrong.userErrors[0]?.code).toBe('WRONG_CREDENTIALS');
    }
    for (const client of clients) {
      const right = await passwordLogin(client, mobile, password);
      expect(right.user).toBeNull();
      expect(right.userErrors[0]?.code).toBe('RATE_LIMITED');
    }
  });

  it('let exactly the budget of guesses sent at once to both reach the backend', async () => {
    const { points } = stack.config.rateLimits.password.perMobile;
    const mobile = freshMobile();
    const logins = () => stack.legacy.requestLog.filter((e) => e.path === '/user/login').length;
    const before = logins();
    const answers = await Promise.all(
      Array.from({ length: 6 * points }, (_, i) => passwordLogin(clients[i % 2]!, mobile, 'Wrong1234')),
    );
    expect(logins() - before).toBe(points);
    const refused = answers.filter((answer) => answer.userErrors[0]?.code === 'RATE_LIMITED');
    expect(refused).toHaveLength(5 * points);
  });
});

describe('two gateway replicas without Redis', () => {
  let stack: Stack;
  let clients: TestClient[];

  beforeAll(async () => {
    // No REDIS_URL (the harness reads no process.env): each replica counts in its own memory.
    stack = await startStack();
    const second = await stack.replica();
    clients = [stack.client(), second.client()];
  });
  afterAll(() => stack?.close());

  it('count alone: each accepts its own budget of codes for one mobile, twice the configured one together', async () => {
    const { points } = stack.config.rateLimits.sendCode.perMobile;
    const mobile = freshMobile();
    for (let i = 0; i < 2 * points; i++) {
      expect(await sendCode(stack, clients[i % 2]!, mobile)).toBeNull();
    }
    for (const client of clients) {
      expect(await sendCode(stack, client, mobile)).toBe('RATE_LIMITED');
    }
  });
});

describe('a Redis that cannot be reached', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('does not stop the gateway or logins: it counts in memory and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stack = await startStack({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const client = stack.client();
      const mobile = freshMobile();
      expect(await sendCode(stack, client, mobile)).toBeNull();
      const login = await client.gql<{ loginByCode: Login }>(BY_CODE, {
        mobile,
        code: await stack.smsCode(mobile),
      });
      expect(login.data!.loginByCode.userErrors).toEqual([]);
      expect(login.data!.loginByCode.user).not.toBeNull();
      expect(client.cookies.has('sf_token')).toBe(true);

      // The limits still hold, in this replica's memory.
      const { points } = stack.config.rateLimits.sendCode.perMobile;
      for (let i = 1; i < points; i++) expect(await sendCode(stack, client, mobile)).toBeNull();
      expect(await sendCode(stack, client, mobile)).toBe('RATE_LIMITED');

      const outages = warn.mock.calls.filter(([message]) => /Redis unavailable/.test(String(message)));
      expect(outages).toHaveLength(1);
    } finally {
      await stack.close();
    }
    // It starts a stand-in of its own, as the next one does: on a busy machine that takes a while.
  }, 60_000);
});

describe.skipIf(!redisUrl)('a Redis outage while the gateway runs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('falls back to memory for the outage, logs its start and end once, and shares the counts again after', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const said = (spy: typeof warn, pattern: RegExp) =>
      spy.mock.calls.filter(([message]) => pattern.test(String(message))).length;
    const link = new CuttableLink(new URL(redisUrl!));
    await link.open();
    const stack = await startStack({ REDIS_URL: `redis://127.0.0.1:${link.port}` });
    const direct = new Redis(redisUrl!);
    try {
      const client = stack.client();
      const { points } = stack.config.rateLimits.sendCode.perMobile;
      const before = freshMobile();
      expect(await sendCode(stack, client, before)).toBeNull();
      expect(await direct.get(`sendCode:mobile:${before}`)).toBe('1');
      expect(said(warn, /Redis unavailable/)).toBe(0);

      await link.cut();
      // Codes are still sent, and still limited, by this replica alone; Redis's count stays put.
      const during = freshMobile();
      for (let i = 0; i < points; i++) expect(await sendCode(stack, client, during)).toBeNull();
      expect(await sendCode(stack, client, during)).toBe('RATE_LIMITED');
      expect(await direct.get(`sendCode:mobile:${during}`)).toBeNull();
      expect(said(warn, /Redis unavailable/)).toBe(1);

      await link.open();
      // ioredis reconnects by itself (every 2 s at the longest).
      await vi.waitFor(() => expect(said(info, /Redis is back/)).toBe(1), { timeout: 15_000, interval: 100 });
      const after = freshMobile();
      expect(await sendCode(stack, client, after)).toBeNull();
      expect(await direct.get(`sendCode:mobile:${after}`)).toBe('1');
      expect(said(warn, /Redis unavailable/)).toBe(1);
      expect(said(info, /Redis is back/)).toBe(1);
    } finally {
      direct.disconnect();
      await stack.close();
      await link.cut();
    }
  }, 60_000);
});
