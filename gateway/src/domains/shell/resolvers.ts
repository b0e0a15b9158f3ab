import { randomBytes } from 'node:crypto';
import type { ParamsOf, restRoutes } from '@storefront/schema/rest';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { mediaUrl } from '../shared/media.ts';
import { loadMe } from '../user/resolvers.ts';
import { shellApi, type ShellTab } from './api.ts';
import { chatSignature } from './signature.ts';

const KEYS = { home: 'HOME', order: 'ORDER', service: 'SERVICE', mine: 'MINE' } as const;

/** The backend's tab bar and switches, each fetched at most once per request. */
const tabbar = (ctx: GatewayContext) => ctx.cache.get('shell.tabbar', () => shellApi.tabbar(ctx.upstream));
const showButton = (ctx: GatewayContext) =>
  ctx.cache.get('shell.showButton', () => shellApi.showButton(ctx.upstream));

export const shellResolvers: Resolvers = {
  TabItem: {
    icon: (t) => mediaUrl(t.icon) ?? '',
    iconHighlight: (t) => mediaUrl(t.icon_highlight) ?? '',
    fontColor: (t) => t.font_color,
    fontHighlightColor: (t) => t.font_highlight_color,
  },
  ShellConfig: {
    tabs: async (_config, _args, ctx) => {
      const [{ list }, show] = await Promise.all([tabbar(ctx), showButton(ctx)]);
      const tabs: ShellTab[] = list.filter((t) => t.key in KEYS).map((t) => ({ ...t, key: KEYS[t.key] }));
      if (show.show_mz === 1 && show.mz_url) {
        // The server gives only the link (spec §3); the label and icon are the storefront's own.
        const extra: ShellTab = {
          key: 'EXTRA',
          name: '精选',
          icon: '',
          icon_highlight: '',
          font_color: tabs[0]?.font_color ?? '#999999',
          font_highlight_color: tabs[0]?.font_highlight_color ?? '#e4007f',
          url: show.mz_url,
        };
        tabs.splice(2, 0, extra);
      }
      return tabs;
    },
    showReport: async (_config, _args, ctx) => (await showButton(ctx)).show_report === 1,
  },
  Query: {
    // The fields fetch what they need: `{ shellConfig { showReport } }` costs one call, not two.
    shellConfig: () => ({}),
    customerServiceChat: async (_root, { productId }, ctx) => {
      if (!ctx.session.token) return null;
      const me = await loadMe(ctx);
      const cs = ctx.config.customerService;
      const nonce = randomBytes(8).toString('hex');
      const timestamp = String(Date.now());
      // The chat page's parameters as the contract names them (schema/src/rest/service.ts).
      const link = {
        c_vip: 'normal',
        c_name: me.login_name,
        c_tags: `${cs.siteName}H5`,
        c_phone: me.mobile,
        nonce,
        timestamp,
        web_token: me.login_name,
        signature: chatSignature(nonce, timestamp, me.login_name, cs.secret),
        plugin_id: cs.pluginId,
        group_id: cs.groupId,
      } satisfies ParamsOf<typeof restRoutes.service.chat>;
      const params = new URLSearchParams(link);
      if (productId) params.set('product_id', productId.slice(0, 64));
      return { url: `${cs.chatUrl}?${params.toString()}` };
    },
    unpaidOrderCount: async (_root, _args, ctx) =>
      ctx.session.token ? (await shellApi.unpaidCount(ctx.upstream)).unpaid_order_num : 0,
  },
};
