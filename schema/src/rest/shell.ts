// The shell: the tab bar and the switches of the host pages (spec §3).
import { describe, noParams, route, shape, Type } from './kit.ts';

const zeroOrOne = () => Type.Union([Type.Literal(0), Type.Literal(1)]);

export const Tab = shape('Tab', {
  key: Type.Union([
    Type.Literal('home'),
    Type.Literal('order'),
    Type.Literal('service'),
    Type.Literal('mine'),
  ]),
  name: Type.String(),
  icon: Type.String(),
  icon_highlight: Type.String(),
  font_color: describe(Type.String(), '"#rrggbb"'),
  font_highlight_color: describe(Type.String(), '"#rrggbb"'),
  url: describe(
    Type.String(),
    '"" for 客服 (it opens the customer-service popup); the orders tab\'s is ' +
      '`/myOrder/allorder?ProStatusType=999&ProStatus=全部订单` (query encoded)',
  ),
});

export const ShowButton = shape('ShowButton', {
  show_report: zeroOrOne(),
  show_mz: describe(zeroOrOne(), '1 inserts the extra third tab linking to `mz_url`'),
  mz_url: Type.String(),
});

export const shellRoutes = {
  tabbar: route({
    prefix: '/app',
    method: 'GET',
    path: '/tabbar',
    auth: 'none',
    params: noParams,
    data: Type.Object({ list: Type.Array(Tab) }),
    doc: { data: 'four items, 首页 订单 客服 我的, in order' },
  }),
  showButton: route({
    prefix: '/app',
    method: 'GET',
    path: '/showButton',
    auth: 'none',
    params: noParams,
    data: ShowButton,
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { shellRoutes as routes };
export const shapes = [Tab, ShowButton];
