import { restRoutes } from '@storefront/schema/rest';
import { RawResponse } from '../../core/router.ts';
import type { Domain } from '../types.ts';
import { verifyChatLink } from './chat.ts';

const contract = restRoutes.service;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{margin:0;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f7f2f5;color:#333}
header{background:linear-gradient(90deg,#ff4f9a,#e4007f);color:#fff;padding:14px 16px;font-size:17px}
main{max-width:640px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:12px}
.muted{color:#888;font-size:13px}.error{color:#d4380d}</style></head>
<body><header>悠游旅行 · 在线客服</header><main>${body}</main></body></html>`;
}

/** The stand-in's customer-service chat landing page: verifies the signed link the gateway built. */
export const serviceDomain: Domain = {
  name: 'service',
  register({ route, clock, config }) {
    route(contract.chat, ({ request }) => {
      const q = request.query as Record<string, string>;
      const check = verifyChatLink(q, config.customerServiceSecret, clock());
      const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
      if (!check.ok) {
        const html = page(
          '在线客服',
          `<div class="card"><p class="error" data-testid="chat-error">${escape(check.reason)}</p>
<p class="muted">请返回悠游旅行重新打开在线客服，或拨打 400-850-1666。</p></div>`,
        );
        return new RawResponse(html, 'text/html; charset=utf-8', headers, 403);
      }
      const product = q.product_id
        ? `<p>正在咨询的产品：<b data-testid="chat-product">${escape(q.product_id)}</b></p>`
        : '<p>您好，请问有什么可以帮您？</p>';
      const html = page(
        '在线客服',
        `<div class="card"><p>您好，<b data-testid="chat-member">${escape(q.c_name ?? '')}</b>
（${escape(q.c_vip ?? 'normal')}），客服小悠已接入。</p>${product}
<p class="muted">来源：${escape(q.c_tags ?? '')} · 手机：${escape(q.c_phone ?? '')}</p></div>`,
      );
      return new RawResponse(html, 'text/html; charset=utf-8', headers);
    });
  },
};
