import { Avatar, Button, List, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useSettingPageQuery } from '../../../__generated__/graphql.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useLogout } from '../../../features/user/useLogout.ts';
import { useRequireMember } from '../../../features/user/useRequireMember.ts';
import { LoadFailed } from '../../../features/user/LoadFailed.tsx';
import '../../../features/user/setting.css';

/** /personal/setting: the member's settings and logout. */
export default function SettingPage() {
  const { data, loading, error, refetch } = useSettingPageQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me;
  const redirecting = useRequireMember({ loading, error, anonymous: !!data && !me });
  const navigate = useNavigate();
  const logout = useLogout();

  let body;
  if (error && !data) body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!me || redirecting) body = <Skeleton.Paragraph lineCount={4} animated className="sf-setting__skeleton" />;
  else
    body = (
      <>
        <List className="sf-setting__list" header="账号">
          <List.Item
            onClick={() => navigate('/personal/setting/setinfo')}
            extra={
              <span className="sf-setting__who">
                <Avatar src={me.avatarUrl ?? ''} alt="" style={{ '--size': '28px', '--border-radius': '50%' }} />
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

  return (
    <div className="sf-setting">
      <PageHeader title="设置" fallback="/personal" />
      {body}
    </div>
  );
}
