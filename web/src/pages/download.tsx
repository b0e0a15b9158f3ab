import { BellOutline, CouponOutline, TravelOutline } from 'antd-mobile-icons';
import { useHost } from '../app/HostContext.tsx';
import { PRODUCT_NAME } from '../app/titles.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { STORE_LINKS, type StoreLink } from '../config/download.ts';
import './shellPages.css';

const FEATURES = [
  { icon: <TravelOutline />, title: '一站预订', text: '机票、酒店、火车票、门票、跟团游' },
  { icon: <CouponOutline />, title: 'APP专享价', text: '新人礼包与会员专属优惠券' },
  { icon: <BellOutline />, title: '行程提醒', text: '航班动态、出行提醒实时推送' },
];

/** /download: the app's download landing page, with the stores for the visitor's system. */
export default function DownloadPage() {
  const host = useHost();
  // A phone sees its own system's stores; anything else sees them all.
  const links = STORE_LINKS.filter(
    (l) => (!host.isIOS && !host.isAndroid) || (host.isIOS ? l.os === 'ios' : l.os === 'android'),
  );
  const primary = links.filter((l) => l.primary);
  const others = links.filter((l) => !l.primary);
  // WeChat and QQ refuse downloads and store links inside their webviews.
  const blocked = host.kind === 'wechat' || host.kind === 'qq' || host.kind === 'wecom';

  return (
    <div className="sf-download">
      <PageHeader title={`下载${PRODUCT_NAME}APP`} />
      <section className="sf-download__hero">
        <div className="sf-download__logo" aria-hidden>
          悠
        </div>
        <h1 className="sf-download__name">{PRODUCT_NAME}APP</h1>
        <p className="sf-download__slogan">让每一次出发都更从容</p>
      </section>
      <section className="sf-card sf-download__card">
        <ul className="sf-download__features">
          {FEATURES.map((f) => (
            <li key={f.title} className="sf-download__feature">
              <span className="sf-download__feature-icon" aria-hidden>
                {f.icon}
              </span>
              <span>
                <strong>{f.title}</strong>
                <span>{f.text}</span>
              </span>
            </li>
          ))}
        </ul>
        {blocked && <p className="sf-download__blocked">请点击右上角「···」，选择在浏览器中打开后下载</p>}
        <div className="sf-download__buttons">
          {primary.map((link) => (
            <StoreButton key={link.url} link={link} />
          ))}
        </div>
        {others.length > 0 && (
          <div className="sf-download__markets">
            <span className="sf-download__markets-label">也可在应用市场搜索「{PRODUCT_NAME}」</span>
            <div className="sf-download__market-links">
              {others.map((link) => (
                <a key={link.url} className="sf-download__market" href={link.url}>
                  {link.name}
                </a>
              ))}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

function StoreButton({ link }: { link: StoreLink }) {
  return (
    <a className="sf-download__store" href={link.url}>
      {link.os === 'ios' ? <AppleGlyph /> : <AndroidGlyph />}
      {link.name}
    </a>
  );
}

function AppleGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden fill="currentColor">
      <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.9-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z" />
    </svg>
  );
}

function AndroidGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden fill="currentColor">
      <path d="M6 9h12v8.5a1.5 1.5 0 0 1-1.5 1.5H15v2.5a1.5 1.5 0 0 1-3 0V19h0v2.5a1.5 1.5 0 0 1-3 0V19H7.5A1.5 1.5 0 0 1 6 17.5zM3.5 9A1.5 1.5 0 0 1 5 10.5v5a1.5 1.5 0 0 1-3 0v-5A1.5 1.5 0 0 1 3.5 9zm17 0a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 1-3 0v-5A1.5 1.5 0 0 1 20.5 9zM15.9 3.2l1.1-1.6a.3.3 0 0 0-.5-.3l-1.1 1.7A6.6 6.6 0 0 0 12 2.3c-1.3 0-2.4.3-3.4.7L7.5 1.3a.3.3 0 0 0-.5.3l1.1 1.6A5.4 5.4 0 0 0 6 7.9v.1h12v-.1a5.4 5.4 0 0 0-2.1-4.7zM9.5 6.2a.7.7 0 1 1 0-1.4.7.7 0 0 1 0 1.4zm5 0a.7.7 0 1 1 0-1.4.7.7 0 0 1 0 1.4z" />
    </svg>
  );
}
