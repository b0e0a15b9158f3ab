import { CenterPopup } from 'antd-mobile';
import { CloseCircleOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import type { NoticePopup_NoticeFragment } from '../../__generated__/graphql.ts';
import { LinkBox } from './LinkBox.tsx';
import { noticeSeen, rememberNotice } from './noticeMemory.ts';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The popup advert: shown once per advert id on this device, closable, tappable to its link. */
export function NoticePopup({ notice }: { notice: NoticePopup_NoticeFragment | null | undefined }) {
  const [visible, setVisible] = useState(false);
  const id = notice?.id;

  useEffect(() => {
    if (!id || noticeSeen(id, storage())) return;
    setVisible(true);
    // Remembered as soon as it shows: a reload must not show it again, closed or not.
    rememberNotice(id, storage());
  }, [id]);

  if (!notice) return null;
  const close = () => setVisible(false);
  return (
    <CenterPopup
      visible={visible}
      onClose={close}
      closeOnMaskClick
      destroyOnClose
      role="dialog"
      aria-label={notice.title}
      className="sf-notice-popup"
      bodyClassName="sf-notice-popup__body"
    >
      <div className="sf-notice">
        <LinkBox link={notice.link} label={notice.title} className="sf-notice__link" onOpened={close}>
          <img className="sf-notice__image" src={notice.image} alt={notice.title} width={600} height={800} />
        </LinkBox>
        <button type="button" className="sf-notice__close" aria-label="关闭广告" onClick={close}>
          <CloseCircleOutline />
        </button>
      </div>
    </CenterPopup>
  );
}
