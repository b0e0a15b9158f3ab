import { useApolloClient } from '@apollo/client';
import { Popup, Toast } from 'antd-mobile';
import { MessageFill, PhoneFill, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ShellCustomerServiceChatQueryDocument,
  ShellSessionQueryDocument,
  type ShellCustomerServiceChatQuery,
  type ShellCustomerServiceChatQueryVariables,
  type ShellSessionQuery,
} from '../../__generated__/graphql.ts';
import { displayMessage } from '../../lib/errors.ts';
import { loginUrlFor } from '../../lib/safeRedirect.ts';
import { relativeHref } from '../../lib/url.ts';
import { postToMiniProgram } from '../hostBridge.ts';
import { useHost } from '../HostContext.tsx';
import {
  chatUrl,
  openCustomerServiceMessage,
  productIdFor,
  SERVICE_PHONE,
  SERVICE_PHONE_HREF,
} from './customerService.ts';
import './shell.css';

export interface CustomerServicePopupProps {
  visible: boolean;
  onClose: () => void;
}

/** Spec §2.7: the bottom popup with the online chat and the phone line. */
export default function CustomerServicePopup({ visible, onClose }: CustomerServicePopupProps) {
  const host = useHost();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [opening, setOpening] = useState(false);

  const openChat = async () => {
    const productId = productIdFor(location.pathname, location.search);
    if (host.inMiniProgram) {
      // The mini-program opens its own customer-service session; the web-view cannot.
      onClose();
      if (!postToMiniProgram(openCustomerServiceMessage(productId))) {
        Toast.show({ content: '请返回小程序联系客服' });
      }
      return;
    }
    const login = () => {
      onClose();
      navigate(loginUrlFor(relativeHref(location)));
    };
    setOpening(true);
    try {
      // Usually answered from the cache (the shell asked at start-up); asked here so a tap before
      // that answer arrived does not mistake a member for a visitor.
      const session = await client.query<ShellSessionQuery>({
        query: ShellSessionQueryDocument,
        context: { silent: true },
      });
      if (!session.data.me) return login();
      const { data } = await client.query<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>({
        query: ShellCustomerServiceChatQueryDocument,
        variables: { productId },
        // The link is signed with a timestamp: always a fresh one.
        fetchPolicy: 'network-only',
      });
      const url = chatUrl(data.customerServiceChat?.url);
      // The gateway answers null for a visitor whose session it does not know.
      if (!url) return login();
      window.location.assign(url);
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sf-service"
      aria-label="联系客服"
    >
      <div className="sf-service__title">联系客服</div>
      <p className="sf-service__hint">出行有疑问？我们随时为您服务</p>
      <button type="button" className="sf-service__item" onClick={() => void openChat()} disabled={opening}>
        <span className="sf-service__icon sf-service__icon--chat" aria-hidden>
          <MessageFill />
        </span>
        <span className="sf-service__text">
          <span className="sf-service__name">在线客服</span>
          <span className="sf-service__desc">{opening ? '正在连接客服…' : '专属顾问在线解答'}</span>
        </span>
        <RightOutline className="sf-service__arrow" aria-hidden />
      </button>
      <a className="sf-service__item" href={SERVICE_PHONE_HREF} onClick={onClose}>
        <span className="sf-service__icon sf-service__icon--phone" aria-hidden>
          <PhoneFill />
        </span>
        <span className="sf-service__text">
          <span className="sf-service__name">电话客服</span>
          <span className="sf-service__desc">{SERVICE_PHONE}</span>
        </span>
        <RightOutline className="sf-service__arrow" aria-hidden />
      </a>
      <button type="button" className="sf-service__cancel" onClick={onClose}>
        取消
      </button>
    </Popup>
  );
}
