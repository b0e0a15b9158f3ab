import { useHost } from '../app/HostContext.tsx';
import { useBack } from '../components/useBack.ts';
import './shellPages.css';

/**
 * /talkTip (spec §2.1, §2.8): inside WeChat or QQ on iOS the app cannot be launched from the page,
 * so the shopper is shown how to reopen it in Safari, where "open now" works.
 */
export default function TalkTipPage() {
  const host = useHost();
  const back = useBack('/');
  const browser = host.isIOS ? 'Safari' : '浏览器';
  return (
    <div className="sf-talktip">
      <TipArrow />
      <div className="sf-talktip__bubble">
        点击右上角 <span className="sf-talktip__dots">···</span>
      </div>
      <main className="sf-talktip__card">
        <h1 className="sf-talktip__title">在{browser}中打开</h1>
        <p className="sf-talktip__lead">当前页面无法直接打开APP，请按以下步骤操作</p>
        <ol className="sf-talktip__steps">
          <li>
            <span className="sf-talktip__step-no">1</span>
            <span>
              点击右上角的 <span className="sf-talktip__chip">···</span> 按钮
            </span>
          </li>
          <li>
            <span className="sf-talktip__step-no">2</span>
            <span>
              选择 <span className="sf-talktip__chip">{host.isIOS ? '在Safari中打开' : '在浏览器打开'}</span>
            </span>
          </li>
          <li>
            <span className="sf-talktip__step-no">3</span>
            <span>在{browser}中点击「立即打开」即可进入APP</span>
          </li>
        </ol>
        <PhoneIllustration />
        <p className="sf-talktip__note">链接已复制，打开APP后将自动进入您浏览的内容</p>
        <button type="button" className="sf-talktip__back" onClick={back}>
          我知道了
        </button>
      </main>
    </div>
  );
}

/** The curved arrow from the card up to the ··· menu in the top-right corner. */
function TipArrow() {
  return (
    <svg className="sf-talktip__arrow" viewBox="0 0 120 120" aria-hidden>
      <path
        d="M20 112 C 30 60, 60 30, 100 16"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeDasharray="7 6"
        strokeLinecap="round"
      />
      <path d="M86 8 L104 14 L92 28" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A phone whose title bar's ··· button is highlighted, with the menu item it opens. */
function PhoneIllustration() {
  return (
    <svg className="sf-talktip__phone" viewBox="0 0 240 150" role="img" aria-label="示意图：右上角菜单中选择在浏览器打开">
      <defs>
        <linearGradient id="sf-tip-grad" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff6fae" />
          <stop offset="1" stopColor="#e4007f" />
        </linearGradient>
      </defs>
      <rect x="40" y="6" width="160" height="150" rx="18" fill="#fff" stroke="#e7e7ee" strokeWidth="2" />
      <rect x="52" y="20" width="136" height="24" rx="6" fill="#f4f4f8" />
      <rect x="60" y="29" width="50" height="6" rx="3" fill="#cfcfd8" />
      <circle cx="168" cy="32" r="11" fill="url(#sf-tip-grad)" />
      <circle cx="162" cy="32" r="1.8" fill="#fff" />
      <circle cx="168" cy="32" r="1.8" fill="#fff" />
      <circle cx="174" cy="32" r="1.8" fill="#fff" />
      <circle cx="168" cy="32" r="16" fill="none" stroke="#e4007f" strokeOpacity="0.35" strokeWidth="2" />
      <rect x="98" y="54" width="92" height="58" rx="8" fill="#fff" stroke="#ececf2" />
      <rect x="108" y="64" width="72" height="16" rx="4" fill="#fff0f7" />
      <circle cx="117" cy="72" r="4" fill="url(#sf-tip-grad)" />
      <rect x="126" y="69.5" width="46" height="5" rx="2.5" fill="#e4007f" />
      <rect x="108" y="88" width="72" height="5" rx="2.5" fill="#e1e1e8" />
      <rect x="108" y="100" width="52" height="5" rx="2.5" fill="#e1e1e8" />
      <rect x="52" y="56" width="38" height="50" rx="6" fill="#f4f4f8" />
      <rect x="52" y="116" width="136" height="6" rx="3" fill="#f0f0f4" />
      <rect x="52" y="128" width="96" height="6" rx="3" fill="#f0f0f4" />
    </svg>
  );
}
