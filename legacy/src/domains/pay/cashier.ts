// The simulated cashier's pages: what WeChat Pay's or Alipay's H5 cashier would show. Served by the
// stand-in under /cashier/… (the gateway proxies it), opened by the browser as a whole page, so it
// is plain server-rendered HTML with no client app behind it.

import type { PayMethod } from './store.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `12345` fen → `123.45`, with integer arithmetic. */
export function yuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

const METHOD: Record<PayMethod, { name: string; colour: string; brand: string }> = {
  wechat: { name: '微信支付', colour: '#07c160', brand: '微信支付 · 模拟' },
  alipay: { name: '支付宝', colour: '#1677ff', brand: '支付宝 · 模拟' },
};

/**
 * The page's headers: nothing cached (it shows live state), forms post only back here, and the only
 * script that runs is the page's own countdown (by its nonce).
 */
export function cashierHeaders(nonce: string): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    'referrer-policy': 'no-referrer',
  };
}

function layout(title: string, colour: string, brand: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
<title>${escape(title)}</title>
<style>
*{box-sizing:border-box}body{margin:0;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f2f5;color:#222}
header{background:${colour};color:#fff;padding:14px 16px;font-size:17px;text-align:center}
main{max-width:640px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:20px 16px;margin-bottom:12px}
.amount{font-size:36px;font-weight:600;text-align:center;margin:4px 0}
.amount small{font-size:20px}.center{text-align:center}
.muted{color:#888;font-size:13px}.row{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #f0f0f0}
.row:last-child{border-bottom:0}.countdown{color:#e4007f;font-weight:600}
.error{color:#d4380d;text-align:center}
button,.button{display:block;width:100%;border:0;border-radius:24px;padding:12px;font-size:17px;margin-top:12px;text-align:center;text-decoration:none}
.pay{background:${colour};color:#fff}.pay:disabled{background:#bbb}
.cancel{background:#fff;color:#555;border:1px solid #ddd}
form{margin:0}
</style></head>
<body><header>${escape(brand)}</header><main>${body}</main></body></html>`;
}

export interface CashierView {
  payNo: string;
  method: PayMethod;
  amountFen: number;
  orderNo: string;
  title: string;
  remainingSeconds: number;
  /** Why the last confirm did not go through, shown above the buttons. */
  error?: string;
}

/** The cashier: amount, method, countdown, 确认支付 and 取消. */
export function cashierPage(view: CashierView, nonce: string): string {
  const m = METHOD[view.method];
  const base = `/cashier/${encodeURIComponent(view.payNo)}`;
  const mm = String(Math.floor(view.remainingSeconds / 60)).padStart(2, '0');
  const ss = String(view.remainingSeconds % 60).padStart(2, '0');
  const body = `<div class="card">
  <p class="center muted">悠游旅行</p>
  <p class="amount" data-testid="cashier-amount"><small>¥</small>${yuan(view.amountFen)}</p>
  <p class="center muted">请在 <span class="countdown" id="countdown" data-remaining="${view.remainingSeconds}">${mm}:${ss}</span> 内完成支付</p>
</div>
<div class="card">
  <div class="row"><span>商品</span><span>${escape(view.title)}</span></div>
  <div class="row"><span>订单号</span><span>${escape(view.orderNo)}</span></div>
  <div class="row"><span>支付方式</span><span data-testid="cashier-method">${m.name}</span></div>
</div>
${view.error ? `<p class="error" role="alert" data-testid="cashier-error">${escape(view.error)}</p>` : ''}
<form method="post" action="${base}/confirm"><button class="pay" id="pay" type="submit">确认支付</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">取消</button></form>
<p class="center muted">这是模拟收银台：确认后不会真实扣款。</p>
<script nonce="${nonce}">
(function () {
  var el = document.getElementById('countdown'), pay = document.getElementById('pay');
  var left = Number(el.getAttribute('data-remaining'));
  function show() {
    if (left <= 0) { el.textContent = '订单已超时'; pay.disabled = true; pay.textContent = '订单已超时'; return; }
    el.textContent = String(Math.floor(left / 60)).padStart(2, '0') + ':' + String(left % 60).padStart(2, '0');
  }
  show();
  var timer = setInterval(function () { left -= 1; show(); if (left <= 0) clearInterval(timer); }, 1000);
})();
</script>`;
  return layout(`${m.name} - 收银台`, m.colour, m.brand, body);
}

/** A cashier that cannot take payment (cancelled order, unknown link): why, and where to go. */
export function cashierNotice(
  method: PayMethod | null,
  message: string,
  link: { href: string; text: string },
): string {
  const m = method ? METHOD[method] : { name: '收银台', colour: '#e4007f', brand: '悠游旅行 · 收银台' };
  const body = `<div class="card"><p class="error" role="alert" data-testid="cashier-notice">${escape(message)}</p>
<a class="button pay" href="${escape(link.href)}">${escape(link.text)}</a></div>`;
  return layout(`${m.name} - 收银台`, m.colour, m.brand, body);
}
