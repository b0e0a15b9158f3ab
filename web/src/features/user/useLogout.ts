import { useApolloClient } from '@apollo/client';
import { Dialog, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useMemberLogoutMutation } from '../../__generated__/graphql.ts';
import { displayMessage } from '../../lib/errors.ts';

/** 退出登录: confirm, end the session, forget everything cached of the member, go home. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMemberLogoutMutation();

  return async () => {
    const confirmed = await Dialog.confirm({
      content: '确定要退出登录吗？',
      confirmText: '退出登录',
      cancelText: '取消',
    });
    if (!confirmed) return;
    try {
      await logout();
    } catch (error) {
      return void Toast.show({ content: displayMessage(error) });
    }
    // Nothing of this member may stay cached for whoever uses the device next.
    await client.clearStore().catch(() => undefined);
    Toast.show({ content: '已退出登录' });
    navigate('/', { replace: true });
  };
}
