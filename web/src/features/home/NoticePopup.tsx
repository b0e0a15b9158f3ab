import { CloseCircleOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { NoticePopup_NoticeFragment } from '../../__generated__/graphql.ts';
import { browserStorage } from '../../lib/storage.ts';
import { LinkBox } from './LinkBox.tsx';
import { noticeSeen, rememberNotice } from './noticeMemory.ts';

/** How long the popup takes to fade out after closing (matches `sf-notice-out` in home.css). */
const CLOSE_MS = 200;

const storage = () => browserStorage('local') ?? null;

type Phase = 'hidden' | 'open' | 'closing';

/**
 * The popup advert: shown once per advert id on this device, closable, tappable to its link.
 * Drawn here rather than with antd-mobile's CenterPopup (same look: a dark mask, a centred box that
 * grows in), whose spring animations would bring react-spring to the home's first load.
 */
export function NoticePopup({ notice }: { notice: NoticePopup_NoticeFragment | null | undefined }) {
  const [phase, setPhase] = useState<Phase>('hidden');
  const id = notice?.id;

  useEffect(() => {
    if (!id || noticeSeen(id, storage())) return;
    setPhase('open');
    // Remembered as soon as it shows: a reload must not show it again, closed or not.
    rememberNotice(id, storage());
  }, [id]);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => setPhase('hidden'), CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  // The page behind does not scroll while the advert is up.
  const locked = phase !== 'hidden';
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [locked]);

  if (!notice || phase === 'hidden') return null;
  const close = () => setPhase((p) => (p === 'open' ? 'closing' : p));
  return createPortal(
    <div className={`sf-notice-popup${phase === 'closing' ? ' sf-notice-popup--closing' : ''}`}>
      <div className="sf-notice-popup__mask" onClick={close} />
      <div className="sf-notice-popup__body" role="dialog" aria-modal="true" aria-label={notice.title}>
        <div className="sf-notice">
          <LinkBox link={notice.link} label={notice.title} className="sf-notice__link" onOpened={close}>
            {/* When it shows, the advert is the screen's largest picture: fetch it first. */}
            <img
              className="sf-notice__image"
              src={notice.image}
              alt={notice.title}
              width={600}
              height={800}
              fetchPriority="high"
            />
          </LinkBox>
          <button type="button" className="sf-notice__close" aria-label="关闭广告" onClick={close}>
            <CloseCircleOutline />
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
