import { useReadQuery, type QueryRef } from '@apollo/client';
import { Avatar, Button, List, Skeleton } from 'antd-mobile';
import { PhoneFill, QuestionCircleOutline, RightOutline, SetOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  PersonalPageQueryDocument,
  type PersonalPageQuery,
  type PersonalPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import { LoadError } from '../../components/pageState/LoadError.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { MemberCard } from '../../features/user/MemberCard.tsx';
import { ALL_ORDERS_ROUTE, MEMBER_ENTRIES, SERVICE_PHONE } from '../../features/user/memberEntries.tsx';
import { useLogout } from '../../features/user/useLogout.ts';
import { loginUrlFor } from '../../lib/safeRedirect.ts';
import './personal.css';

export const loader = ({ preload }: PageLoaderArgs) => ({
  me: preload<PersonalPageQuery, PersonalPageQueryVariables>(PersonalPageQueryDocument),
});

/** /personal: the member's own page, or an invitation to log in for an anonymous visitor. */
export default function PersonalPage() {
  const { me } = usePageData<typeof loader>();
  return (
    <PageData
      fallback={<PersonalFrame hero={<HeroSkeleton />} />}
      renderError={({ error, retry, retrying }) => (
        <PersonalFrame
          body={
            <LoadError
              className="sf-card sf-personal__error"
              error={error}
              onRetry={retry}
              retrying={retrying}
            />
          }
        />
      )}
    >
      <Personal queryRef={me} />
    </PageData>
  );
}

function Personal({ queryRef }: { queryRef: QueryRef<PersonalPageQuery> }) {
  const me = useReadQuery(queryRef).data.me;
  if (!me)
    return (
      <PersonalFrame
        hero={<GuestPrompt />}
        body={
          <div className="sf-card sf-personal__perks">
            <div className="sf-personal__perks-title">会员服务</div>
            <p className="sf-personal__perks-text">登录后可查看订单、管理常用旅客，随时掌握行程动态</p>
          </div>
        }
      />
    );
  return (
    <PersonalFrame
      member
      hero={
        <Link className="sf-personal__member" to="/personal/setting/setinfo" aria-label="个人信息">
          <MemberCard user={me} />
          <RightOutline className="sf-personal__member-arrow" />
        </Link>
      }
      body={<MemberAreas />}
    />
  );
}

/** The page's frame in every state: 我的 (with the settings gear for a member), the hero, the body. */
function PersonalFrame({
  member = false,
  hero,
  body,
}: {
  member?: boolean;
  hero?: ReactNode;
  body?: ReactNode;
}) {
  return (
    <div className="sf-personal">
      <header className="sf-personal__hero">
        <div className="sf-personal__top">
          <h1 className="sf-personal__title">我的</h1>
          {member ? (
            <Link className="sf-personal__gear" to="/personal/setting" aria-label="设置">
              <SetOutline />
            </Link>
          ) : null}
        </div>
        {hero}
      </header>
      <main className="sf-personal__body">{body}</main>
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

/** The member areas: orders, the entry grid, help and settings, and logout. */
function MemberAreas() {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <>
      <section className="sf-card sf-personal__areas" aria-label="会员服务">
        <Link className="sf-personal__orders" to={ALL_ORDERS_ROUTE}>
          <span className="sf-personal__section-title">我的订单</span>
          <span className="sf-personal__more">
            全部订单
            <RightOutline />
          </span>
        </Link>
        <nav className="sf-personal__grid">
          {MEMBER_ENTRIES.map((entry) => (
            <Link key={entry.route} className="sf-personal__entry" to={entry.route}>
              <span className="sf-personal__entry-icon">{entry.icon}</span>
              <span className="sf-personal__entry-name">{entry.name}</span>
            </Link>
          ))}
        </nav>
      </section>
      <div className="sf-card" style={{ padding: 0 }}>
        <List className="sf-personal__list">
          <List.Item prefix={<QuestionCircleOutline />} onClick={() => navigate('/public/problem')}>
            客服与帮助
          </List.Item>
          <List.Item
            prefix={<PhoneFill />}
            extra={<a href={`tel:${SERVICE_PHONE}`}>{SERVICE_PHONE}</a>}
            arrowIcon={false}
          >
            客服电话
          </List.Item>
          <List.Item prefix={<SetOutline />} onClick={() => navigate('/personal/setting')}>
            设置
          </List.Item>
        </List>
      </div>
      <Button className="sf-personal__logout" block onClick={() => void logout()}>
        退出登录
      </Button>
    </>
  );
}
