// The shell's graph: tab bar config, the extra tab, unpaid count, signed customer-service links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startStack, type Stack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const LOGIN = `mutation { loginByPassword(input: { mobile: "${DEMO.mobile}", password: "${DEMO.password}" }) { user { id } } }`;

describe('shell config', () => {
  it('gives the four tabs from the server, and the extra third tab when show_mz is 1', async () => {
    const Q = '{ shellConfig { tabs { key name icon fontColor fontHighlightColor url } showReport } }';
    const res = await stack
      .client()
      .gql<{ shellConfig: { tabs: { key: string; icon: string }[]; showReport: boolean } }>(Q);
    expect(res.data!.shellConfig.tabs.map((t) => t.key)).toEqual(['HOME', 'ORDER', 'SERVICE', 'MINE']);
    expect(res.data!.shellConfig.tabs[0]!.icon).toMatch(/^\/media\//);
    await stack.legacy.db.query("update app_settings set value = '1' where key = 'show_mz'");
    try {
      const extra = await stack.client().gql<{ shellConfig: { tabs: { key: string; url: string }[] } }>(Q);
      const tabs = extra.data!.shellConfig.tabs;
      expect(tabs.map((t) => t.key)).toEqual(['HOME', 'ORDER', 'EXTRA', 'SERVICE', 'MINE']);
      expect(tabs[2]!.url).not.toBe('');
    } finally {
      await stack.legacy.db.query("update app_settings set value = '0' where key = 'show_mz'");
    }
  });

  it('fetches only what the query asks for: showReport alone (the home page) costs no tab bar call', async () => {
    const calls = async (query: string) => {
      const start = stack.legacy.requestLog.length;
      const res = await stack.client().gql(query);
      expect(res.errors).toBeUndefined();
      return stack.legacy.requestLog.slice(start).map((c) => `${c.prefix}${c.path}`);
    };
    expect(await calls('{ shellConfig { showReport } }')).toEqual(['/app/showButton']);
    expect((await calls('{ shellConfig { tabs { key } showReport } }')).sort()).toEqual([
      '/app/showButton',
      '/app/tabbar',
    ]);
  });

  it('fails as a whole with the server message when the tab bar config is refused', async () => {
    await fetch(`${stack.legacyUrl}/__dev/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/app/tabbar', flag: 3001, msg: '配置维护中', times: 1 }),
    });
    const res = await stack.client().gql('{ shellConfig { tabs { key } } }');
    expect(res.data).toBeNull();
    expect(res.errors![0]!.message).toBe('配置维护中');
    expect(res.errors![0]!.extensions!.flag).toBe(3001);
  });
});

describe('unpaid order count', () => {
  it('is 0 when anonymous without a backend call, and counts the member’s unpaid orders', async () => {
    const start = stack.legacy.requestLog.length;
    expect((await stack.client().gql('{ unpaidOrderCount }')).data).toEqual({ unpaidOrderCount: 0 });
    expect(stack.legacy.requestLog.length).toBe(start);
    const c = stack.client();
    const login = await c.gql<{ loginByPassword: { user: { id: string } } }>(LOGIN);
    const memberId = Number(login.data!.loginByPassword.user.id);
    expect((await c.gql('{ unpaidOrderCount }')).data).toEqual({ unpaidOrderCount: 0 });
    const insert = (no: string, status: string) =>
      stack.legacy.db.query(
        'insert into orders (order_no, member_id, order_type, status, total_fen, created_at) values ($1, $2, 8, $3, 10000, now())',
        [no, memberId, status],
      );
    await insert(`T${Date.now()}a`, 'unpaid');
    await insert(`T${Date.now()}b`, 'unpaid');
    await insert(`T${Date.now()}c`, 'paid');
    try {
      expect((await c.gql('{ unpaidOrderCount }')).data).toEqual({ unpaidOrderCount: 2 });
    } finally {
      await stack.legacy.db.query('delete from orders where member_id = $1', [memberId]);
    }
  });
});

describe('customer service chat', () => {
  const CHAT = 'query C($p: String) { customerServiceChat(productId: $p) { url } }';

  it('is null when anonymous', async () => {
    expect((await stack.client().gql(CHAT, { p: '123' })).data).toEqual({ customerServiceChat: null });
  });

  it('builds a link signed with the server secret that the chat page accepts, and rejects a forged one', async () => {
    const c = stack.client();
    await c.gql(LOGIN);
    const res = await c.gql<{ customerServiceChat: { url: string } }>(CHAT, { p: 'visa-42' });
    const url = new URL(res.data!.customerServiceChat.url);
    expect(url.pathname).toBe('/app/kefu/chat');
    const q = url.searchParams;
    expect(q.get('c_vip')).toBe('normal');
    expect(q.get('c_phone')).toBe(DEMO.mobile);
    expect(q.get('c_tags')).toBe('悠游旅行H5');
    expect(q.get('web_token')).toBe(q.get('c_name'));
    expect(q.get('signature')).toMatch(/^[0-9A-F]{40}$/);
    expect(res.data!.customerServiceChat.url).not.toContain(stack.config.customerService.secret);

    const page = await fetch(`${stack.legacyUrl}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('visa-42');
    expect(html).toContain(q.get('c_name')!);

    q.set('web_token', 'someone-else');
    const forged = await fetch(`${stack.legacyUrl}${url.pathname}?${q.toString()}`);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('签名校验失败');
  });
});

describe('avatar', () => {
  it('uploads an avatar and serves it from this site', async () => {
    const c = stack.client();
    await c.gql(LOGIN);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await c.gql<{ uploadAvatar: { user: { avatarUrl: string } } }>(
      'mutation U($d: String!) { uploadAvatar(input: { dataUrl: $d }) { user { avatarUrl } userErrors { code } } }',
      { d: `data:image/png;base64,${png.toString('base64')}` },
    );
    const url = res.data!.uploadAvatar.user.avatarUrl;
    expect(url).toMatch(/^\/media\/avatar\/\d+/);
    const img = await stack.gateway.app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(png)).toBe(true);
    const bad = await c.gql(
      'mutation { uploadAvatar(input: { dataUrl: "javascript:alert(1)" }) { user { id } } }',
    );
    expect(bad.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('serves only the two media folders', async () => {
    for (const url of [
      '/media/../api/user/getUserInfo',
      '/media/%2e%2e/x',
      '/media/avatar/..%2fx',
      '/media/',
    ]) {
      const res = await stack.gateway.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
