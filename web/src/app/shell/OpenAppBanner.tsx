import { OPEN_APP_CLOSED_KEY } from '@storefront/schema/host/config';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bannerStyleFor, launchPlan, routeNameFor } from '../../lib/openApp/index.ts';
import { readText, writeText } from '../../lib/storage.ts';
import { useHost } from '../HostContext.tsx';
import { PRODUCT_NAME } from '../titles.ts';
import { useCurrentOpenAppTarget } from './openAppTarget.tsx';
import { browserLaunchEnv, runLaunchPlan } from './openAppRunner.ts';
import './shell.css';

const CLOSED_KEY = OPEN_APP_CLOSED_KEY;

function closedForSession(): boolean {
  return readText('session', CLOSED_KEY) === '1';
}

/**
 * Spec §2.8: the "open the app" banner. Its style comes from the route (in the page flow, fixed on
 * top with a spacer, or none); never inside the app or a mini-program; once closed it stays closed
 * for the session.
 */
export function OpenAppBanner() {
  const host = useHost();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = useCurrentOpenAppTarget();
  const [closed, setClosed] = useState(closedForSession);

  const style = bannerStyleFor(routeNameFor(pathname), host);
  if (closed || style === 'none') return null;

  const close = () => {
    setClosed(true);
    // Without storage it stays closed for this page load only.
    writeText('session', CLOSED_KEY, '1');
  };

  const open = () => {
    const plan = launchPlan(host, { target, now: Date.now() });
    runLaunchPlan(
      plan,
      browserLaunchEnv((to) => navigate(to)),
    );
  };

  const bar = <OpenAppBar fixed={style === 'fxieds'} onClose={close} onOpen={open} />;

  if (style === 'fxieds') {
    return (
      <>
        {bar}
        <div className="sf-open-app__spacer" aria-hidden />
      </>
    );
  }
  return bar;
}

/**
 * The banner's bar as it draws: also drawn, without handlers, in the still first paint of `/` that
 * the build renders (web/src/build/firstPaint.tsx).
 */
export function OpenAppBar({
  fixed = false,
  onClose,
  onOpen,
}: {
  fixed?: boolean;
  onClose?: () => void;
  onOpen?: () => void;
}) {
  return (
    <div className={`sf-open-app${fixed ? ' sf-open-app--fixed' : ''}`} role="region" aria-label="打开APP">
      <button type="button" className="sf-open-app__close" aria-label="关闭" onClick={onClose}>
        <CloseOutline />
      </button>
      <span className="sf-open-app__logo" aria-hidden>
        悠
      </span>
      <span className="sf-open-app__text">
        <span className="sf-open-app__title">打开{PRODUCT_NAME}APP</span>
        <span className="sf-open-app__sub">更多精彩等着你</span>
      </span>
      <button type="button" className="sf-open-app__button" onClick={onOpen}>
        立即打开
      </button>
    </div>
  );
}
