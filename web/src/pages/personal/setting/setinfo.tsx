import { useReadQuery, type QueryRef } from '@apollo/client';
import { Avatar, Dialog, Form, Input, List, Toast } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { validateNickname } from '@storefront/schema/validation';
import {
  SetinfoPageQueryDocument,
  useSetinfoPageUpdateNicknameMutation,
  useSetinfoPageUploadAvatarMutation,
  type SetinfoPageQuery,
  type SetinfoPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { LoginRequired } from '../../../components/pageState/LoginRequired.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../../components/pageState/PageSkeleton.tsx';
import { applyUserErrors } from '../../../components/form/applyUserErrors.ts';
import { downscaleToJpeg, MAX_SOURCE_BYTES } from '../../../features/user/downscaleImage.ts';
import { sharedRule } from '../../../components/form/formRules.ts';
import { displayMessage } from '../../../lib/errors.ts';
import '../../../features/user/setting.css';

export const member = true;

export const loader = ({ preload }: PageLoaderArgs) => ({
  me: preload<SetinfoPageQuery, SetinfoPageQueryVariables>(SetinfoPageQueryDocument),
});

/** /personal/setting/setinfo: the member's avatar, nickname and (read-only) mobile. */
export default function SetinfoPage() {
  const { me } = usePageData<typeof loader>();
  return (
    <div className="sf-setting">
      <PageHeader title="个人信息" fallback="/personal/setting" />
      <PageData fallback={<PageSkeleton lines={3} className="sf-setting__skeleton" />}>
        <Setinfo queryRef={me} />
      </PageData>
    </div>
  );
}

function Setinfo({ queryRef }: { queryRef: QueryRef<SetinfoPageQuery> }) {
  const me = useReadQuery(queryRef).data.me;
  const [editing, setEditing] = useState(false);
  if (!me) return <LoginRequired />;
  return (
    <>
      <List className="sf-setting__list">
        <AvatarItem avatarUrl={me.avatarUrl} />
        <List.Item onClick={() => setEditing(true)} extra={<span data-testid="nickname">{me.nickName}</span>}>
          昵称
        </List.Item>
        <List.Item extra={me.maskedMobile} arrowIcon={false}>
          手机号
        </List.Item>
      </List>
      <NicknameDialog visible={editing} current={me.nickName} onClose={() => setEditing(false)} />
    </>
  );
}

/** 头像: pick an image, shrink it here (the upload takes at most 512 KiB), upload, show the new one. */
function AvatarItem({ avatarUrl }: { avatarUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [upload] = useSetinfoPageUploadAvatarMutation();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void Toast.show({ content: '请选择图片文件' });
    if (file.size > MAX_SOURCE_BYTES) return void Toast.show({ content: '图片太大，请选择20MB以内的图片' });
    setBusy(true);
    const toast = Toast.show({ icon: 'loading', content: '上传中…', duration: 0 });
    try {
      let dataUrl: string;
      try {
        dataUrl = await downscaleToJpeg(file);
      } catch {
        toast.close();
        return void Toast.show({ content: '无法读取这张图片，请换一张' });
      }
      const { data } = await upload({ variables: { input: { dataUrl } } });
      toast.close();
      const payload = data?.uploadAvatar;
      if (!payload) throw new Error('empty payload');
      if (payload.userErrors.length) {
        return void Toast.show({ content: payload.userErrors.map((e) => e.message).join('\n') });
      }
      // The payload's User shares its id with `me`: the normalised cache shows the new avatar everywhere.
      Toast.show({ icon: 'success', content: '头像已更新' });
    } catch (error) {
      toast.close();
      Toast.show({ content: displayMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <List.Item
      onClick={busy ? undefined : () => input.current?.click()}
      extra={
        <span className="sf-setting__avatar">
          <Avatar
            src={avatarUrl ?? ''}
            alt="头像"
            data-testid="avatar"
            style={{ '--size': '52px', '--border-radius': '50%' }}
          />
          <CameraOutline className="sf-setting__camera" />
        </span>
      }
    >
      头像
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/*"
        hidden
        aria-label="选择头像图片"
        data-testid="avatar-input"
        onChange={(event) => void onPick(event)}
      />
    </List.Item>
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
  const [update] = useSetinfoPageUpdateNicknameMutation();
  // Filled when opening, not after the opening animation: a fast typist would be overwritten.
  useEffect(() => {
    if (visible) form.setFieldsValue({ nickName: current });
  }, [visible, current, form]);

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
            <Input placeholder="1-20个字" clearable autoFocus aria-label="昵称" />
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
