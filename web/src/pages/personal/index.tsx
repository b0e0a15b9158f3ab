import { useApolloClient } from '@apollo/client';
import { Avatar, Button, Dialog, ErrorBlock, Form, Input, List, Skeleton, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateNickname } from '@storefront/schema/validation';
import {
  usePersonalPageLogoutMutation,
  usePersonalPageQuery,
  usePersonalPageUpdateNicknameMutation,
} from '../../__generated__/graphql.ts';
import { applyUserErrors } from '../../features/user/applyUserErrors.ts';
import { sharedRule } from '../../features/user/formRules.ts';
import { MemberCard } from '../../features/user/MemberCard.tsx';
import { displayMessage } from '../../lib/errors.ts';
import { loginUrlFor } from '../../lib/safeRedirect.ts';
import './personal.css';

/** /personal: the member's own page, or an invitation to log in for an anonymous visitor. */
export default function PersonalPage() {
  const { data, loading, error, refetch } = usePersonalPageQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me;

  let hero;
  if (loading && !data) hero = <HeroSkeleton />;
  else if (error && !data) hero = null;
  else if (me) hero = <MemberCard user={me} />;
  else hero = <GuestPrompt />;

  return (
    <div className="sf-personal">
      <header className="sf-personal__hero">
        <h1 className="sf-personal__title">我的</h1>
        {hero}
      </header>
      <main className="sf-personal__body">
        {error && !data ? (
          <div className="sf-card sf-personal__error" role="alert">
            <ErrorBlock status="default" title="加载失败" description={displayMessage(error)} />
            <Button
              color="primary"
              fill="outline"
              shape="rounded"
              loading={loading}
              onClick={() => void refetch()}
            >
              重试
            </Button>
          </div>
        ) : me ? (
          <MemberActions nickName={me.nickName} maskedMobile={me.maskedMobile} />
        ) : (
          <div className="sf-card sf-personal__perks">
            <div className="sf-personal__perks-title">会员服务</div>
            <p className="sf-personal__perks-text">登录后可查看订单、管理常用旅客，随时掌握行程动态</p>
          </div>
        )}
      </main>
    </div>
  );
}

function HeroSkeleton() {
  return (
    <div className="sf-personal__skeleton" aria-label="加载中">
      <Skeleton animated style={{ width: 64, height: 64, borderRadius: '50%' }} />
      <div style={{ flex: 1 }}>
        <Skeleton.Title animated />
        <Skeleton animated style={{ width: '40%', height: 14 }} />
      </div>
    </div>
  );
}

function GuestPrompt() {
  const navigate = useNavigate();
  return (
    <div className="sf-personal__guest">
      <Avatar className="sf-member__avatar" src="" alt="默认头像" style={{ '--size': '64px' }} />
      <div className="sf-personal__guest-text">
        <div className="sf-personal__guest-title">你好，旅行者</div>
        <div className="sf-personal__guest-hint">登录后享受会员专属服务</div>
      </div>
      <Button
        className="sf-personal__login"
        size="small"
        shape="rounded"
        onClick={() => navigate(loginUrlFor('/personal'))}
      >
        登录/注册
      </Button>
    </div>
  );
}

function MemberActions({ nickName, maskedMobile }: { nickName: string; maskedMobile: string }) {
  const [editing, setEditing] = useState(false);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = usePersonalPageLogoutMutation();

  const onLogout = async () => {
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

  return (
    <>
      <div className="sf-card" style={{ padding: 0 }}>
        <List className="sf-personal__list">
          <List.Item extra={nickName} onClick={() => setEditing(true)}>
            修改昵称
          </List.Item>
          <List.Item extra={maskedMobile}>手机号</List.Item>
        </List>
      </div>
      <Button className="sf-personal__logout" block onClick={() => void onLogout()}>
        退出登录
      </Button>
      <NicknameDialog visible={editing} current={nickName} onClose={() => setEditing(false)} />
    </>
  );
}

interface NicknameValues {
  nickName: string;
}

/** In-tree (declarative) Dialog: its Form and mutation need this tree's Apollo context. */
function NicknameDialog({
  visible,
  current,
  onClose,
}: {
  visible: boolean;
  current: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<NicknameValues>();
  const [update] = usePersonalPageUpdateNicknameMutation();

  const save = async () => {
    let values: NicknameValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const nickName = values.nickName.trim();
    if (nickName === current) return onClose();
    try {
      const { data } = await update({ variables: { input: { nickName } } });
      const payload = data?.updateNickname;
      if (!payload || applyUserErrors(form, payload.userErrors, ['nickName'])) return;
      // The payload's User shares its id with `me`, so the normalised cache updates the page.
      Toast.show({ icon: 'success', content: '昵称已修改' });
      onClose();
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    }
  };

  return (
    <Dialog
      visible={visible}
      title="修改昵称"
      destroyOnClose
      closeOnMaskClick
      onClose={onClose}
      afterShow={() => form.setFieldsValue({ nickName: current })}
      content={
        <Form
          form={form}
          layout="vertical"
          initialValues={{ nickName: current }}
          onFinish={() => void save()}
        >
          <Form.Item
            name="nickName"
            rules={[sharedRule(validateNickname)]}
            validateTrigger={['onChange', 'onBlur']}
          >
            <Input placeholder="1-20个字" clearable autoFocus />
          </Form.Item>
        </Form>
      }
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: onClose },
          { key: 'save', text: '保存', bold: true, onClick: save },
        ],
      ]}
    />
  );
}
