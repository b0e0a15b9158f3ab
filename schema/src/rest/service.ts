// The customer-service chat: the chat vendor's landing page, which the stand-in simulates. A browser
// opens it from the signed link the gateway builds (spec §2.7).
import { optional, params, rawBody, route, text } from './kit.ts';

// Every field is optional here: a link missing what the signature needs answers the vendor's own
// 403 page, not an envelope, so the handler checks completeness.
export const serviceRoutes = {
  chat: route({
    prefix: '/app',
    method: 'GET',
    path: '/kefu/chat',
    auth: 'none',
    // Opened by a browser, which sends no seqnum or version: outside the header rules.
    headers: false,
    params: params({
      c_vip: optional(text('会员等级')),
      c_name: optional(text('会员名')),
      c_tags: optional(text('来源')),
      c_phone: optional(text('手机号')),
      nonce: optional(text('随机串')),
      timestamp: optional(text('时间戳', { description: 'epoch ms' })),
      web_token: optional(text('会员令牌')),
      signature: optional(text('签名')),
      plugin_id: optional(text('插件编号')),
      group_id: optional(text('客服组编号')),
      product_id: optional(text('产品编号')),
    }),
    data: rawBody,
    raw:
      'an HTML page naming the member and the product; HTTP 403 with the reason (`签名校验失败`, ' +
      '`链接已过期`, `链接参数不完整`) when the signature is wrong or the link is over 10 minutes old',
    doc: {
      params:
        'the gateway sends all but `product_id`; a link without `nonce`, `timestamp`, `web_token` or ' +
        '`signature` answers the 403 page; **no headers required** (a browser opens it)',
    },
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { serviceRoutes as routes };
export const shapes = [];
