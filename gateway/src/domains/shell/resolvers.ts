import { randomBytes } from 'node:crypto';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { mediaUrl } from '../shared/media.ts';
import { loadMe } from '../user/resolvers.ts';
import { shellApi, type ShellTab } from './api.ts';
import { chatSignature } from './signature.ts';

const KEYS = { home: 'HOME', order: 'ORDER', service: 'SERVICE', mine: 'MINE' } as const;

export const shellResolvers: Resolvers = {
  TabItem: {
    icon: (t) => mediaUrl(t.icon) ?? '',
    iconHighlight: (t) => mediaUrl(t.icon_highlight) ?? '',
    fontColor: (t) => t.font_color,
    fontHighlightColor: (t) => t.font_highlight_color,
  },
  Query: {
    shellConfig: async (_root, _args, ctx) => {
      const [{ list }, show] = await Promise.all([shellApi.tabbar(ctx.upstream), shellApi.showButton(ctx.upstream)]);
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
      return { tabs, showReport: show.show_report === 1 };
    },
    customerServiceChat: async (_root, { productId }, ctx) => {
      if (!ctx.session.token) return null;
      const me = await loadMe(ctx);
      const cs = ctx.config.customerService;
      const nonce = randomBytes(8).toString('hex');
      const timestamp = String(Date.now());
      const params = new URLSearchParams({
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
      });
      if (productId) params.set('product_id', productId.slice(0, 64));
      return { url: `${cs.chatUrl}?${params.toString()}` };
    },
    unpaidOrderCount: async (_root, _args, ctx) =>
      ctx.session.token ? (await shellApi.unpaidCount(ctx.upstream)).unpaid_order_num : 0,
  },
};
