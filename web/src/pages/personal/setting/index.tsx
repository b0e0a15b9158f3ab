import { useReadQuery, type QueryRef } from '@apollo/client';
import { Avatar, Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import {
  SettingPageQueryDocument,
  type SettingPageQuery,
  type SettingPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { LoginRequired } from '../../../components/pageState/LoginRequired.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../../components/pageState/PageSkeleton.tsx';
import { useLogout } from '../../../features/user/useLogout.ts';
import '../../../features/user/setting.css';

export const member = true;

export const loader = ({ preload }: PageLoaderArgs) => ({
  me: preload<SettingPageQuery, SettingPageQueryVariables>(SettingPageQueryDocument),
});

/** /personal/setting: the member's settings and logout. */
export default function SettingPage() {
  const { me } = usePageData<typeof loader>();
  return (
    <div className="sf-setting">
      <PageHeader title="设置" fallback="/personal" />
      <PageData fallback={<PageSkeleton lines={4} className="sf-setting__skeleton" />}>
        <Settings queryRef={me} />
      </PageData>
    </div>
  );
}

function Settings({ queryRef }: { queryRef: QueryRef<SettingPageQuery> }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const me = useReadQuery(queryRef).data.me;
  if (!me) return <LoginRequired />;
  return (
    <>
      <List className="sf-setting__list" header="账号">
        <List.Item
          onClick={() => navigate('/personal/setting/setinfo')}
          extra={
            <span className="sf-setting__who">
              <Avatar
                src={me.avatarUrl ?? ''}
                alt=""
                style={{ '--size': '28px', '--border-radius': '50%' }}
              />
              {me.nickName}
            </span>
          }
        >
          个人信息
        </List.Item>
        <List.Item onClick={() => navigate('/personal/setting/password')}>修改密码</List.Item>
      </List>
      <List className="sf-setting__list" header="关于">
        <List.Item onClick={() => navigate('/personal/setting/about')}>关于我们</List.Item>
      </List>
      <Button className="sf-setting__logout" block onClick={() => void logout()}>
        退出登录
      </Button>
    </>
  );
}
