import Badge from 'antd-mobile/es/components/badge';
import { AppOutline, BillOutline, GiftOutline, MessageOutline, UserOutline } from 'antd-mobile-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  useShellSessionQuery,
  useShellTabBarQuery,
  useShellUnpaidOrdersQuery,
} from '../../__generated__/graphql.ts';
import { displayMessage } from '../../lib/errors.ts';
import { preloadCustomerService, useCustomerService } from './CustomerServiceContext.tsx';
import { activeTabKey, tabsToShow, tabTarget, unpaidBadge, type Tab, type TabKey } from './tabBar.ts';
import './shell.css';

const BUILT_IN_ICONS: Record<TabKey, ReactNode> = {
  HOME: <AppOutline />,
  ORDER: <BillOutline />,
  SERVICE: <MessageOutline />,
  MINE: <UserOutline />,
  EXTRA: <GiftOutline />,
};

const silent = { context: { silent: true } } as const;

/**
 * The bottom tab bar (spec §2.6). Its tabs come from the server; when that call fails the server's
 * message is toasted and the built-in tabs are used (spec §8). Mounted only on the tab routes
 * (see `showsTabBar`).
 */
export default function AppTabBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const service = useCustomerService();
  const config = useShellTabBarQuery(silent);
  const session = useShellSessionQuery(silent);
  const loggedIn = !!session.data?.me;
  const unpaid = useShellUnpaidOrdersQuery({ ...silent, skip: !loggedIn, fetchPolicy: 'cache-and-network' });
  const { refetch: refetchUnpaid } = unpaid;

  const configError = config.error;
  useEffect(() => {
    // Toast (and the Mask and react-spring behind it) loads only when there is something to say.
    if (configError)
      void import('../../components/feedback.ts').then(({ toastText }) =>
        toastText(displayMessage(configError)),
      );
  }, [configError]);

  // A paid or cancelled order changes the count: recount when the shopper comes back to a tab.
  useEffect(() => {
    if (loggedIn) void refetchUnpaid().catch(() => {});
  }, [location.pathname, loggedIn, refetchUnpaid]);

  // ... and when the app comes back to the front (paid in the cashier or another tab, or an order
  // lapsed while the phone was locked).
  useEffect(() => {
    if (!loggedIn) return;
    const recount = () => {
      if (document.visibilityState !== 'hidden') void refetchUnpaid().catch(() => {});
    };
    window.addEventListener('focus', recount);
    document.addEventListener('visibilitychange', recount);
    return () => {
      window.removeEventListener('focus', recount);
      document.removeEventListener('visibilitychange', recount);
    };
  }, [loggedIn, refetchUnpaid]);

  const tabs = tabsToShow(config.data?.shellConfig.tabs);
  const active = activeTabKey(location.pathname, tabs);
  const badge = loggedIn ? unpaidBadge(unpaid.data?.unpaidOrderCount) : null;

  const onTab = (key: string) => {
    const tab = tabs.find((t) => t.key === key);
    if (!tab) return;
    const target = tabTarget(tab);
    if (target.kind === 'service') service.open();
    else if (target.kind === 'route') navigate(target.to);
    else if (target.kind === 'external') window.location.assign(target.href);
  };

  return (
    // The customer-service popup's chunk starts loading as a finger lands on the bar (a tap on 客服
    // opens it a moment later), not during the first load, whose main thread it would hold up.
    // Our own bar rather than antd-mobile's TabBar: four buttons need none of its child traversal
    // (react-is and helpers, 4 kB gzipped of every first load). 客服 opens the popup and never
    // becomes the current tab: only the route decides which tab is current.
    <nav className="sf-tabbar" aria-label="主导航" onPointerDown={preloadCustomerService}>
      <div className="sf-tabbar__items">
        {tabs.map((tab) => {
          const isActive = tab.key === active;
          const icon = <TabIcon tab={tab} active={isActive} />;
          return (
            <button
              key={tab.key}
              type="button"
              className={isActive ? 'sf-tabbar__item sf-tabbar__item--active' : 'sf-tabbar__item'}
              aria-current={isActive ? 'page' : undefined}
              data-testid={`tab-${tab.key.toLowerCase()}`}
              onClick={() => onTab(tab.key)}
            >
              <span className="sf-tabbar__icon">
                {tab.key === 'ORDER' && badge ? <Badge content={badge}>{icon}</Badge> : icon}
              </span>
              <span
                className="sf-tabbar__title"
                style={{ color: isActive ? tab.fontHighlightColor : tab.fontColor }}
              >
                {tab.name}
              </span>
            </button>
          );
        })}
      </div>
    </nav>
  );
}

/** The server's icon, or the built-in one when it has none or it fails to load. */
function TabIcon({ tab, active }: { tab: Tab; active: boolean }) {
  const src = (active ? tab.iconHighlight : tab.icon) || tab.icon;
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="sf-tabbar__glyph" style={{ color: active ? tab.fontHighlightColor : tab.fontColor }}>
        {BUILT_IN_ICONS[tab.key]}
      </span>
    );
  }
  return <img className="sf-tabbar__img" src={src} alt="" onError={() => setFailed(src)} />;
}
